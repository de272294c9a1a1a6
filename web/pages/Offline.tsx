import { telHref } from '../lib/tel.ts';
import { Glyph } from '../components/Icon.tsx';
import { lucidePhone, lucideWifiOff } from '../shared/icon-svg.ts';
import { WhatsAppLink } from '../components/WhatsAppLink.tsx';
import { useSettings } from '../state/content.tsx';
import { OFFLINE_WORDS } from '../shared/offline-forms.ts';

/**
 * docs/product.md § Offline and dropped connections: what the service worker shows for a page this phone never
 * opened while there is no connection. Rendered by the server once per build (src/render/offline-page.tsx) and kept
 * on the phone from the first visit; it needs no script.
 */
export default function OfflinePage() {
  const settings = useSettings();
  return (
    <section className="hero-band relative isolate overflow-hidden bg-ink text-white">
      <div className="container flex min-h-[60vh] flex-col items-center justify-center py-16 text-center md:py-24">
        <Glyph svg={lucideWifiOff} className="h-16 w-16 text-accent md:h-20 md:w-20" />
        <h1 className="m-0 mt-8 text-4xl font-extrabold text-white md:text-6xl">{OFFLINE_WORDS.title}</h1>
        <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-accent" />
        <p className="m-0 mt-6 max-w-xl text-lg leading-relaxed text-slate-200 md:text-xl">{OFFLINE_WORDS.lead}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {settings.phone ? (
            <a href={telHref(settings.phone)} className="btn-primary">
              <Glyph svg={lucidePhone} className="h-5 w-5" />
              {OFFLINE_WORDS.call} {settings.phone}
            </a>
          ) : null}
          <WhatsAppLink tone="dark" />
        </div>
        <p className="m-0 mt-10 max-w-xl text-base leading-relaxed text-slate-300">
          {OFFLINE_WORDS.later}{' '}
          <a href="?" className="font-semibold text-accent underline underline-offset-4">
            {OFFLINE_WORDS.retry}
          </a>
        </p>
      </div>
    </section>
  );
}
