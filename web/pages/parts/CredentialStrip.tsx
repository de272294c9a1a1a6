import type { ContentBlock, Section } from '../../shared/content.ts';
import { metaString } from '../../shared/content.ts';
import { Glyph } from '../../components/Icon.tsx';
import { lucideBadgeCheck, lucideExternalLink } from '../../shared/icon-svg.ts';
import { ContentImage } from '../../components/ContentImage.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { blocksOf } from './blocks.ts';

/**
 * The strip of accreditations and clients: a quiet row between louder bands, each a logo (shown in greys until
 * pointed at, so a dozen brand colours do not fight the page) or, without one, the name set in the display face
 * with a few words under it. Hidden while the section holds none. In a strip of `clients` every entry is a client,
 * ticked or not: a client has no seal and no registration number.
 */
export function CredentialStrip({ section, id, clients = false }: { section: Section | undefined; id: string; clients?: boolean }) {
  const credentials = section ? blocksOf(section, 'credential') : [];
  if (!section || credentials.length === 0) return null;
  return (
    // Clients follow the navy band of their words, before the featured projects' warm one: on white between them.
    <section aria-labelledby={id} className={`border-b border-surface-line py-10 md:py-12 ${clients ? 'bg-white' : 'bg-surface-warm'}`}>
      <div className="container">
        <h2 id={id} className="m-0 text-center font-sans text-sm font-semibold uppercase tracking-[0.2em] text-ink-muted">
          {section.title}
        </h2>
        {/* Two a row on phones (an odd last one centred), one centred row that wraps from 640 px. */}
        <ul className="m-0 mt-6 grid list-none grid-cols-2 items-start gap-x-6 gap-y-6 p-0 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-10 md:gap-x-14">
          {credentials.map((credential) => (
            <li key={credential.id} className="flex justify-center text-center odd:last:col-span-2 sm:max-w-48">
              <Credential credential={credential} client={clients || credential.metadata?.client === true} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Credential({ credential, client }: { credential: ContentBlock; client: boolean }) {
  const href = metaString(credential, 'href');
  const mark = credential.imageUrl ? (
    <span className="flex h-14 w-40 items-center justify-center">
      <ContentImage
        src={credential.imageUrl}
        alt={credential.title}
        width={160}
        height={56}
        sizes={SLOT_SIZES.logo}
        className="h-full object-contain opacity-75 grayscale transition duration-200 group-hover:opacity-100 group-hover:grayscale-0"
      />
    </span>
  ) : (
    // Without the body's logo, a seal for an accreditation (a client needs none): a mark, not only a typeset word.
    <span className="flex flex-col items-center">
      {client ? null : (
        <span aria-hidden="true" data-seal="" className="mb-2 inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-accent-dark/50 bg-white text-accent-dark shadow-sm">
          <Glyph svg={lucideBadgeCheck} className="h-6 w-6" />
        </span>
      )}
      <span className={`block font-display ${client ? "text-xl leading-tight" : "text-2xl leading-none"} font-extrabold tracking-tight text-ink-soft`}>{credential.title}</span>
      {credential.content ? <span className="mt-1 block text-sm leading-snug text-ink-muted">{credential.content}</span> : null}
    </span>
  );
  // The number a client can check with the body that issued it, and the way to its register when there is one.
  const registration = client ? '' : metaString(credential, 'registration');
  const number = registration ? (
    <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold tabular-nums text-ink-muted">
      No. {registration}
      {href ? <Glyph svg={lucideExternalLink} className="h-3.5 w-3.5 text-accent-dark" /> : null}
    </span>
  ) : null;
  if (!href) {
    return number ? (
      <span className="block">
        {mark}
        {number}
      </span>
    ) : (
      mark
    );
  }
  return (
    <a href={href} className="kbd-focus group block rounded-md no-underline hover:underline">
      {mark}
      {number}
    </a>
  );
}
