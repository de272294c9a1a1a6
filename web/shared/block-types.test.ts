import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { addableBlockTypes, BLOCK_TYPES, blockTypeSpec, itemsNoun, TECHNICAL_KEYS } from './block-types.ts';
import { seedPages } from './seed/index.ts';

const seeded = seedPages.flatMap((page) => page.sections.flatMap((section) => section.blocks.map((block) => ({ page: page.slug, section: section.sectionKey, block }))));

test('every block type the seed uses has a form and a schema, and every seeded block passes it unchanged', () => {
  for (const { page, section, block } of seeded) {
    const spec = blockTypeSpec(block.blockType);
    assert.ok(spec, `${block.blockType} (${page}/${section}) has no spec`);
    const result = v.safeParse(spec.schema, block);
    assert.ok(result.success, `${page}/${section} ${block.blockType} "${block.title}": ${result.success ? '' : result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`).join('; ')}`);
    const { title, content, imageUrl, metadata, isActive } = result.output as Record<string, unknown>;
    assert.deepEqual({ title, content, imageUrl, metadata, isActive }, { title: block.title, content: block.content ?? '', imageUrl: block.imageUrl ?? null, metadata: block.metadata ?? {}, isActive: true });
  }
});

test('a block that does not fit its type is refused field by field, in words an admin can act on', () => {
  const project = BLOCK_TYPES.project;
  const bad = v.safeParse(project.schema, { title: '', content: 'x', metadata: { category: 'Space', status: 'Completed', featured: 'yes', tags: ['ok', ''] } });
  assert.equal(bad.success, false);
  const messages = Object.fromEntries((bad.issues ?? []).map((i) => [v.getDotPath(i), i.message]));
  assert.equal(messages.title, 'Project name is required');
  assert.match(messages['metadata.category'], /Category must be one of Commercial, Residential, Industrial/);
  assert.equal(messages['metadata.featured'], 'Featured on Home must be true or false');
  assert.equal(messages['metadata.tags.1'], 'Feature tags cannot hold an empty line');
  assert.equal(v.safeParse(BLOCK_TYPES.palette.schema, { title: 'P', metadata: { colors: ['red'] } }).success, false);
  assert.equal(v.safeParse(BLOCK_TYPES.button.schema, { title: 'Go', metadata: { href: 'javascript:alert(1)' } }).success, false);
  assert.equal(v.safeParse(BLOCK_TYPES.machine.schema, { title: 'Crane', imageUrl: '', metadata: { imageAlt: 'A crane', equipmentType: 'heavy' } }).success, false, 'a machine needs its picture');
  assert.equal(v.safeParse(BLOCK_TYPES.machine.schema, { title: 'Crane', imageUrl: '/art/x.svg', metadata: { imageAlt: 'A crane', equipmentType: 'heavy' } }).success, true);
  assert.equal(v.safeParse(BLOCK_TYPES.development.schema, { title: 'Estate', content: 'Homes', metadata: { status: 'Selling', location: 'Woji', units: [{ name: 'Terrace', priceFrom: 'a lot' }] } }).success, false, 'a price is a number');
  assert.equal(v.safeParse(BLOCK_TYPES.value.schema, { title: 'Care', content: 'We care', metadata: 'no' }).success, false);
});

test('text is trimmed, an empty picture is null (a blank suffix is kept: it differs from the default), and technical keys an older block holds are kept', () => {
  const out = v.parse(BLOCK_TYPES.project.schema, { title: ' New ', content: 'Text', imageUrl: '', metadata: { category: 'Industrial', status: 'Ongoing', area: '', tags: [], featured: true } }) as Record<string, unknown>;
  assert.deepEqual(out, { title: 'New', content: 'Text', imageUrl: null, metadata: { category: 'Industrial', status: 'Ongoing', area: '', tags: [], featured: true }, isActive: true });
  const label = v.parse(BLOCK_TYPES.label.schema, { title: 'Location', metadata: { key: 'location' } }) as { metadata: unknown };
  assert.deepEqual(label.metadata, { key: 'location' });
});

test("each type's blank item fills its required choices, so the add form starts valid apart from the words", () => {
  for (const spec of Object.values(BLOCK_TYPES)) {
    const blank = spec.blank();
    for (const field of spec.fields.filter((f) => f.where === 'metadata' && f.required && (f.kind === 'select' || f.kind === 'boolean'))) {
      assert.ok(field.key in blank.metadata, `${spec.type}.${field.key}`);
    }
    for (const field of spec.fields) assert.ok(field.label && !/^[a-z]+[A-Z]/.test(field.label), `${spec.type}.${field.key} has a readable label`);
  }
});

test('only types a section holds or its renderer draws can be added, never a fixed slot', () => {
  const types = (page: string, section: string, held: string[] = []) => addableBlockTypes(page, section, held).map((s) => s.type);
  assert.deepEqual(types('projects', 'projects', ['label', 'filter', 'project']), ['project']);
  assert.deepEqual(types('projects', 'projects'), ['project'], 'the last project deleted, a new one can still be added');
  assert.deepEqual(types('about', 'values', ['value']), ['value']);
  assert.deepEqual(types('contact', 'contact-form', ['field', 'option', 'note', 'submit', 'toast']), []);
  assert.deepEqual(types('projects', 'hero'), ['button', 'image']);
  assert.deepEqual(types('home', 'featured_projects', ['button']), ['button'], "Home's featured projects come from the Projects page");
  assert.deepEqual(types('about', 'values', ['value', 'made-up']), ['value']);
  for (const spec of addableBlockTypes('site', 'footer', ['quick_link', 'service_link', 'social', 'heading'])) {
    for (const f of spec.fields) assert.ok(!(TECHNICAL_KEYS as readonly string[]).includes(f.key) || f.kind === 'link', `${spec.type} offers ${f.key}`);
  }
});

test('the renderer map names real sections', () => {
  const sections = new Set(seedPages.flatMap((p) => p.sections.map((s) => `${p.slug}/${s.sectionKey}`)));
  for (const spec of Object.values(BLOCK_TYPES)) assert.equal(blockTypeSpec(spec.type), spec);
  assert.equal(blockTypeSpec('toString'), undefined);
  for (const [page, section] of [['projects', 'projects'], ['about', 'values'], ['equipment', 'gallery'], ['site', 'footer'], ['contact', 'business-hours']]) {
    assert.ok(sections.has(`${page}/${section}`), `${page}/${section}`);
  }
});

test('a section’s items are named by their one kind in the plural, else “items”; interface words do not count', () => {
  assert.equal(itemsNoun(['project', 'filter', 'label', 'project']), 'projects');
  assert.equal(itemsNoun(['category']), 'equipment categories');
  assert.equal(itemsNoun(['reason']), 'reasons to choose us');
  assert.equal(itemsNoun(['hours']), 'opening hours');
  assert.equal(itemsNoun(['card', 'feature']), 'items');
  assert.equal(itemsNoun(['label', 'button']), 'items');
  assert.equal(itemsNoun(['spaceship']), 'items');
});

test("an item's Web address hint says what a change does: the old address keeps working (src/content/item-slugs.ts keepingOldAddress)", () => {
  for (const type of ['project', 'machine', 'development']) {
    const hint = BLOCK_TYPES[type].fields.find((f) => f.key === 'slug')?.hint ?? '';
    assert.match(hint, /old address keep working, sent on to the new one/, type);
    assert.doesNotMatch(hint, /breaks/, type);
  }
});
