import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PageContent } from '../shared/content.ts';
import { equipmentQuotePath } from './quote-path.ts';

const machine = (slug: string) => ({ id: 1, blockType: 'machine', title: 'Excavators', content: '', imageUrl: null, metadata: { slug }, sortOrder: 0 });
const equipment = { sections: [{ sectionKey: 'gallery', contentBlocks: [machine('excavators')] }] } as unknown as PageContent;

test("on Equipment and a machine's page Get a quote goes to the equipment quote form, the machine chosen on its page", () => {
  assert.equal(equipmentQuotePath('/equipment', equipment), '/equipment#quote-form');
  assert.equal(equipmentQuotePath('/Equipment/', equipment), '/equipment#quote-form');
  assert.equal(equipmentQuotePath('/equipment/excavators', equipment), '/equipment?machine=excavators#quote-form');
});

test("elsewhere, on an address no machine holds, or while the quote form is hidden, it is the admin's address (undefined)", () => {
  assert.equal(equipmentQuotePath('/about', null), undefined);
  assert.equal(equipmentQuotePath('/equipment-rental', equipment), undefined);
  assert.equal(equipmentQuotePath('/equipment/no-such-machine', equipment), undefined);
  assert.equal(equipmentQuotePath('/equipment', { ...equipment, hiddenSectionKeys: ['quote-form'] }), undefined);
});
