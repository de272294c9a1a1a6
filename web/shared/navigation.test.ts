import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PageContent } from './content.ts';
import { isCurrentPath, navItems } from './navigation.ts';

const site = (blocks: { title: string; path?: string }[]): PageContent => ({
  id: 1,
  slug: 'site',
  title: 'Site',
  description: null,
  sections: [
    {
      id: 1,
      sectionKey: 'navigation',
      title: 'Header navigation',
      subtitle: null,
      description: null,
      sortOrder: 0,
      contentBlocks: blocks.map((b, i) => ({
        id: i + 1,
        blockType: 'link',
        title: b.title,
        content: '',
        imageUrl: null,
        metadata: b.path ? { path: b.path } : null,
        sortOrder: i,
      })),
    },
  ],
});

describe('header navigation', () => {
  it('has the eight links of product.md § Header in route order without a site page', () => {
    assert.deepEqual(
      navItems(null).map((i) => i.label),
      ['Home', 'Services', 'Projects', 'Real Estate', 'Paints', 'Equipment', 'About', 'Contact'],
    );
  });

  it('takes labels from the navigation blocks by path, and ignores blank titles and unknown paths', () => {
    const items = navItems(site([{ title: 'Our Work', path: '/projects' }, { title: '  ', path: '/about' }, { title: 'Blog', path: '/blog' }]));
    assert.equal(items.length, 8);
    assert.equal(items.find((i) => i.path === '/projects')?.label, 'Our Work');
    assert.equal(items.find((i) => i.path === '/about')?.label, 'About');
    assert.ok(!items.some((i) => i.label === 'Blog'));
  });

  it('marks Home only on "/" and a section for its own path', () => {
    assert.equal(isCurrentPath('/', '/'), true);
    assert.equal(isCurrentPath('/', '/services'), false);
    assert.equal(isCurrentPath('/services', '/services/'), true);
    assert.equal(isCurrentPath('/paints', '/paintsx'), false);
  });
});
