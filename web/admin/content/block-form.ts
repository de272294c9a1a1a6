// What a block's add and edit forms show and check, from its type's field specs (web/shared/block-types.ts):
// the type's fields, then any stored value the type does not name (an older release's key, a text a type no
// longer has) as a plain field guessed from the value, and the keys the site's code matches on, shown as kept.
import * as v from 'valibot';
import { blockTypeSpec, fieldsOf, isHexColour, isTechnicalKey, schemaOf, type FieldSpec } from '../../shared/block-types.ts';
import { ContentBlockEditSchema, issuesOf } from '../../shared/schemas.ts';
import { humanise } from '../format.ts';
import type { FieldIssue } from '../types.ts';

export interface BlockFields {
  title: string;
  content: string;
  imageUrl: string | null;
  metadata: Record<string, unknown>;
}

export interface BlockForm {
  /** The type's fields, in its order; then the stored values it does not name. */
  fields: FieldSpec[];
  /** The type's schema, or one built from all those fields when some are stored values the type does not name. */
  schema: v.GenericSchema<unknown, unknown>;
  /** Stored values shown as they are and kept (technical keys, values no field can show). */
  kept: [string, unknown][];
}

export function valueAt(fields: BlockFields, spec: FieldSpec): unknown {
  return spec.where === 'metadata' ? fields.metadata[spec.key] : fields[spec.where];
}

export function withValue(fields: BlockFields, spec: FieldSpec, value: unknown): BlockFields {
  if (spec.where === 'metadata') return { ...fields, metadata: { ...fields.metadata, [spec.key]: value } };
  if (spec.where === 'imageUrl') return { ...fields, imageUrl: typeof value === 'string' && value.trim() ? value.trim() : null };
  return { ...fields, [spec.where]: typeof value === 'string' ? value : String(value ?? '') };
}

/** The field that describes the block's picture: a type's imageAlt, or a picture block's title ("… (alt text)"). */
const altFieldOf = (form: BlockForm) => form.fields.find((f) => f.key === 'imageAlt') ?? form.fields.find((f) => f.where === 'title' && /\(alt text\)$/.test(f.label));

/**
 * After a picture is picked from the media library: the alt text typed at its upload fills the block's empty
 * description (one typed here already is never replaced; a decorative picture, '' in the library, leaves it empty).
 */
export function withPickedAlt(form: BlockForm, fields: BlockFields, picked: { altText: string | null }): BlockFields {
  const field = altFieldOf(form);
  const alt = picked.altText?.trim();
  if (!field || !alt) return fields;
  const current = valueAt(fields, field);
  if (typeof current === 'string' && current.trim()) return fields;
  return withValue(fields, field, alt.slice(0, field.max ?? alt.length));
}

/**
 * A photo in place of a block's picture (a seeded illustration replaced): the photo's address, and its alt text as
 * the block's description, since the illustration's no longer fits. A required description is kept when the photo
 * is decorative.
 */
export function withPhoto(form: BlockForm, fields: BlockFields, photo: { url: string; altText: string | null }): BlockFields {
  const next = { ...fields, imageUrl: photo.url };
  const field = altFieldOf(form);
  const alt = photo.altText?.trim() ?? '';
  if (!field || (!alt && field.required)) return next;
  return withValue(next, field, alt.slice(0, field.max ?? alt.length));
}

/** The path the schema and the server use for a field's issues. */
export const pathOf = (spec: FieldSpec) => (spec.where === 'metadata' ? `metadata.${spec.key}` : spec.key);

/** Texts longer than this (or with line breaks) get a text area instead of a one-line input. */
const LONG_TEXT = 70;

/** The field for a stored value no spec names, from the value's shape; none for one no field can show. */
export function storedFieldSpec(key: string, value: unknown): FieldSpec | undefined {
  const base = { key, where: 'metadata' as const, label: humanise(key) };
  if (typeof value === 'boolean') return { ...base, kind: 'boolean' };
  if (typeof value === 'number') return { ...base, kind: 'number' };
  if (typeof value === 'string') return { ...base, kind: value.length > LONG_TEXT || value.includes('\n') ? 'textarea' : 'text', max: value.length > LONG_TEXT ? 20000 : 200 };
  if (Array.isArray(value) && value.length && value.every((item) => typeof item === 'string')) {
    return { ...base, kind: value.every(isHexColour) ? 'colours' : 'tags' };
  }
  return undefined;
}

/** The fields of a block's form: its type's, then what is stored beyond them (judged from the stored block, so fields never come and go while typing). */
export function blockForm(blockType: string, stored?: BlockFields): BlockForm {
  const own = fieldsOf(blockType);
  const typeSchema = blockTypeSpec(blockType)?.schema ?? schemaOf(own);
  const fields = [...own];
  const kept: [string, unknown][] = [];
  if (!stored) return { fields, kept, schema: typeSchema };
  const named = (where: FieldSpec['where'], key: string = where) => fields.some((f) => f.where === where && f.key === key);
  if (!named('content') && stored.content) fields.push({ key: 'content', where: 'content', label: 'Text', kind: 'textarea', max: 20000 });
  if (!named('imageUrl') && stored.imageUrl) fields.push({ key: 'imageUrl', where: 'imageUrl', label: 'Picture', kind: 'image' });
  for (const [key, value] of Object.entries(stored.metadata)) {
    if (named('metadata', key)) continue;
    const spec = isTechnicalKey(key, stored.metadata) ? undefined : storedFieldSpec(key, value);
    if (spec) fields.push(spec);
    else kept.push([key, value]);
  }
  return { fields, kept, schema: fields.length > own.length ? schemaOf(fields) : typeSchema };
}

/**
 * The edit form's check, as the server makes it (src/api/admin-content.ts updateContentBlock): the general
 * rules of an edit, then the block's type on the stored block with the edit applied.
 */
export function editIssues(form: BlockForm, stored: BlockFields, edit: Partial<BlockFields>): FieldIssue[] {
  const general = v.safeParse(ContentBlockEditSchema, edit);
  if (!general.success) return issuesOf(general.issues);
  const typed = v.safeParse(form.schema, { ...stored, ...edit, isActive: true });
  return typed.success ? [] : issuesOf(typed.issues);
}

/** The add form's check: the type's schema alone (a new block has nothing stored). */
export function addIssues(form: BlockForm, fields: BlockFields): FieldIssue[] {
  const typed = v.safeParse(form.schema, { ...fields, isActive: true });
  return typed.success ? [] : issuesOf(typed.issues);
}

/** The sentence under a refused form: the one problem, or how many are marked. */
export const attentionNotice = (issues: FieldIssue[]) =>
  issues.length ? `Some fields need attention: ${issues.length === 1 ? issues[0].message : `${issues.length} problems, marked below`}.` : undefined;

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
