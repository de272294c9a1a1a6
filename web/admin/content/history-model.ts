// An item's versions as readable text (no JSON), and the word-level difference between two of them.
import { diffLines, diffWords } from 'diff';
import { restoredOrder } from '../../shared/order.ts';
import { humanise } from '../format.ts';
import type { ContentEntity } from '../types.ts';

const FIELDS: Record<ContentEntity, [key: string, label: string][]> = {
  page: [
    ['title', 'Title'],
    ['description', 'Description'],
    ['order', 'Order of the sections'],
  ],
  section: [
    ['title', 'Title'],
    ['subtitle', 'Subtitle'],
    ['description', 'Description'],
    ['isActive', 'Shown on the website'],
    ['order', 'Order of the items'],
    ['wordsOrder', 'Order of the words on this section'],
  ],
  block: [
    ['title', 'Title'],
    ['content', 'Content'],
    ['imageUrl', 'Image'],
    ['metadata', 'Details'],
    ['isActive', 'Shown on the website'],
  ],
};

/** A metadata value as lines a person reads: "Category: Commercial", "Features: Steel frames; Night shifts". */
export function readable(value: unknown, label = ''): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return `${label ? `${label}: ` : ''}${value ? 'yes' : 'no'}`;
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) return `${label ? `${label}: ` : ''}${value.map(String).join('; ')}`;
    return value.map((item, i) => readable(item, `${label || 'Item'} ${i + 1}`)).join('\n');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, v]) => readable(v, label ? `${label} › ${humanise(key)}` : humanise(key)))
      .filter(Boolean)
      .join('\n');
  }
  return `${label ? `${label}: ` : ''}${String(value)}`;
}

function fieldText(key: string, value: unknown): string {
  if (key === 'isActive') return value === false ? 'Hidden' : 'Shown';
  if (key === 'order' || key === 'wordsOrder') return Array.isArray(value) ? value.map((name) => `${name}\n`).join('') : '';
  if (key === 'metadata') return readable(value);
  return value === null || value === undefined ? '' : String(value);
}

export interface DiffPart {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

export interface FieldDiff {
  label: string;
  changed: boolean;
  parts: DiffPart[];
}

/**
 * What restoring `version` would change in `current`, field by field: words only in the current text are
 * "removed", words only in that version "added".
 */
export function compareVersions(entity: ContentEntity, current: Record<string, unknown>, version: Record<string, unknown>): FieldDiff[] {
  return FIELDS[entity]
    .filter(([key]) => key in version || key in current)
    .map(([key, label]) => {
      const now = fieldText(key, current[key]);
      const then = key in version ? fieldText(key, version[key]) : now;
      if (now === then) return { label, changed: false, parts: [{ text: now, kind: 'same' as const }] };
      // An order is one name a line: a moved item reads as struck in its place now and highlighted in its old one.
      const parts = (key === 'order' || key === 'wordsOrder' ? diffLines(now, then) : diffWords(now, then)).map((c): DiffPart => ({ text: c.value, kind: c.added ? 'added' : c.removed ? 'removed' : 'same' }));
      return { label, changed: true, parts };
    });
}

/** One of the blocks of a section or the sections of a page, as its History names it. */
export interface OrderedChild {
  id: number;
  name: string;
  /** A word of the section's interface (a label, a filter), listed apart from its items as in the block list. */
  word?: boolean;
}

/**
 * The current item and a version of it with the names of what it holds in order: its items (`order`) and, apart,
 * its interface words (`wordsOrder`), now and as restoring that version would order them (the server's rule,
 * web/shared/order.ts). A version that recorded no order leaves the order as it is; a block has none.
 */
export function withOrder(entity: ContentEntity, current: Record<string, unknown>, version: Record<string, unknown>, children: readonly OrderedChild[] | undefined) {
  const recorded = entity === 'section' ? version.blockIds : entity === 'page' ? version.sectionIds : undefined;
  if (!children) return { current, version };
  const byId = new Map(children.map((c) => [c.id, c]));
  const now = children.map((c) => c.id);
  const then = Array.isArray(recorded) ? restoredOrder(now, recorded.filter((id): id is number => typeof id === 'number')) : now;
  const lists = (ids: number[]) => {
    const named = ids.map((id) => byId.get(id)!);
    const items = named.filter((c) => !c.word).map((c) => c.name);
    const words = named.filter((c) => c.word).map((c) => c.name);
    return { ...(items.length ? { order: items } : {}), ...(words.length ? { wordsOrder: words } : {}) };
  };
  return { current: { ...current, ...lists(now) }, version: { ...version, ...lists(then) } };
}

const ACTIONS: Record<string, string> = {
  seeded: 'Original words (seeded)',
  created: 'Added',
  added: 'Added',
  updated: 'Edited',
  edited: 'Edited',
  duplicated: 'Duplicated',
  deleted: 'Deleted',
  restored: 'Restored',
  hidden: 'Hidden',
  shown: 'Shown',
  reordered: 'Moved',
};

export const actionLabel = (action: string) => ACTIONS[action] ?? humanise(action);
