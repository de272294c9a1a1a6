// The sentence above a form that the browser posted itself, before or without the site's script
// (docs/product.md § Forms without JavaScript): "sent" with the thank-you text, or why it could not be taken now.
// The page arrives with it already focused (autofocus works without script), so a screen reader reads it first.
import { SENT_ANCHOR } from '../../shared/content.ts';
import { Icon } from '../Icon.tsx';
import type { FormWords } from './form-words.ts';

export type Notice = { kind: 'sent' | 'problem'; text: string };

export function FormNotice({ notice, words }: { notice: Notice; words: FormWords }) {
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
