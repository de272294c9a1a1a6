// Submitting a public form (docs/product.md § Forms, § Public toasts): the schema's checks in the browser, one
// request at a time, the toast words of the form's content section, the form cleared after a success with the
// lasting confirmation above it (its reference from the stored row's id), and the server's field messages shown
// inline after a refusal. Both ContactForm and QuoteForm submit through here.
import { useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { useLocation } from 'wouter';
import { PAGE_FIELD } from '../../shared/schemas.ts';
import { ATTRIBUTION_FIELD } from '../../shared/attribution.ts';
import { attribution, forgetVisit } from '../../lib/attribution.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { isKeptReply } from '../../shared/offline-forms.ts';
import { visitorReference } from '../../shared/lead-desk.ts';
import type { SubmissionKind } from '../../shared/submissions.ts';
import { usePostedForm } from '../../state/content.tsx';
import { useToast } from '../toast.tsx';
import type { Notice } from './FormNotice.tsx';
import type { FormWords } from './form-words.ts';
import { errorsFromResponse, useSchemaForm, type Values } from './use-schema-form.ts';

export interface FormSubmitOptions {
  schema: v.GenericSchema;
  initial: Values;
  /** The fields in screen order: focus goes to the first one in error. */
  fields: readonly string[];
  /** The API path the values are POSTed to as JSON, and the kind of enquiry it stores (for the reference). */
  endpoint: string;
  kind: SubmissionKind;
  words: FormWords;
  /** Fields whose emptiness also gets the section's 'missing' toast (every problem is still marked inline). */
  missingToastFor?: readonly string[];
}

/** The `message` of a success reply, when the server sent one worth showing. */
export function replyMessage(reply: unknown): string {
  const message = (reply as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message.trim() : '';
}

/** The stored enquiry's reference from a success reply's `id`; none when the reply has no usable id. */
function replyReference(kind: SubmissionKind, reply: unknown): string | undefined {
  const id = (reply as { id?: unknown } | null)?.id;
  return Number.isSafeInteger(id) && (id as number) > 0 ? visitorReference(kind, id as number) : undefined;
}

export function useFormSubmit({ schema, initial, fields, endpoint, kind, words, missingToastFor = [] }: FormSubmitOptions) {
  const [path] = useLocation();
  const posted = usePostedForm(path);
  const form = useSchemaForm({ schema, initial, fields, returned: posted && 'values' in posted ? posted : undefined });
  // The server's answer to a post the browser sent itself, shown above the form until the next submit.
  const [notice, setNotice] = useState<Notice | null>(() =>
    !posted
      ? null
      : 'sent' in posted
        ? { kind: 'sent', text: posted.sent, reference: posted.reference }
        : posted.problem
          ? { kind: 'problem', text: posted.problem }
          : null,
  );
  const { toast } = useToast();
  // One Idempotency-Key per message: sending the same words again after a failure reuses its key, so the server
  // stores them once (docs/product.md § Forms on a dropped connection); other words, or a new message, a new key.
  const key = useRef<{ key: string; body: string } | undefined>(undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    setNotice(null);
    if (missingToastFor.some((name) => !form.values[name]?.trim())) {
      form.validate();
      toast({ variant: 'destructive', ...words.toast('missing') });
      return;
    }
    if (!form.validate()) return;
    await form.sendOnce(send);
  }

  async function send() {
    try {
      const body = { ...form.values, [PAGE_FIELD]: location.pathname, [ATTRIBUTION_FIELD]: attribution() };
      if (key.current?.body !== JSON.stringify(body)) key.current = { key: newKey(), body: JSON.stringify(body) };
      const reply = await apiRequest<unknown>('POST', endpoint, body, { headers: { 'Idempotency-Key': key.current.key } });
      key.current = undefined;
      // Sent, or kept by the service worker with its attribution to send later: the device forgets the visit.
      forgetVisit();
      if (isKeptReply(reply)) {
        // The service worker kept it on the phone (no connection): said at once, in words, above the form.
        setNotice({ kind: 'kept', text: reply.message });
      } else {
        const success = words.toast('success');
        toast({ title: success.title, description: replyMessage(reply) || success.description });
        // The toast goes after five seconds; this stays, with what happens next and the reference to quote.
        setNotice({ kind: 'sent', text: replyMessage(reply), reference: replyReference(kind, reply) });
      }
      form.reset();
    } catch (error) {
      const failure = words.toast('failure');
      form.showErrors(errorsFromResponse(error));
      // A network failure's own message ("Failed to fetch") means nothing to a visitor; the page's sentence does.
      toast({ variant: 'destructive', title: failure.title, description: error instanceof ApiError ? error.message : failure.description });
    }
  }

  return { ...form, onSubmit, notice };
}

/** A random key of 32 hex digits (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
