// How the inbox and its CSV files name the values visitors picked (the same words the public forms offer).
import { SERVICE_OPTION_LABELS } from './seed/contact-form.ts';

export const SERVICE_LABELS: Record<string, string> = SERVICE_OPTION_LABELS;

export const EQUIPMENT_LABELS: Record<string, string> = {
  heavy: 'Heavy Machinery',
  light: 'Light Equipment',
  specialized: 'Specialized Equipment',
};

export const DURATION_LABELS: Record<string, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  'long-term': 'Long-term (3+ months)',
};
