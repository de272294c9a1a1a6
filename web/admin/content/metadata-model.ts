// How a content block's metadata is edited: each value's shape picks its field (no raw JSON for the admin).
import type { Metadata } from '../../shared/content.ts';

export type FieldKind = 'text' | 'longText' | 'colour' | 'icon' | 'choice' | 'number' | 'boolean' | 'list' | 'object' | 'empty';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const isHexColour = (value: unknown): boolean => typeof value === 'string' && HEX_COLOUR.test(value);

/** Texts longer than this (or with line breaks) get a text area instead of a one-line input. */
export const LONG_TEXT = 70;

/**
 * Keys the site's code matches on (form field names, list kinds, navigation paths): shown, not edited,
 * so that a well-meant edit cannot unhook a form label or a menu entry from what it labels.
 */
export const TECHNICAL_KEYS = new Set(['name', 'field', 'kind', 'column', 'network', 'path', 'key']);

/** Values the public pages recognise for these keys (anything else falls back to a default look). */
export const CHOICES: Record<string, { value: string; label: string }[]> = {
  variant: [
    { value: 'primary', label: 'Amber button' },
    { value: 'outline', label: 'Outlined button' },
    { value: 'dark', label: 'Dark button' },
  ],
  status: [
    { value: 'Completed', label: 'Completed (green)' },
    { value: 'Ongoing', label: 'Ongoing (blue)' },
    { value: 'Design Phase', label: 'Design Phase (violet)' },
  ],
  category: [
    { value: 'Commercial', label: 'Commercial' },
    { value: 'Residential', label: 'Residential' },
    { value: 'Industrial', label: 'Industrial' },
  ],
};

/** Labels and help for keys whose plain name would puzzle an admin; others are humanised ('suffix' → 'Suffix'). */
export const KEY_LABELS: Record<string, { label: string; hint?: string }> = {
  href: { label: 'Link address', hint: 'A page such as /contact, a place on the page such as #quote-form, or a full https:// address.' },
  linkLabel: { label: 'Link text' },
  imageAlt: { label: 'Image description (alt text)', hint: 'What the picture shows, for people who cannot see it.' },
  variant: { label: 'Button style' },
  suffix: { label: 'Suffix', hint: 'Shown right after the number, e.g. + or %.' },
  prefix: { label: 'Prefix', hint: 'Shown right before the number, e.g. $.' },
  width: { label: 'Image width (pixels)' },
  height: { label: 'Image height (pixels)' },
  category: { label: 'Category', hint: 'The Projects page filters by this.' },
};

export function kindOf(value: unknown, key?: string): FieldKind {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') {
    if (key === 'icon') return 'icon';
    if (key && Object.hasOwn(CHOICES, key)) return 'choice';
    if (isHexColour(value)) return 'colour';
    return value.length > LONG_TEXT || value.includes('\n') ? 'longText' : 'text';
  }
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'object' : 'text';
}

/** A new, empty item shaped like the list's existing ones (a new feature line, a new colour, a new stat). */
export function blankLike(sample: unknown): unknown {
  if (sample === undefined || sample === null) return '';
  if (typeof sample === 'string') return isHexColour(sample) ? '#ffffff' : '';
  if (typeof sample === 'number') return 0;
  if (typeof sample === 'boolean') return false;
  if (Array.isArray(sample)) return [];
  if (typeof sample === 'object') {
    return Object.fromEntries(Object.entries(sample as Record<string, unknown>).map(([k, v]) => [k, blankLike(v)]));
  }
  return '';
}

/** A short name for a list item's sub-form: its title, name or label when it has one. */
export function itemLabel(item: unknown, index: number, listLabel: string): string {
  const singular = listLabel.replace(/ies$/, 'y').replace(/s$/, '');
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const record = item as Record<string, unknown>;
    const name = [record.title, record.name, record.label].find((v) => typeof v === 'string' && v.trim());
    if (typeof name === 'string') return `${singular} ${index + 1}: ${name}`;
  }
  return `${singular} ${index + 1}`;
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** True for a key the site's code matches on; a form option's `value` is the schema value it submits. */
export function isTechnicalKey(key: string, record: Record<string, unknown>): boolean {
  return TECHNICAL_KEYS.has(key) || (key === 'value' && typeof record.field === 'string');
}

/** Editable keys first in their stored order; technical ones listed apart. */
export function splitKeys(metadata: Metadata | null | undefined): { editable: string[]; technical: string[] } {
  const record = metadata ?? {};
  const keys = Object.keys(record);
  return { editable: keys.filter((k) => !isTechnicalKey(k, record)), technical: keys.filter((k) => isTechnicalKey(k, record)) };
}
