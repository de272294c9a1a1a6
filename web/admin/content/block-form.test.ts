import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockTypeSpec, isTechnicalKey } from '../../shared/block-types.ts';
import { seedPages } from '../../shared/seed/index.ts';
import { blockForm, editIssues, moveItem, storedFieldSpec, withPhoto, withPickedAlt, type BlockFields } from './block-form.ts';
import { humanise, preview, publicPathFor, formatSize, formatDateTime } from '../format.ts';

const stored = (metadata: Record<string, unknown>, rest: Partial<BlockFields> = {}): BlockFields => ({ title: 'A block', content: '', imageUrl: null, metadata, ...rest });

test('a stored value its type does not name gets the field its shape calls for; one no field can show is kept', () => {
  const kind = (value: unknown) => storedFieldSpec('x', value)?.kind;
  assert.equal(kind('+'), 'text');
  assert.equal(kind('x'.repeat(200)), 'textarea');
  assert.equal(kind('one\ntwo'), 'textarea');
  assert.equal(kind(800), 'number');
  assert.equal(kind(true), 'boolean');
  assert.equal(kind(['a']), 'tags');
  assert.equal(kind(['#F2EFE9', '#C98B2B']), 'colours');
  assert.equal(kind({ a: 1 }), undefined);
  assert.equal(kind(null), undefined);
  assert.equal(storedFieldSpec('linkLabel', 'More')?.label, 'Link label');
});

test("every seeded block's edit form shows exactly its type's fields, the add form's, and keeps its technical keys", () => {
  for (const page of seedPages) {
    for (const section of page.sections) {
      for (const block of section.blocks) {
        const form = blockForm(block.blockType, stored(block.metadata ?? {}, { title: block.title, content: block.content ?? '', imageUrl: block.imageUrl ?? null }));
        assert.deepEqual(form.fields, blockForm(block.blockType).fields, `${page.slug}/${section.sectionKey} ${block.blockType}`);
        assert.equal(form.schema, blockTypeSpec(block.blockType)!.schema, 'checked with the type\'s own schema');
        for (const [key] of form.kept) assert.ok(isTechnicalKey(key, block.metadata ?? {}), `${block.blockType}.${key} is kept as stored`);
      }
    }
  }
});

test('technical keys are kept apart from the editable ones', () => {
  const keys = (metadata: Record<string, unknown>) => {
    const form = blockForm('made-up', stored(metadata));
    return { editable: form.fields.filter((f) => f.where === 'metadata').map((f) => f.key), technical: form.kept.map(([k]) => k) };
  };
  assert.deepEqual(keys({ name: 'firstName', placeholder: 'Your name' }), { editable: ['placeholder'], technical: ['name'] });
  assert.deepEqual(keys({}), { editable: [], technical: [] });
  assert.deepEqual(keys({ field: 'service', value: 'paint' }), { editable: [], technical: ['field', 'value'] });
  assert.deepEqual(keys({ label: 'Projects', value: '250' }), { editable: ['label', 'value'], technical: [] });
});

test('the edit form checks what the server checks: a category the Projects filter does not have, a half-typed number', () => {
  const project = seedPages.flatMap((p) => p.sections.flatMap((s) => s.blocks)).find((b) => b.blockType === 'project')!;
  const before = stored(project.metadata ?? {}, { title: project.title, content: project.content ?? '', imageUrl: project.imageUrl ?? null });
  const form = blockForm('project', before);
  const refused = editIssues(form, before, { ...before, metadata: { ...before.metadata, category: 'all' } });
  assert.deepEqual(refused.map((i) => i.path), ['metadata.category']);
  assert.match(refused[0].message, /Category must be one of Commercial, Residential, Industrial/);
  // The general rules come first, as on the server.
  assert.deepEqual(editIssues(form, before, { ...before, title: '' }), [{ path: 'title', message: 'Title is required' }]);
  assert.deepEqual(editIssues(form, before, { ...before, content: '' }), [{ path: 'content', message: 'Short description is required' }]);
  assert.deepEqual(editIssues(form, before, before), []);
  const older = stored({ width: 800 });
  const generic = blockForm('made-up', older);
  assert.deepEqual(editIssues(generic, older, { metadata: { width: '80x' } }).map((i) => i.path), ['metadata.width']);
  assert.deepEqual(editIssues(generic, older, { metadata: 'no' as never }).map((i) => i.path), ['metadata']);
});

test('moving list items keeps every item', () => {
  assert.deepEqual(moveItem(['a', 'b', 'c'], 0, 1), ['b', 'a', 'c']);
  assert.deepEqual(moveItem(['a', 'b', 'c'], 2, 1), ['a', 'c', 'b']);
  assert.deepEqual(moveItem(['a', 'b'], 0, -1), ['a', 'b']);
  assert.deepEqual(moveItem(['a', 'b'], 1, 2), ['a', 'b']);
});

test('labels and previews read well', () => {
  assert.equal(humanise('suffix'), 'Suffix');
  assert.equal(humanise('imageAlt'), 'Image alt');
  assert.equal(humanise('link_label'), 'Link label');
  assert.equal(preview('a'.repeat(50)), 'a'.repeat(50));
  assert.equal(preview('a'.repeat(51)), `${'a'.repeat(50)}...`);
  assert.equal(preview(null), '');
});

test('public links, sizes and Lagos times', () => {
  assert.equal(publicPathFor('home'), '/');
  assert.equal(publicPathFor('real-estate'), '/real-estate');
  assert.equal(publicPathFor('site'), '/');
  assert.equal(publicPathFor('nope'), undefined);
  assert.equal(formatSize(512), '512 B');
  assert.equal(formatSize(20 * 1024), '20 KB');
  assert.equal(formatSize(3.5 * 1024 * 1024), '3.5 MB');
  // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
  assert.match(formatDateTime('2024-03-09T23:30:00.000Z'), /10 Mar 2024.*00:30/);
});

test('the alt text typed at upload fills the empty description of the project, machine or picture it is picked for', () => {
  const picked = { altText: 'Excavator loading a tipper on the Onne road' };
  const project = withPickedAlt(blockForm('project'), stored({ category: 'Industrial' }), picked);
  assert.equal(project.metadata.imageAlt, picked.altText);
  assert.equal(project.metadata.category, 'Industrial', 'the other fields stay');
  assert.equal(withPickedAlt(blockForm('image'), stored({}, { title: '' }), picked).title, picked.altText, "a picture block's title is its alt text");
  // One the admin typed is never replaced; a decorative picture ('') or one not described (null) leaves it as it is.
  assert.equal(withPickedAlt(blockForm('project'), stored({ imageAlt: 'Mine' }), picked).metadata.imageAlt, 'Mine');
  assert.equal(withPickedAlt(blockForm('project'), stored({}), { altText: '' }).metadata.imageAlt, undefined);
  assert.equal(withPickedAlt(blockForm('project'), stored({}), { altText: null }).metadata.imageAlt, undefined);
  // A type without a description field is left alone; a long library text is cut to the field's limit.
  assert.deepEqual(withPickedAlt(blockForm('stat'), stored({}), picked), stored({}));
  assert.equal((withPickedAlt(blockForm('project'), stored({}), { altText: 'x'.repeat(300) }).metadata.imageAlt as string).length, 200);
});

test('a photo in place of an illustration brings its own description; a decorative one leaves a required description as it was', () => {
  const illustrated = { title: 'Trans-Amadi Tower', content: 'A tower.', imageUrl: '/art/tower.svg', metadata: { imageAlt: 'Illustration of a tower' } };
  const project = withPhoto(blockForm('project'), illustrated, { url: '/media/tower.jpg', altText: 'The tower at dusk from Trans-Amadi Road' });
  assert.deepEqual([project.imageUrl, project.metadata.imageAlt], ['/media/tower.jpg', 'The tower at dusk from Trans-Amadi Road']);
  assert.equal(withPhoto(blockForm('project'), illustrated, { url: '/media/t.jpg', altText: '' }).metadata.imageAlt, '', 'an optional description follows the photo');
  const picture = { title: 'Illustration of a crane', content: '', imageUrl: '/art/crane.svg', metadata: {} };
  assert.equal(withPhoto(blockForm('image'), picture, { url: '/media/c.jpg', altText: 'Our crane at Onne' }).title, 'Our crane at Onne');
  assert.equal(withPhoto(blockForm('image'), picture, { url: '/media/c.jpg', altText: '' }).title, 'Illustration of a crane', 'a picture block needs a description');
});
