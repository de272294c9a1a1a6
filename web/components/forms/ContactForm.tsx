// The contact-submission form (docs/product.md § Contact): the Contact page (service empty) and the Real estate enquiry
// (service 'real-estate' preselected) post the same fields to POST /api/contact.
import { useMemo } from 'react';
import { ContactSchema, HONEYPOT_FIELD, SERVICE_OPTIONS } from '../../shared/schemas.ts';
import type { Section } from '../../shared/content.ts';
import type { SeedSection } from '../../shared/seed/types.ts';
import { FormFooter, Honeypot, SelectField, TextAreaField, TextField } from './fields.tsx';
import { FormNotice } from './FormNotice.tsx';
import { formWords } from './form-words.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../shared/limits.ts';

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
  const form = useFormSubmit({ schema: ContactSchema, initial, fields: CONTACT_FIELDS, endpoint: '/api/contact', kind: 'contact', words });
  const { formId, values, errors, setValue } = form;

  const common = { formId, onChange: setValue, autoFocusName: form.firstError };
  return (
    <form noValidate method="post" onSubmit={form.onSubmit} aria-labelledby={labelledBy} aria-busy={form.busy} className="relative grid gap-5">
      {form.notice ? <FormNotice notice={form.notice} words={words} /> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...common} name="firstName" label={words.label('firstName')} placeholder={words.placeholder('firstName')}
          value={values.firstName} error={errors.firstName} required autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        <TextField {...common} name="lastName" label={words.label('lastName')} placeholder={words.placeholder('lastName')}
          value={values.lastName} error={errors.lastName} required autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...common} name="email" type="email" inputMode="email" label={words.label('email')} placeholder={words.placeholder('email')}
          value={values.email} error={errors.email} required autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        <TextField {...common} name="phone" type="tel" inputMode="tel" label={words.label('phone')} placeholder={words.placeholder('phone')}
          value={values.phone} error={errors.phone} autoComplete="tel" maxLength={PHONE_MAX_LENGTH} />
      </div>
      <SelectField {...common} name="service" label={words.label('service')} placeholder={words.placeholder('service')}
        options={words.options('service', SERVICE_OPTIONS)} value={values.service} error={errors.service} required />
      <TextAreaField {...common} name="message" label={words.label('message')} placeholder={words.placeholder('message')}
        value={values.message} error={errors.message} required rows={6} maxLength={MESSAGE_MAX_LENGTH} />
      <Honeypot formId={formId} value={values[HONEYPOT_FIELD]} onChange={setValue} />
      <FormFooter words={words} busy={form.busy} />
    </form>
  );
}
