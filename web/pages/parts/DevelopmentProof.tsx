// A development's proof (docs/product.md § Item pages): the title to its land, its approvals with authority,
// number and date, the company's registration numbers with where to verify them, and the dated progress log
// (newest first, with the stage reached and, where the owner keeps a vantage point, before and after photos side
// by side). Drawn on the server; no script.
import type { ContentBlock, Section } from '../../shared/content.ts';
import { approvalsOf, formatDay, progressOf, registrationsOf, titleDeedOf, type ProgressUpdate } from '../../shared/item-facts.ts';
import { ContentImage } from '../../components/ContentImage.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { Glyph } from '../../components/Icon.tsx';
import { lucideArrowRight } from '../../shared/icon-svg.ts';
import { labelText, SCENE } from './blocks.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

/** The title, approvals and registrations band, or nothing when the development gives none of them. */
export function DevelopmentTitle({ development, section }: { development: ContentBlock; section: Section }) {
  const deed = titleDeedOf(development);
  const approvals = approvalsOf(development);
  const registrations = registrationsOf(development);
  if (!deed && !approvals.length && !registrations.length) return null;
  const label = (key: string, fallback: string) => labelText(section, key, fallback);
  return (
    <section aria-labelledby="development-title" className="py-16 md:py-20">
      <div className="container">
        <h2 id="development-title" className="heading-2 m-0">
          {label('proof', 'Title and approvals')}
        </h2>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          {deed ? (
            <div className="card p-6">
              <h3 className="heading-3 m-0">{label('title', 'Title to the land')}</h3>
              <dl className="m-0 mt-4 grid gap-3">
                {deed.type ? <Row term={label('title-type', 'Kind of title')} value={deed.type} /> : null}
                {deed.status ? <Row term={label('title-status', 'Status')} value={deed.date ? `${deed.status}, ${formatDay(deed.date)}` : deed.status} /> : null}
                {deed.number ? <Row term={label('title-number', 'Number')} value={deed.number} /> : null}
              </dl>
              {deed.note ? <p className="prose m-0 mt-4">{deed.note}</p> : null}
            </div>
          ) : null}
          {registrations.length ? (
            <div className="card p-6">
              <h3 className="heading-3 m-0">{label('registrations', 'The company’s registrations')}</h3>
              <ul className="m-0 mt-4 grid list-none gap-3 p-0">
                {registrations.map((r) => (
                  <li key={`${r.body}-${r.number}`} className="border-b border-surface-line pb-3 last:border-0 last:pb-0">
                    <p className="m-0 text-xs font-semibold uppercase tracking-wider text-ink-muted">{r.body}</p>
                    <p className="m-0 mt-0.5 font-semibold text-ink">{r.number}</p>
                    {r.verify ? (
                      <a href={r.verify} rel="noopener" className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-dark underline underline-offset-4">
                        {label('verify', 'Verify with the register')}
                        <span className="sr-only">: {r.body} {r.number}</span>
                        <Glyph svg={lucideArrowRight} className="h-4 w-4" />
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {approvals.length ? (
          <>
            <h3 className="heading-3 m-0 mt-10">{label('approvals', 'Approvals')}</h3>
            <ScrollRegion label={label('approvals', 'Approvals')}>
              <table className="w-full border-collapse text-left text-base">
                <thead>
                  <tr className="border-b border-surface-line text-xs uppercase tracking-wider text-ink-muted">
                    <th scope="col" className="px-4 py-3 font-semibold">{label('approval', 'Approval')}</th>
                    <th scope="col" className="px-4 py-3 font-semibold">{label('authority', 'Authority')}</th>
                    <th scope="col" className="px-4 py-3 font-semibold">{label('approval-number', 'Number')}</th>
                    <th scope="col" className="px-4 py-3 font-semibold">{label('approval-date', 'Date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {approvals.map((a) => (
                    <tr key={`${a.name}-${a.number}`} className="border-b border-surface-line last:border-0">
                      <th scope="row" className="px-4 py-3 font-semibold text-ink">{a.name}</th>
                      <td className="px-4 py-3 text-ink-soft">{a.authority}</td>
                      <td className="px-4 py-3 tabular-nums text-ink-soft">{a.number || '—'}</td>
                      <td className="whitespace-nowrap px-4 py-3 tabular-nums text-ink-soft">{a.date ? formatDay(a.date) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        ) : null}
      </div>
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="border-b border-surface-line pb-3 last:border-0 last:pb-0">
      <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">{term}</dt>
      <dd className="m-0 mt-0.5 font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** The progress log, newest first, or nothing when the development keeps none. */
export function DevelopmentProgress({ development, section }: { development: ContentBlock; section: Section }) {
  const updates = progressOf(development);
  if (!updates.length) return null;
  const label = (key: string, fallback: string) => labelText(section, key, fallback);
  return (
    <section aria-labelledby="development-progress" className="band-warm">
      <div className="container">
        <h2 id="development-progress" className="heading-2 m-0">
          {label('progress', 'Progress on site')}
        </h2>
        <p className="m-0 mt-3 text-ink-soft">
          {label('last-updated', 'Last updated')} <time dateTime={updates[0].date}>{formatDay(updates[0].date)}</time>
        </p>
        <ol className="m-0 mt-8 grid list-none gap-8 p-0">
          {updates.map((update) => (
            <li key={`${update.date}-${update.stage}`}>
              <Update update={update} before={label('before', 'Before')} after={label('after', 'Now')} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Update({ update, before, after }: { update: ProgressUpdate; before: string; after: string }) {
  const alt = update.photoAlt || update.stage;
  return (
    <article className="card grid gap-5 p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] md:p-6">
      <div>
        <p className="m-0 text-sm font-semibold text-ink-muted">
          <time dateTime={update.date}>{formatDay(update.date)}</time>
        </p>
        <h3 className="heading-3 m-0 mt-1">{update.stage}</h3>
        {update.text ? <p className="prose m-0 mt-3 whitespace-pre-line">{update.text}</p> : null}
      </div>
      {update.photo ? (
        update.before ? (
          <div className="grid grid-cols-2 gap-3">
            <figure className="m-0">
              <ContentImage src={update.before} alt={`${before}: ${alt}`} {...SCENE} sizes={SLOT_SIZES.card3} className="rounded-lg" />
              <figcaption className="mt-1 text-sm text-ink-muted">{update.beforeDate ? `${before}, ${update.beforeDate}` : before}</figcaption>
            </figure>
            <figure className="m-0">
              <ContentImage src={update.photo} alt={`${after}: ${alt}`} {...SCENE} sizes={SLOT_SIZES.card3} className="rounded-lg" />
              <figcaption className="mt-1 text-sm text-ink-muted">{`${after}, ${formatDay(update.date)}`}</figcaption>
            </figure>
          </div>
        ) : (
          <ContentImage src={update.photo} alt={alt} {...SCENE} sizes={SLOT_SIZES.card2} className="rounded-lg" />
        )
      ) : null}
    </article>
  );
}
