// The equipment quote form (SPEC.md §5): all seven fields required; any empty one gives the 'Error' toast
// and is marked; other problems (a malformed e-mail or phone) show inline. Posts to POST /api/equipment-quote.
import type { FormEvent } from 'react';
import { EQUIPMENT_TYPES, EquipmentQuoteSchema, HONEYPOT_FIELD, RENTAL_DURATIONS } from '../../shared/schemas.ts';
import type { Section } from '../../shared/content.ts';
import type { SeedSection } from '../../shared/seed/types.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { useToast } from '../toast.tsx';
import { FormFooter, Honeypot, SelectField, TextAreaField, TextField } from './fields.tsx';
import { formWords } from './form-words.ts';
import { errorsFromResponse, useSchemaForm } from './use-schema-form.ts';

export const QUOTE_FIELDS = ['equipmentType', 'rentalDuration', 'startDate', 'projectLocation', 'email', 'phone', 'projectDetails'] as const;

const INITIAL = {
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
  const form = useSchemaForm(EquipmentQuoteSchema, INITIAL, QUOTE_FIELDS);
  const { toast } = useToast();
  const { formId, values, errors, setValue } = form;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const empty = QUOTE_FIELDS.filter((name) => !values[name].trim());
    if (empty.length > 0) {
      // Every problem is marked, the empty fields included; the toast names the one SPEC.md gives.
      form.validate();
      const missing = words.toast('missing');
      toast({ variant: 'destructive', title: missing.title, description: missing.description });
      return;
    }
    if (!form.validate()) return;
    form.setBusy(true);
    try {
      await apiRequest('POST', '/api/equipment-quote', values);
      const success = words.toast('success');
      toast({ title: success.title, description: success.description });
      form.reset();
    } catch (error) {
      const failure = words.toast('failure');
      form.showErrors(errorsFromResponse(error));
      toast({ variant: 'destructive', title: failure.title, description: error instanceof ApiError ? error.message : failure.description });
    } finally {
      form.setBusy(false);
    }
  }

  const common = { formId, onChange: setValue, required: true };
  return (
    <form noValidate method="post" onSubmit={onSubmit} aria-labelledby={labelledBy} aria-busy={form.busy} className="relative grid gap-5">
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
          value={values.email} error={errors.email} autoComplete="email" maxLength={254} />
        <TextField {...common} name="phone" type="tel" inputMode="tel" label={words.label('phone')} placeholder={words.placeholder('phone')}
          value={values.phone} error={errors.phone} autoComplete="tel" maxLength={40} />
      </div>
      <TextAreaField {...common} name="projectDetails" label={words.label('projectDetails')} placeholder={words.placeholder('projectDetails')}
        value={values.projectDetails} error={errors.projectDetails} rows={5} maxLength={5000} />
      <Honeypot formId={formId} value={values[HONEYPOT_FIELD]} onChange={setValue} />
      <FormFooter note={words.note} busy={form.busy} submit={words.submit} submitting={words.submitting} />
    </form>
  );
}
