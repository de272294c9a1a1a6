// The sentence above a form that the browser posted itself, before or without the site's script
// (docs/product.md § Forms without JavaScript): "sent" with the thank-you text, or why it could not be taken now.
// The page arrives with it already focused (autofocus works without script), so a screen reader reads it first.
import { useEffect, useRef } from 'react';
import { SENT_ANCHOR } from '../../shared/content.ts';
import { KEPT_WORDS } from '../../shared/offline-forms.ts';
import { Icon } from '../Icon.tsx';
import type { FormWords } from './form-words.ts';

/** kept: the service worker kept the post on the phone until the connection is back (offline-forms.ts). */
export type Notice = { kind: 'sent' | 'problem' | 'kept'; text: string };

export function FormNotice({ notice, words }: { notice: Notice; words: FormWords }) {
  if (notice.kind === 'kept') return <KeptNotice text={notice.text} />;
  const sent = notice.kind === 'sent';
  const toast = words.toast(sent ? 'success' : 'failure');
  return (
    <div
      id={sent ? SENT_ANCHOR : undefined}
      role={sent ? 'status' : 'alert'}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the server's answer to the visitor's own submit; without script, only autofocus moves them to it
      autoFocus
      className={`scroll-mt-24 flex items-start gap-3 rounded-lg border-l-4 p-4 outline-none focus-visible:ring-3 focus-visible:ring-accent/50 ${sent ? 'border-emerald-600 bg-emerald-50 text-emerald-950' : 'border-danger bg-red-50 text-red-950'}`}
    >
      <Icon name={sent ? 'check-circle' : 'alert-circle'} className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        {toast.title ? <p className="m-0 font-semibold">{toast.title}</p> : null}
        <p className="m-0">{notice.text || toast.description}</p>
      </div>
    </div>
  );
}

function KeptNotice({ text }: { text: string }) {
  // Shown after a submit in the running page (never server-rendered): focused so a screen reader reads it first.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      className="scroll-mt-24 flex items-start gap-3 rounded-lg border-l-4 border-accent bg-amber-50 p-4 text-amber-950 outline-none focus-visible:ring-3 focus-visible:ring-accent/50"
    >
      <Icon name="smartphone" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="m-0 font-semibold">{KEPT_WORDS.title}</p>
        <p className="m-0">{text || KEPT_WORDS.kept}</p>
      </div>
    </div>
  );
}
