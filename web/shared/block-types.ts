// What each kind of content block holds (docs/product.md § Block types): the fields the admin's add and edit
// forms show, and the one valibot schema the server and both forms validate a block with. The schema is built
// from the fields, so what the forms offer and what the server accepts cannot drift apart.
//
// A new field on a type: one more entry in its spec below. A new kind of field: a member of FieldKind, its case
// in valueSchema and emptyOf here, and its input in web/admin/content/field-inputs.tsx (the compiler names each
// place left). A new block type: a spec() below and the sections that draw it in web/shared/section-blocks.ts
// (docs/decisions/009-one-block-type-model.md).
import * as v from 'valibot';
import { ICONS } from './icons.ts';
import { ImageUrlSchema } from './schemas.ts';
import { SLUG_PATTERN, SLUG_RULE } from './item-slugs.ts';
import { EQUIPMENT_TYPES } from './schemas.ts';
import { DEVELOPMENT_STATUSES, TITLE_KINDS, TITLE_STANDINGS } from './item-facts.ts';
import { MACHINE_AVAILABILITY, MACHINE_FUEL, MACHINE_OPERATOR } from './machine-rates.ts';
import { drawnIn } from './section-blocks.ts';
import { FACT_LABELS, FACT_NAMES } from './facts.ts';
import { parseWholeNumber } from './numbers.ts';

export type FieldKind = 'text' | 'textarea' | 'number' | 'naira' | 'date' | 'select' | 'tags' | 'colours' | 'image' | 'boolean' | 'icon' | 'link' | 'list' | 'slug' | 'gallery' | 'group';

export interface FieldSpec {
  key: string;
  where: 'title' | 'content' | 'imageUrl' | 'metadata';
  label: string;
  kind: FieldKind;
  required?: boolean;
  max?: number;
  options?: { value: string; label: string }[];
  /** For kind 'select': the empty choice is allowed, and means this ("None: the figure typed below"). */
  emptyMeans?: string;
  hint?: string;
  /** For kind 'list': the fields of one list item; for kind 'group': the fields of the one object. */
  item?: FieldSpec[];
  /** For kind 'slug': the list the item's own address sits under (e.g. /equipment) and what the item is called. */
  address?: { listPath: string; noun: string };
}

export interface BlockTypeSpec {
  type: string;
  label: string;
  fields: FieldSpec[];
  schema: v.GenericSchema;
  blank(): { title: string; content: string; imageUrl: string | null; metadata: Record<string, unknown> };
  /**
   * A type no page draws any more, with where its content is edited now: its blocks stay readable in History and
   * the trash (and leave with the trash), but none can be added, restored or brought back by a revision.
   */
  retired?: string;
}

/** A block as the schemas return it: ready to store. */
export interface BlockInput {
  title: string;
  content: string;
  imageUrl: string | null;
  metadata: Record<string, unknown>;
  isActive: boolean;
}

/** Keys the site's code matches on (form field names, label slots, menu paths): kept as stored, never offered for editing. */
export const TECHNICAL_KEYS = ['name', 'field', 'value', 'kind', 'column', 'network', 'key', 'path'] as const;

/** True for a stored key the site's code matches on; `value` only beside a `field` (a form choice's submitted value). */
export function isTechnicalKey(key: string, record: Record<string, unknown>): boolean {
  if (key === 'value') return typeof record.field === 'string';
  return (TECHNICAL_KEYS as readonly string[]).includes(key);
}

export const MAX_BLOCKS_PER_SECTION = 200;
const TITLE_MAX = 200;
const TEXT_MAX = 200;
const LONG_MAX = 20000;
const METADATA_MAX = 20000;
const LIST_MAX = 30;

const PROJECT_CATEGORIES = [
  { value: 'Commercial', label: 'Commercial' },
  { value: 'Residential', label: 'Residential' },
  { value: 'Industrial', label: 'Industrial' },
];
const PROJECT_STATUSES = [
  { value: 'Completed', label: 'Completed (green)' },
  { value: 'Ongoing', label: 'Ongoing (blue)' },
  { value: 'Design Phase', label: 'Design Phase (violet)' },
];
const EQUIPMENT_TYPE_LABELS: Record<(typeof EQUIPMENT_TYPES)[number], string> = { heavy: 'Heavy Machinery', light: 'Light Equipment', specialized: 'Specialized Equipment' };
const MACHINE_OPERATOR_LABELS: Record<(typeof MACHINE_OPERATOR)[number], string> = { included: 'With operator', optional: 'Operator on request', without: 'Without operator (dry hire)' };
const MACHINE_FUEL_LABELS: Record<(typeof MACHINE_FUEL)[number], string> = { hirer: 'Fuel by the hirer', included: 'Fuel included' };
const MACHINE_AVAILABILITY_LABELS: Record<(typeof MACHINE_AVAILABILITY)[number], string> = { available: 'Available', 'on-hire': 'On hire', maintenance: 'In maintenance' };
const DEVELOPMENT_STATUS_OPTIONS = DEVELOPMENT_STATUSES.map((status) => ({ value: status, label: status }));
const TITLE_TYPES = TITLE_KINDS.map((kind) => ({ value: kind, label: kind }));
const TITLE_STATUSES = TITLE_STANDINGS.map((status) => ({ value: status, label: status }));
const BUTTON_STYLES = [
  { value: 'primary', label: 'Amber button' },
  { value: 'outline', label: 'Outlined button' },
  { value: 'dark', label: 'Dark button' },
];
const DAYS = [
  { value: 'Mo', label: 'Monday' },
  { value: 'Tu', label: 'Tuesday' },
  { value: 'We', label: 'Wednesday' },
  { value: 'Th', label: 'Thursday' },
  { value: 'Fr', label: 'Friday' },
  { value: 'Sa', label: 'Saturday' },
  { value: 'Su', label: 'Sunday' },
];

// ---- field builders -------------------------------------------------------------------------------------------

type Extra = Partial<Omit<FieldSpec, 'key' | 'where' | 'label' | 'kind'>>;
const title = (label = 'Title', extra: Extra = {}): FieldSpec => ({ key: 'title', where: 'title', label, kind: 'text', required: true, max: TITLE_MAX, ...extra });
const content = (label = 'Text', extra: Extra = {}): FieldSpec => ({ key: 'content', where: 'content', label, kind: 'textarea', max: LONG_MAX, ...extra });
const shortContent = (label: string, extra: Extra = {}): FieldSpec => ({ key: 'content', where: 'content', label, kind: 'text', max: TEXT_MAX, ...extra });
const picture = (extra: Extra = {}, label = 'Picture'): FieldSpec => ({ key: 'imageUrl', where: 'imageUrl', label, kind: 'image', ...extra });
const meta = (key: string, label: string, kind: FieldKind, extra: Extra = {}): FieldSpec => ({ key, where: 'metadata', label, kind, ...extra });
const text = (key: string, label: string, extra: Extra = {}) => meta(key, label, 'text', { max: TEXT_MAX, ...extra });
const imageAlt = (extra: Extra = {}) =>
  text('imageAlt', 'Image description (alt text)', { hint: 'What the picture shows, for people who cannot see it.', ...extra });
const icon = () => meta('icon', 'Icon', 'icon');
const link = (key: string, label = 'Link address', extra: Extra = {}) =>
  meta(key, label, 'link', {
    max: 2000,
    hint: 'A page such as /contact, a place on the page such as #quote-form, or a full https:// address. On Contact, tel: calls the phone and directions: shows the way to the address in Settings.',
    ...extra,
  });
const tags = (key: string, label: string, extra: Extra = {}) => meta(key, label, 'tags', { max: LIST_MAX, ...extra });
/** The last part of an item's own address (docs/product.md § Item pages). */
const slugField = (listPath: string, noun: string) =>
  meta('slug', 'Web address', 'slug', {
    max: 80,
    address: { listPath, noun },
    hint: `The last part of this ${noun}'s own web address. Leave it empty to make one from the ${noun}'s name. Changing it moves the page: links already shared to the old address keep working, sent on to the new one (listed in Settings → Redirects).`,
  });
const gallery = (noun: string) =>
  meta('gallery', 'Gallery', 'gallery', { max: LIST_MAX, hint: `Every picture of the ${noun} from the media library, in order: the first is the cover of its page. Each picture's alt text is its caption.` });

// ---- schemas from fields --------------------------------------------------------------------------------------

const noNul = (label: string) => v.check((value: string) => !value.includes('\u0000'), `${label} cannot contain a NUL character`);

/** A stat's suffix ' sq ft' starts with a space on purpose (it sets the words apart from the number). */
const KEEP_SPACES = new Set(['prefix', 'suffix']);

function textSchema(f: FieldSpec, max: number) {
  const trim = v.transform((value: string) => (KEEP_SPACES.has(f.key) ? value : value.trim()));
  const base = v.pipe(v.string(`${f.label} must be text`), noNul(f.label), trim, v.maxLength(max, `${f.label} must be at most ${max} characters`));
  return f.required ? v.pipe(base, v.minLength(1, `${f.label} is required`)) : base;
}

// "tel:" alone calls the phone in the settings, "directions:" leads to the address in the settings.
const LINK = /^(\/(?!\/)\S*|#[\w-]+|https?:\/\/\S+|mailto:\S+|tel:[0-9+() .-]*|directions:)$/i;
const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColour = (value: unknown): boolean => typeof value === 'string' && HEX.test(value);

/** The schema of one field's value, before optional/required wrapping of a missing key. */
function valueSchema(f: FieldSpec): v.GenericSchema {
  switch (f.kind) {
    case 'text':
    case 'textarea':
      return textSchema(f, f.max ?? (f.kind === 'text' ? TEXT_MAX : LONG_MAX));
    case 'number':
      return v.pipe(
        v.union([v.number(), v.string()], `${f.label} must be a number`),
        v.transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(/,/g, '')))),
        v.check((value) => Number.isFinite(value), `${f.label} must be a number`),
      );
    case 'naira':
      // Typed the way prices are written here: 85,000,000, ₦85,000,000 or ₦85m; stored as a whole number of naira.
      return v.pipe(
        v.union([v.number(), v.string()], `${f.label} must be an amount in naira`),
        v.transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? 0 : (parseWholeNumber(value, { naira: true }) ?? Number.NaN))),
        v.check((value) => Number.isSafeInteger(value) && value >= 0, `${f.label} must be an amount in naira, e.g. 85,000,000 or ₦85m`),
      );
    case 'date':
      // A calendar day as an <input type="date"> sends it, 2026-11-02; empty when not given.
      return v.pipe(
        textSchema(f, 10),
        v.check((value) => value === '' || isCalendarDate(value), `${f.label} must be a date such as 2026-11-02`),
      );
    case 'slug':
      // Empty means "make one from the title" (the server does: src/content/item-slugs.ts).
      return v.pipe(
        textSchema(f, f.max ?? 80),
        v.check((value) => value === '' || SLUG_PATTERN.test(value), `${f.label}: ${SLUG_RULE}`),
      );
    case 'select': {
      const values = [...(f.emptyMeans === undefined ? [] : ['']), ...(f.options ?? []).map((o) => o.value)];
      return v.picklist(values, `${f.label} must be one of ${values.join(', ')}`);
    }
    case 'icon':
      return v.picklist(Object.keys(ICONS), `${f.label} must be one of the site's icons`);
    case 'boolean':
      return v.boolean(`${f.label} must be true or false`);
    case 'link':
      return v.pipe(
        textSchema(f, f.max ?? 2000),
        v.check((value) => value === '' || LINK.test(value), `${f.label} must be a page path such as /contact, a #place, or an http(s) address`),
      );
    case 'image': {
      const url = v.pipe(v.optional(v.nullable(ImageUrlSchema), ''), v.transform((value: string | null) => value || null));
      return f.required ? v.pipe(url, v.check((value: string | null) => value !== null, `${f.label} is required`)) : url;
    }
    case 'tags': {
      const item = f.options
        ? v.picklist(f.options.map((o) => o.value), `Each of ${f.label} must be one of ${f.options.map((o) => o.value).join(', ')}`)
        : v.pipe(v.string(`Each of ${f.label} must be text`), noNul(f.label), v.trim(), v.minLength(1, `${f.label} cannot hold an empty line`), v.maxLength(TEXT_MAX, `Each of ${f.label} must be at most ${TEXT_MAX} characters`));
      return bounded(v.array(item, `${f.label} must be a list`), f, 'items');
    }
    case 'colours':
      return bounded(
        v.array(v.pipe(v.string(`Each of ${f.label} must be a colour`), v.trim(), v.regex(HEX, `Each of ${f.label} must be a colour like #1A2B3C`)), `${f.label} must be a list`),
        f,
        'colours',
      );
    case 'gallery':
      // Media library ids, first = cover; the server also checks that each one exists.
      return v.pipe(
        bounded(v.array(v.pipe(v.number(`Each picture of ${f.label} must be a media library id`), v.integer(`Each picture of ${f.label} must be a media library id`), v.minValue(1, `Each picture of ${f.label} must be a media library id`)), `${f.label} must be a list of pictures`), f, 'pictures'),
        v.check((ids: unknown) => Array.isArray(ids) && new Set(ids).size === ids.length, `${f.label} holds a picture twice`),
      );
    case 'group':
      return v.looseObject(Object.fromEntries((f.item ?? []).map((i) => [i.key, wrap(i)])), `${f.label} must be an object`);
    case 'list':
      return bounded(v.array(v.looseObject(Object.fromEntries((f.item ?? []).map((i) => [i.key, wrap(i)]))), `${f.label} must be a list`), f, 'items');
  }
}

function bounded(list: v.GenericSchema<unknown, unknown[]>, f: FieldSpec, noun: string): v.GenericSchema {
  const max = f.max ?? LIST_MAX;
  return v.pipe(
    list,
    v.check((items: unknown[]) => items.length <= max, `${f.label} may hold at most ${max} ${noun}`),
    v.check((items: unknown[]) => !f.required || items.length > 0, `${f.label} needs at least one`),
  );
}

/** What a missing key means: an error for a required field, else the field's empty value. */
function wrap(f: FieldSpec): v.GenericSchema {
  const schema = valueSchema(f);
  if (f.kind === 'image') return schema;
  if (f.required && f.kind !== 'boolean') return v.optional(schema, emptyOf(f) as never);
  if (f.where === 'metadata') return v.optional(schema);
  return v.optional(schema, emptyOf(f) as never);
}

export function emptyOf(f: FieldSpec): unknown {
  switch (f.kind) {
    case 'boolean':
      return false;
    case 'tags':
    case 'colours':
    case 'list':
    case 'gallery':
      return [];
    case 'group':
      return Object.fromEntries((f.item ?? []).map((i) => [i.key, emptyOf(i)]));
    case 'image':
      return null;
    case 'number':
    case 'naira':
      return 0;
    case 'select':
      return f.options?.[0]?.value ?? '';
    case 'icon':
      return f.required ? 'hammer' : '';
    default:
      return '';
  }
}

/** True for a real day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The whole block input `{ title, content, imageUrl, metadata, isActive }` of one type. */
function blockSchema(fields: FieldSpec[]): v.GenericSchema<unknown, BlockInput> {
  const at = (where: FieldSpec['where']) => fields.find((f) => f.where === where);
  const titleField = at('title') ?? title();
  const contentField = at('content');
  const imageField = at('imageUrl');
  const metaFields = fields.filter((f) => f.where === 'metadata');
  const metadata = v.pipe(
    v.optional(v.nullable(v.unknown()), {}),
    v.transform((value) => value ?? {}),
    v.check(isPlainObject, 'Metadata must be an object'),
    v.check((value) => JSON.stringify(value).length <= METADATA_MAX, `Metadata must be at most ${METADATA_MAX} characters as JSON`),
    // Loose: a technical key (TECHNICAL_KEYS) or one an older release wrote is kept as stored.
    v.looseObject(Object.fromEntries(metaFields.map((f) => [f.key, wrap(f)]))),
  );
  return v.object({
    title: wrap(titleField),
    // A type without a text keeps whatever an older release stored there (bounded all the same).
    content: contentField ? wrap(contentField) : v.optional(textSchema({ ...content(), required: false }, LONG_MAX), ''),
    imageUrl: imageField ? wrap(imageField) : wrap(picture()),
    metadata,
    isActive: v.optional(v.boolean('isActive must be true or false'), true),
  }) as unknown as v.GenericSchema<unknown, BlockInput>;
}

function spec(type: string, label: string, fields: FieldSpec[]): BlockTypeSpec {
  const schema = blockSchema(fields);
  return {
    type,
    label,
    fields,
    schema,
    blank: () => ({
      title: '',
      content: '',
      imageUrl: null,
      metadata: Object.fromEntries(fields.filter((f) => f.where === 'metadata' && (f.required || f.kind === 'boolean')).map((f) => [f.key, emptyOf(f)])),
    }),
  };
}

const retire = (retired: BlockTypeSpec, where: string): BlockTypeSpec => ({ ...retired, retired: where });

/** Why a block of `type` cannot come back (a retired type), as a sentence; undefined when it can. */
export function retiredProblem(type: string): string | undefined {
  const found = blockTypeSpec(type);
  return found?.retired && `${found.label} rows are no longer content blocks: ${found.retired}`;
}

// ---- the block types the site's pages render -------------------------------------------------------------------

const all: BlockTypeSpec[] = [
  // anywhere
  spec('button', 'Button', [title('Button text', { max: 100 }), link('href', 'Link address', { required: true }), meta('variant', 'Button style', 'select', { options: BUTTON_STYLES })]),
  spec('image', 'Picture', [
    title('Image description (alt text)', { hint: 'What the picture shows, for people who cannot see it.' }),
    picture({ required: true }),
    shortContent('Caption', {
      max: 160,
      hint: 'Optional: shown over a photograph at the top of a page, e.g. Trans-Amadi Corporate Tower, handed over 2024. Naming real work is the proof visitors look for.',
    }),
  ]),
  spec('stat', 'Statistic', [
    title('Label'),
    meta('fact', 'Company fact', 'select', {
      options: FACT_NAMES.map((name) => ({ value: name, label: FACT_LABELS[name] })),
      emptyMeans: 'None: the figure typed below',
      hint: 'The figure shown, with its unit, comes from this fact (Settings → Company facts, or counted from the items listed); the figure, prefix and suffix below are then not used.',
    }),
    shortContent('Figure', { required: true, max: 40, hint: 'A number counts up (e.g. 250); other text such as 24/7 is shown as written.' }),
    text('prefix', 'Prefix', { max: 10, hint: 'Shown right before the number, e.g. ₦.' }),
    text('suffix', 'Suffix', { max: 20, hint: 'Shown right after the number, e.g. + or %. Empty shows +.' }),
  ]),
  spec('claim', 'Headline figure', [title('Label'), shortContent('Figure as shown', { required: true, max: 40, hint: 'e.g. 98%, or a company fact such as {onTimePercent}' })]),
  spec('paragraph', 'Paragraph', [title('Name (for the admin only)'), content('Paragraph', { required: true })]),
  // home
  spec('card', 'Service card', [title(), content('Description', { required: true }), picture(), imageAlt(), icon(), link('href'), text('linkLabel', 'Link text', { max: 60 })]),
  spec('feature', 'Why-choose point', [title(), content('Description', { required: true }), icon()]),
  spec('credential', 'Accreditation or client', [
    title('Name', { hint: 'Shown as text when there is no logo, and read out as the logo\'s description.' }),
    shortContent('What it is', { max: 120, hint: 'A few words under the name, e.g. Registered engineering firm. Not shown under a logo.' }),
    picture({ hint: 'The logo, from the media library (a PNG with a transparent background looks best). Without one the name is shown.' }, 'Logo'),
    link('href', 'Link address', { hint: "Optional: the body's public register (where a visitor can verify the number) or the client's website." }),
    text('registration', 'Registration or certificate number', {
      max: 60,
      hint: 'Shown under the name so a client can check it with the body, e.g. COREN R.12345, RC 123456, ISO certificate number. Leave empty for a client.',
    }),
    meta('client', 'This is a client, not an accreditation', 'boolean', { hint: 'A client needs no registration number.' }),
  ]),
  // projects
  spec('project', 'Project', [
    title('Project name'),
    slugField('/projects', 'project'),
    content('Short description', { required: true, max: 1000, hint: 'Shown on the project card.' }),
    picture(),
    imageAlt(),
    meta('category', 'Category', 'select', { required: true, options: PROJECT_CATEGORIES, hint: 'The Projects page filters by this.' }),
    text('location', 'Location', { max: 120 }),
    text('area', 'Area', { max: 60, hint: 'e.g. 18,500 sq m' }),
    text('duration', 'Duration', { max: 60, hint: 'e.g. 22 months' }),
    text('year', 'Year', { max: 20 }),
    text('client', 'Client', { max: 120, hint: 'Who the work was built for, named on the card and the page. Leave it empty if the client prefers not to be named.' }),
    text('handedOver', 'Handed over', { max: 40, hint: 'When the client took the keys, e.g. March 2024. Shown in place of the year; empty while the work goes on.' }),
    meta('status', 'Status', 'select', { required: true, options: PROJECT_STATUSES }),
    tags('tags', 'Feature tags', { max: 12 }),
    meta('caseStudy', 'Full case study', 'textarea', { max: 5000, hint: "Shown on the project's own page, opened by \"View Full Case Study\"." }),
    gallery('project'),
    meta('testimonial', "Client's words", 'group', {
      hint: 'Shown on the project page when there is a quote.',
      item: [
        meta('quote', 'Quote', 'textarea', { max: 1000 }),
        text('name', 'Name', { max: 120 }),
        text('role', 'Role or company', { max: 120 }),
      ],
    }),
    meta('featured', 'Featured on Home', 'boolean', { hint: "Shown in Home's Featured Projects." }),
  ]),
  spec('filter', 'Project filter', [
    title('Button label', { max: 60 }),
    content('Shown when no project matches', { max: 1000 }),
    meta('category', 'Category', 'select', { required: true, options: [{ value: 'all', label: 'All projects' }, ...PROJECT_CATEGORIES] }),
  ]),
  spec('label', 'Interface label', [title('Text')]),
  // services and real estate
  spec('service', 'Service', [
    title(),
    content('Description', { required: true }),
    picture(),
    imageAlt(),
    icon(),
    tags('features', 'Feature bullets'),
    text('statValue', 'Figure', { max: 40, hint: 'e.g. 250+, or a company fact such as {projectsCompleted}' }),
    text('statLabel', 'Figure label', { max: 60 }),
    text('cta', 'Link text', { max: 60 }),
    link('href'),
  ]),
  spec('development', 'Development', [
    title('Development name'),
    slugField('/real-estate', 'development'),
    content('Description', { required: true, max: 2000, hint: 'Shown on its card and its own page.' }),
    meta('status', 'Status', 'select', { required: true, options: DEVELOPMENT_STATUS_OPTIONS }),
    text('location', 'Location', { required: true, max: 120 }),
    text('completion', 'Completion', { max: 60, hint: 'e.g. Handover from March 2027' }),
    meta('units', 'Unit types', 'list', {
      max: 12,
      hint: 'Each kind of home with its price range in naira, e.g. 4-bedroom terrace, 65,000,000 to 80,000,000 (₦65m also works).',
      item: [
        text('name', 'Unit type', { required: true, max: 80 }),
        meta('priceFrom', 'Price from (₦)', 'naira'),
        meta('priceTo', 'Price to (₦)', 'naira'),
      ],
    }),
    picture(),
    imageAlt(),
    tags('features', 'Amenities', { max: 12 }),
    gallery('development'),
    meta('titleDeed', 'Title to the land', 'group', {
      hint: 'What the buyer is given: the kind of title, where it stands and since when. Shown on the page and in the brochure.',
      item: [
        meta('type', 'Kind of title', 'select', { options: TITLE_TYPES, emptyMeans: 'None shown' }),
        meta('status', 'Where it stands', 'select', { options: TITLE_STATUSES, emptyMeans: 'None shown' }),
        meta('date', 'Date', 'date', { hint: 'When it was issued, or applied for while in process.' }),
        text('number', 'Number or reference', { max: 80, hint: 'e.g. the registered C of O number, RVSG/LAN/…' }),
        meta('note', 'Note for buyers', 'textarea', { max: 500, hint: 'e.g. Each buyer receives a Deed of Assignment and the Governor’s Consent is obtained in their name.' }),
      ],
    }),
    meta('approvals', 'Approvals', 'list', {
      max: 12,
      hint: 'Each permit or assessment with the authority that gave it, its number and its date, e.g. Building permit, Rivers State Physical Planning and Development Authority.',
      item: [
        text('name', 'Approval', { required: true, max: 120 }),
        text('authority', 'Authority', { required: true, max: 160 }),
        text('number', 'Number', { max: 80 }),
        meta('date', 'Date', 'date'),
      ],
    }),
    meta('registrations', 'Company registrations', 'list', {
      max: 6,
      hint: "The company's registration numbers a buyer can check, with the body's public register where it has one, e.g. CAC, RC 1234567, https://search.cac.gov.ng.",
      item: [
        text('body', 'Registered with', { required: true, max: 120 }),
        text('number', 'Number', { required: true, max: 60 }),
        link('verify', 'Where to verify it', { hint: "The body's public register or search page, a full https:// address." }),
      ],
    }),
    meta('progress', 'Progress updates', 'list', {
      max: LIST_MAX,
      hint: 'Dated updates from the site, shown newest first. Give the stage reached (e.g. Roofing 60 %). A before photo taken from the same spot as the photo is shown beside it as a pair.',
      item: [
        meta('date', 'Date', 'date', { required: true }),
        text('stage', 'Stage reached', { required: true, max: 80, hint: 'e.g. Roofing 60 %' }),
        meta('text', 'What was done', 'textarea', { max: 600 }),
        meta('photo', 'Photo', 'image'),
        text('photoAlt', 'Photo description (alt text)', { max: 200 }),
        meta('before', 'Before photo, same spot', 'image', { hint: 'Optional: taken earlier from the same vantage point, shown beside the photo.' }),
        text('beforeDate', 'When the before photo was taken', { max: 40, hint: 'e.g. March 2026' }),
      ],
    }),
  ]),
  spec('property', 'Property type', [title(), content('Description', { required: true }), picture(), imageAlt(), tags('tags', 'Kinds of property', { max: 12 })]),
  spec('reason', 'Reason to choose us', [title(), content('Description', { required: true }), icon()]),
  spec('promise', 'Promise', [title(), content('Description', { required: true }), icon()]),
  // forms (words of the contact, enquiry and quote forms; their slots are fixed by the form)
  spec('field', 'Form field', [title('Label', { max: 100 }), shortContent('Placeholder', { max: 200 })]),
  spec('option', 'Form choice', [title('Label', { max: 100 })]),
  spec('note', 'Form note', [title('Text')]),
  spec('privacy', 'Privacy line', [
    title('Text', { hint: 'Shown beside the send button, before the link to the Privacy Policy.' }),
    shortContent('Link text', { required: true, max: 60, hint: 'The words that link to the Privacy Policy.' }),
  ]),
  spec('submit', 'Send button', [title('Button text', { max: 60 }), shortContent('While sending', { max: 60 })]),
  spec('toast', 'Form message', [title('Heading'), content('Message', { max: 1000 })]),
  spec('next_steps', 'After sending', [
    title('Heading', { hint: 'Above what happens next, in the confirmation that replaces the toast once the form is sent.' }),
    content('What happens next', { max: 1000, hint: '{hours} is replaced by the reply promise (Settings, Enquiries).' }),
    text('referenceLabel', 'Reference label', { max: 60, hint: "Before the enquiry's reference number, e.g. Your reference." }),
  ]),
  // paints
  spec('palette', 'Colour palette', [
    title('Palette name'),
    content('Description'),
    meta('colors', 'Swatch colours', 'colours', { required: true, max: 12 }),
    tags('names', 'Swatch names', { max: 12, hint: 'One name per colour, in the same order.' }),
  ]),
  spec('product', 'Paint product', [
    title(),
    content('Description', { required: true }),
    picture(),
    imageAlt(),
    icon(),
    tags('features', 'Feature bullets'),
    meta('coverage', 'Coverage (m² per litre, one coat)', 'number', {
      hint: 'How much wall one litre covers in one coat, e.g. 12. The calculator on the Paints page uses it; leave it 0 to keep this product out of the calculator.',
    }),
    tags('finishes', 'Finishes', { max: 8, hint: 'e.g. Matt, Silk, Gloss.' }),
    meta('tins', 'Tin sizes', 'list', {
      max: 6,
      hint: 'Each size the product is sold in, in litres, with its price in naira where you show one (0 hides it). The calculator picks the tins from these.',
      item: [meta('litres', 'Litres', 'number', { required: true }), meta('price', 'Price (₦, optional)', 'naira')],
    }),
  ]),
  // equipment
  spec('category', 'Equipment category', [title(), content('Description', { required: true }), picture(), imageAlt(), icon(), tags('features', 'What it includes')]),
  spec('machine', 'Machine', [
    title('Machine name'),
    slugField('/equipment', 'machine'),
    content('Description', { max: 2000, hint: "Shown on the machine's own page and in link previews." }),
    picture({ required: true }),
    imageAlt({ required: true }),
    meta('equipmentType', 'Equipment type', 'select', {
      required: true,
      options: EQUIPMENT_TYPES.map((value) => ({ value, label: EQUIPMENT_TYPE_LABELS[value] })),
      hint: 'The quote form opens with this type chosen; related machines of the same type are shown first.',
    }),
    meta('specs', 'Specifications', 'list', {
      max: 12,
      hint: 'The key facts of the machine, e.g. Operating weight: 21 t.',
      item: [text('label', 'Specification', { required: true, max: 60 }), text('value', 'Value', { required: true, max: 120 })],
    }),
    gallery('machine'),
    meta('rateDay', 'Rate per day (₦)', 'naira', { hint: 'Leave 0 to show "On request".' }),
    meta('rateWeek', 'Rate per week (₦)', 'naira', { hint: 'Leave 0 to show "On request".' }),
    meta('rateFourWeeks', 'Rate per four weeks (₦)', 'naira', { hint: 'Leave 0 to show "On request".' }),
    meta('dayHours', 'Metered hours in a day', 'number', { hint: "The hours on the machine's meter a day's rate covers, e.g. 8. Leave 0 when not stated." }),
    meta('operator', 'Operator', 'select', { options: MACHINE_OPERATOR.map((value) => ({ value, label: MACHINE_OPERATOR_LABELS[value] })), emptyMeans: 'Not shown' }),
    meta('fuel', 'Fuel', 'select', { options: MACHINE_FUEL.map((value) => ({ value, label: MACHINE_FUEL_LABELS[value] })), emptyMeans: 'Not shown' }),
    text('deliveryLocal', 'Delivery within Port Harcourt', { max: 120, hint: 'e.g. Free within 30 km, or ₦80,000 each way.' }),
    text('deliveryBeyond', 'Delivery beyond Port Harcourt', { max: 120, hint: 'e.g. ₦1,500 per km each way, quoted for the site.' }),
    text('deposit', 'Deposit', { max: 160, hint: 'e.g. One week’s rate, refunded on return.' }),
    meta('damage', 'Damage terms', 'textarea', { max: 500, hint: 'Who pays for what, e.g. The hirer pays for damage beyond fair wear; tyres and teeth are charged at cost.' }),
    meta('availability', 'Availability', 'select', { options: MACHINE_AVAILABILITY.map((value) => ({ value, label: MACHINE_AVAILABILITY_LABELS[value] })), emptyMeans: 'Available' }),
    meta('availableFrom', 'On hire or in maintenance until', 'date', { hint: 'While on hire or in maintenance: the day it is free again, shown on its page.' }),
  ]),
  spec('term', 'Rental term', [title(), content('Description', { required: true }), icon()]),
  spec('contact', 'Contact line', [title(), content('Text'), icon()]),
  // about
  spec('milestone', 'Milestone', [title(), content('Description', { required: true }), text('year', 'Year', { required: true, max: 20 })]),
  spec('value', 'Core value', [title(), content('Description', { required: true }), icon()]),
  spec('leader', 'Leader', [
    title('Name'),
    content('Biography', { required: true }),
    text('role', 'Role', { required: true, max: 120 }),
    picture({ hint: 'A portrait from the media library, cropped to a circle; its description is the name and role. Without one the initials are shown.' }, 'Photo'),
  ]),
  spec('office', 'Office', [
    title('Office name'),
    content('Description'),
    picture(),
    imageAlt(),
    text('addressLabel', 'Address label', { max: 60 }),
    text('phoneLabel', 'Phone label', { max: 60 }),
    text('hoursLabel', 'Hours label', { max: 60 }),
  ]),
  // contact
  spec('detail', 'Contact card', [title(), content('Text'), icon()]),
  // Retired by migration 14: the hours are one setting now (web/shared/opening-hours.ts).
  retire(spec('hours', 'Opening hours', [
    title('Days as shown', { max: 60, hint: 'e.g. Mon-Fri' }),
    shortContent('Hours as shown', { required: true, max: 60, hint: 'e.g. 7:00-18:00, or Closed' }),
    tags('days', 'Days', { options: DAYS, max: 7, hint: 'For search engines: the days these hours apply to.' }),
    text('opens', 'Opens at', { max: 5, hint: '24-hour time, e.g. 07:00. Leave empty when closed.' }),
    text('closes', 'Closes at', { max: 5, hint: '24-hour time, e.g. 18:00.' }),
  ]), 'Opening hours are set in Settings → Company details → Opening hours.'),
  spec('social', 'Social link', [title('Label', { max: 60 })]),
  spec('fact', 'Headquarters fact', [title('Text'), icon()]),
  // header, footer, not found
  spec('link', 'Menu link', [title('Link text', { max: 60 })]),
  spec('bar_link', 'Phone bar button', [title('Button text', { max: 30 }), link('path', 'Link address', { required: true })]),
  spec('blurb', 'Footer text', [title('Name (for the admin only)'), content('Text', { required: true, max: 1000 })]),
  spec('heading', 'Footer column heading', [title('Heading', { max: 60 })]),
  spec('quick_link', 'Footer link', [title('Link text', { max: 60 }), link('path', 'Link address', { required: true })]),
  spec('service_link', 'Footer service link', [title('Link text', { max: 60 }), link('path', 'Link address', { required: true })]),
  spec('contact_label', 'Footer contact label', [title('Label', { max: 60 })]),
  spec('copyright', 'Copyright line', [title('Text')]),
  spec('legal', 'Legal line', [title('Text')]),
  spec('lite_switch', 'Lite version switch', [title('Button on the full site', { max: 60 }), content('Button on the lite page', { required: true, max: 60 })]),
];

export const BLOCK_TYPES: Record<string, BlockTypeSpec> = Object.fromEntries(all.map((s) => [s.type, s]));

export function blockTypeSpec(type: string): BlockTypeSpec | undefined {
  return Object.hasOwn(BLOCK_TYPES, type) ? BLOCK_TYPES[type] : undefined;
}

/** The fields of a block whose type this release does not know (an older or newer one): the general three. */
const GENERIC_FIELDS: FieldSpec[] = [title(), content('Content'), picture()];

/** The fields a block's add or edit form shows: its type's, else the general ones. */
export const fieldsOf = (type: string): FieldSpec[] => blockTypeSpec(type)?.fields ?? GENERIC_FIELDS;

/** The schema of a block holding these fields (a type's own, or its fields plus stored keys the type does not name). */
export const schemaOf = (fields: FieldSpec[]) => blockSchema(fields);

/**
 * Types whose blocks fill a fixed slot the site's code looks up by a technical key (a form field, a label slot,
 * a menu entry, a footer column): a second one would show nowhere or twice, so they are edited, never added.
 */
export const FIXED_SLOT_TYPES: ReadonlySet<string> = new Set(['label', 'filter', 'field', 'option', 'note', 'privacy', 'submit', 'toast', 'next_steps', 'social', 'link', 'bar_link', 'heading', 'contact_label', 'copyright', 'legal', 'lite_switch', 'blurb', 'detail', 'contact']);

/**
 * Interface words: the fixed slots above plus buttons. Everything else is a content item (a project, a machine,
 * a leader, a service…). The admin's block list shows a section's items first, its interface words apart below.
 */
const INTERFACE_WORD_TYPES: ReadonlySet<string> = new Set([...FIXED_SLOT_TYPES, 'button']);

/** True for a block that is content the owner adds and orders, false for the words of the interface around it. */
export const isContentItem = (type: string): boolean => !INTERFACE_WORD_TYPES.has(type);

/** Labels whose plural is not the label with an s. */
const IRREGULAR_PLURALS: Record<string, string> = { 'Reason to choose us': 'reasons to choose us', 'Opening hours': 'opening hours' };

/**
 * What a section's items are called in a sentence ("Reordered the projects on Our Projects"): the plural of the
 * one kind of content item among `types`, or "items" when there are several kinds or none.
 */
export function itemsNoun(types: readonly string[]): string {
  const kinds = [...new Set(types.filter(isContentItem))];
  const label = kinds.length === 1 ? blockTypeSpec(kinds[0])?.label : undefined;
  if (!label) return 'items';
  return IRREGULAR_PLURALS[label] ?? label.toLowerCase().replace(/([^aeiou])y$/, '$1ie').concat('s');
}

/**
 * The block types an admin may add to a section: those it already holds or its page's renderer draws there,
 * known to this file, and not tied to a fixed slot. Sorted by label for the form's menu.
 */
export function addableBlockTypes(pageSlug: string, sectionKey: string, typesInSection: readonly string[]): BlockTypeSpec[] {
  const types = new Set([...typesInSection, ...drawnIn(pageSlug, sectionKey)]);
  return [...types]
    .filter((type) => !FIXED_SLOT_TYPES.has(type))
    .map(blockTypeSpec)
    .filter((s): s is BlockTypeSpec => s !== undefined && !s.retired)
    .sort((a, b) => a.label.localeCompare(b.label));
}
