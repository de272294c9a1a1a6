// The equipment quote form (docs/product.md § Equipment): an optional name, then seven required fields; any empty one gives the
// 'Error' toast and is marked; other problems (a malformed e-mail or phone) show inline. Posts to
// POST /api/equipment-quote.
import { EQUIPMENT_TYPES, EquipmentQuoteSchema, HONEYPOT_FIELD, RENTAL_DURATIONS } from '../../shared/schemas.ts';
import type { Section } from '../../shared/content.ts';
import type { SeedSection } from '../../shared/seed/types.ts';
import { FormFooter, Honeypot, SelectField, TextAreaField, TextField } from './fields.tsx';
import { FormNotice } from './FormNotice.tsx';
import { formWords } from './form-words.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../../shared/limits.ts';

export const QUOTE_FIELDS = ['name', 'equipmentType', 'rentalDuration', 'startDate', 'projectLocation', 'email', 'phone', 'projectDetails'] as const;

/** Every field but the name must be filled in. */
const REQUIRED_FIELDS = QUOTE_FIELDS.filter((name) => name !== 'name');

const INITIAL = {
  name: '',
  equipmentType: '',
  rentalDuration: '',
  startDate: '',
  projectLocation: '',
  email: '',
  phone: '',
  projectDetails: '',
  [HONEYPOT_FIELD]: '',
};

export function QuoteForm({ section, fallback, labelledBy }: { section: Section | undefined; fallback: SeedSection; labelledBy?: string }) {
  const words = formWords(section, fallback);
  const form = useFormSubmit({
    schema: EquipmentQuoteSchema,
    initial: INITIAL,
    fields: QUOTE_FIELDS,
    kind: 'quote',
    endpoint: '/api/equipment-quote',
    words,
    missingToastFor: REQUIRED_FIELDS,
  });
  const { formId, values, errors, setValue } = form;

  const common = { formId, onChange: setValue, autoFocusName: form.firstError, required: true };
  return (
    <form noValidate method="post" onSubmit={form.onSubmit} aria-labelledby={labelledBy} aria-busy={form.busy} className="relative grid gap-5">
      {form.notice ? <FormNotice notice={form.notice} words={words} /> : null}
      <TextField {...common} required={false} name="name" label={words.label('name')} placeholder={words.placeholder('name')}
        value={values.name} error={errors.name} autoComplete="name" maxLength={NAME_MAX_LENGTH} />
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField {...common} name="equipmentType" label={words.label('equipmentType')} placeholder={words.placeholder('equipmentType')}
          options={words.options('equipmentType', EQUIPMENT_TYPES)} value={values.equipmentType} error={errors.equipmentType} />
        <SelectField {...common} name="rentalDuration" label={words.label('rentalDuration')} placeholder={words.placeholder('rentalDuration')}
          options={words.options('rentalDuration', RENTAL_DURATIONS)} value={values.rentalDuration} error={errors.rentalDuration} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...common} name="startDate" type="date" label={words.label('startDate')} placeholder={words.placeholder('startDate')}
          value={values.startDate} error={errors.startDate} />
        <TextField {...common} name="projectLocation" label={words.label('projectLocation')} placeholder={words.placeholder('projectLocation')}
          value={values.projectLocation} error={errors.projectLocation} autoComplete="off" maxLength={200} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...common} name="email" type="email" inputMode="email" label={words.label('email')} placeholder={words.placeholder('email')}
          value={values.email} error={errors.email} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        <TextField {...common} name="phone" type="tel" inputMode="tel" label={words.label('phone')} placeholder={words.placeholder('phone')}
          value={values.phone} error={errors.phone} autoComplete="tel" maxLength={PHONE_MAX_LENGTH} />
      </div>
      <TextAreaField {...common} name="projectDetails" label={words.label('projectDetails')} placeholder={words.placeholder('projectDetails')}
        value={values.projectDetails} error={errors.projectDetails} rows={5} maxLength={MESSAGE_MAX_LENGTH} />
      <Honeypot formId={formId} value={values[HONEYPOT_FIELD]} onChange={setValue} />
      <FormFooter words={words} busy={form.busy} />
    </form>
  );
}
