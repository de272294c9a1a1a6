// The contact-submission form (SPEC.md §5): the Contact page (service empty) and the Real estate enquiry
// (service 'real-estate' preselected) post the same fields to POST /api/contact.
import { useMemo, type FormEvent } from 'react';
import { ContactSchema, HONEYPOT_FIELD, SERVICE_OPTIONS } from '../../shared/schemas.ts';
import type { Section } from '../../shared/content.ts';
import type { SeedSection } from '../../shared/seed/types.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { useToast } from '../toast.tsx';
import { FormFooter, Honeypot, SelectField, TextAreaField, TextField } from './fields.tsx';
import { formWords } from './form-words.ts';
import { errorsFromResponse, useSchemaForm } from './use-schema-form.ts';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'service', 'message'] as const;
type ServiceOption = (typeof SERVICE_OPTIONS)[number];

export function ContactForm({
  section,
  fallback,
  defaultService = '',
  labelledBy,
}: {
  /** The page's form section (its words); `fallback` is the same section from the seed. */
  section: Section | undefined;
  fallback: SeedSection;
  defaultService?: ServiceOption | '';
  labelledBy?: string;
}) {
  const words = formWords(section, fallback);
  const initial = useMemo(
    () => ({ firstName: '', lastName: '', email: '', phone: '', service: defaultService, message: '', [HONEYPOT_FIELD]: '' }),
    [defaultService],
  );
  const form = useSchemaForm(ContactSchema, initial, CONTACT_FIELDS);
  const { toast } = useToast();
  const { formId, values, errors, setValue } = form;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy || !form.validate()) return;
    form.setBusy(true);
    try {
      const reply = await apiRequest<{ message?: unknown } | null>('POST', '/api/contact', values);
      const success = words.toast('success');
      const serverMessage = typeof reply?.message === 'string' ? reply.message.trim() : '';
      toast({ title: success.title, description: serverMessage || success.description });
      form.reset();
    } catch (error) {
      const failure = words.toast('failure');
      form.showErrors(errorsFromResponse(error));
      // A network failure's own message ("Failed to fetch") means nothing to a visitor; the page's sentence does.
      toast({ variant: 'destructive', title: failure.title, description: error instanceof ApiError ? error.message : failure.description });
    } finally {
      form.setBusy(false);
    }
  }

  const common = { formId, onChange: setValue };
  return (
    <form noValidate method="post" onSubmit={onSubmit} aria-labelledby={labelledBy} aria-busy={form.busy} className="relative grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...common} name="firstName" label={words.label('firstName')} placeholder={words.placeholder('firstName')}
          value={values.firstName} error={errors.firstName} required autoComplete="given-name" maxLength={100} />
        <TextField {...common} name="lastName" label={words.label('lastName')} placeholder={words.placeholder('lastName')}
          value={values.lastName} error={errors.lastName} required autoComplete="family-name" maxLength={100} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...common} name="email" type="email" inputMode="email" label={words.label('email')} placeholder={words.placeholder('email')}
          value={values.email} error={errors.email} required autoComplete="email" maxLength={254} />
        <TextField {...common} name="phone" type="tel" inputMode="tel" label={words.label('phone')} placeholder={words.placeholder('phone')}
          value={values.phone} error={errors.phone} autoComplete="tel" maxLength={40} />
      </div>
      <SelectField {...common} name="service" label={words.label('service')} placeholder={words.placeholder('service')}
        options={words.options('service', SERVICE_OPTIONS)} value={values.service} error={errors.service} required />
      <TextAreaField {...common} name="message" label={words.label('message')} placeholder={words.placeholder('message')}
        value={values.message} error={errors.message} required rows={6} maxLength={5000} />
      <Honeypot formId={formId} value={values[HONEYPOT_FIELD]} onChange={setValue} />
      <FormFooter note={words.note} busy={form.busy} submit={words.submit} submitting={words.submitting} />
    </form>
  );
}
