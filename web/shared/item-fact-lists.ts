// An item's key facts in the page's own words (its labels), for its page (web/pages/parts/ItemPage.tsx) and its
// brochure (src/render/brochures.ts): one list, so the PDF a buyer forwards says what the page says.
import { metaString, type ContentBlock, type Section } from './content.ts';
import { formatDay, fromPrice, lastProgressDate, titleDeedOf } from './item-facts.ts';
import { labelText } from './content.ts';

export interface Fact {
  key: string;
  label: string;
  value: string;
  icon: string;
}

const PROJECT_FACTS = [
  ['category', 'Category', 'layers'],
  ['status', 'Status', 'circle-check'],
  ['location', 'Location', 'map-pin'],
  ['area', 'Area', 'ruler'],
  ['duration', 'Duration', 'timer'],
  ['year', 'Year', 'calendar'],
  ['client', 'Client', 'handshake'],
  ['handedOver', 'Handed over', 'key'],
] as const;

export const projectFacts = (project: ContentBlock, section: Section): Fact[] =>
  PROJECT_FACTS.map(([key, fallback, icon]) => ({ key, icon, label: labelText(section, key, fallback), value: metaString(project, key) })).filter((fact) => fact.value);

export function developmentFacts(development: ContentBlock, section: Section): Fact[] {
  const lastUpdated = lastProgressDate(development);
  return [
    { key: 'status', label: labelText(section, 'status', 'Status'), value: metaString(development, 'status'), icon: 'circle-check' },
    { key: 'location', label: labelText(section, 'location', 'Location'), value: metaString(development, 'location'), icon: 'map-pin' },
    { key: 'completion', label: labelText(section, 'completion', 'Completion'), value: metaString(development, 'completion'), icon: 'calendar' },
    { key: 'price', label: labelText(section, 'price', 'Prices'), value: fromPrice(development), icon: 'key' },
    { key: 'title', label: labelText(section, 'title', 'Title to the land'), value: titleLine(development), icon: 'shield-check' },
    { key: 'updated', label: labelText(section, 'last-updated', 'Last updated'), value: lastUpdated ? formatDay(lastUpdated) : '', icon: 'calendar' },
  ].filter((fact) => fact.value);
}

/** "Certificate of Occupancy, issued" for the key facts; '' when the title is not given. */
function titleLine(development: ContentBlock): string {
  const deed = titleDeedOf(development);
  if (!deed) return '';
  return [deed.type, deed.status.toLowerCase()].filter(Boolean).join(', ');
}
