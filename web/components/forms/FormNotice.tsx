// What stands above a form once it was sent, and stays there until the next submit: the confirmation (the thanks,
// what happens next with the reply promise, the enquiry's reference), whether the script sent it or the browser
// posted it itself (docs/product.md § Forms without JavaScript); or why it could not be taken now; or that it is
// kept on the phone. It arrives focused (autofocus works without script), so a screen reader reads it first.
import { useEffect, useRef } from 'react';
import { SENT_ANCHOR } from '../../shared/content.ts';
import { KEPT_WORDS } from '../../shared/offline-forms.ts';
import { replyPromiseHours } from '../../shared/lead-desk.ts';
import { useSettings } from '../../state/content.tsx';
import { Glyph } from '../Icon.tsx';
import { lucideCheck, lucideCircleAlert, lucideSmartphone } from '../../shared/icon-svg.ts';
import type { FormWords } from './form-words.ts';

/** kept: the service worker kept the post on the phone until the connection is back (offline-forms.ts). */
export type Notice = { kind: 'sent'; text: string; reference?: string } | { kind: 'problem' | 'kept'; text: string };

export function FormNotice({ notice, words }: { notice: Notice; words: FormWords }) {
  if (notice.kind === 'kept') return <KeptNotice text={notice.text} />;
  if (notice.kind === 'sent') return <SentConfirmation text={notice.text} reference={notice.reference} words={words} />;
  const toast = words.toast('failure');
  return (
    <div
      role="alert"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the server's answer to the visitor's own submit; without script, only autofocus moves them to it
      autoFocus
      className="scroll-mt-24 flex items-start gap-3 rounded-lg border-l-4 border-danger bg-red-50 p-4 text-red-950 outline-none focus-visible:ring-3 focus-visible:ring-accent/50"
    >
      <Glyph svg={lucideCircleAlert} className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        {toast.title ? <p className="m-0 font-semibold">{toast.title}</p> : null}
        <p className="m-0">{notice.text || toast.description}</p>
      </div>
    </div>
  );
}

/** "{hours}" in the admin's words becomes the reply promise from the settings. */
const withReplyPromise = (text: string, hours: number) => text.replaceAll('{hours}', String(hours));

function SentConfirmation({ text, reference, words }: { text: string; reference?: string; words: FormWords }) {
  const toast = words.toast('success');
  const { title, content, referenceLabel } = words.nextSteps;
  const hours = replyPromiseHours(useSettings().replyPromiseHours);
  // React moves focus for autoFocus only on form controls; a confirmation shown by the script is focused here.
  const box = useFocusOnMount();
  return (
    <div
      ref={box}
      id={SENT_ANCHOR}
      role="status"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own submit; without script, only autofocus moves them to it
      autoFocus
      className="scroll-mt-24 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950 outline-none focus-visible:ring-3 focus-visible:ring-accent/50 md:p-6"
    >
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white">
          <Glyph svg={lucideCheck} className="h-6 w-6" />
        </span>
        <div>
          {toast.title ? <p className="m-0 font-display text-xl font-bold leading-tight md:text-2xl">{toast.title}</p> : null}
          <p className="m-0 mt-1">{text || toast.description}</p>
        </div>
      </div>
      {content ? (
        <div className="mt-4 border-t border-emerald-200 pt-4">
          {title ? <p className="m-0 font-semibold">{title}</p> : null}
          <p className="m-0 mt-1">{withReplyPromise(content, hours)}</p>
        </div>
      ) : null}
      {reference ? (
        <p className="m-0 mt-4 text-sm">
          {`${referenceLabel}: `}
          <strong className="rounded bg-white px-2 py-1 font-mono text-base text-ink">{reference}</strong>
        </p>
      ) : null}
    </div>
  );
}

function useFocusOnMount() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return box;
}

function KeptNotice({ text }: { text: string }) {
  // Shown after a submit in the running page (never server-rendered): focused so a screen reader reads it first.
  const box = useFocusOnMount();
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      className="scroll-mt-24 flex items-start gap-3 rounded-lg border-l-4 border-accent bg-amber-50 p-4 text-amber-950 outline-none focus-visible:ring-3 focus-visible:ring-accent/50"
    >
      <Glyph svg={lucideSmartphone} className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="m-0 font-semibold">{KEPT_WORDS.title}</p>
        <p className="m-0">{text || KEPT_WORDS.kept}</p>
      </div>
    </div>
  );
}
