// A card of an item whose optional facts are empty: nothing is drawn for them, neither an empty line
// nor the rules that frame the facts of a card that has some.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToString } from 'react-dom/server';
import type { ContentBlock } from '../../shared/content.ts';
import { DevelopmentCard } from './DevelopmentCard.tsx';
import { MachineCard } from './MachineCard.tsx';
import { ProjectCard, type ProjectLabels } from './ProjectCard.tsx';

const bare = (blockType: string, metadata: Record<string, unknown> = {}): ContentBlock => ({
  id: 1,
  blockType,
  title: 'Bonny Jetty',
  content: '',
  imageUrl: null,
  metadata: { slug: 'bonny-jetty', ...metadata },
  sortOrder: 10,
});

const LABELS: ProjectLabels = { location: 'Location', area: 'Area', duration: 'Duration', year: 'Year', client: 'Client', handedOver: 'Handed over', caseStudy: 'View Full Case Study' };

/** Elements drawn with nothing in them, and the rules (borders) that frame facts. */
function emptiness(html: string) {
  return {
    empty: html.match(/<(p|dl|ul|span|div)(?: [^>]*)?><\/\1>/g)?.filter((tag) => !tag.includes('aspect-[16/10]') && !tag.includes('aria-hidden')) ?? [],
    rules: html.match(/border-(?:y|t|b)\b[^"]*/g) ?? [],
  };
}

describe('a card without facts', () => {
  it('a project with no area, duration, year, location or tags has no facts band, no empty line and no rule', () => {
    for (const full of [true, false]) {
      const html = renderToString(<ProjectCard block={bare('project')} labels={LABELS} full={full} />);
      assert.doesNotMatch(html, /<dl/, 'no facts list');
      assert.deepEqual(emptiness(html), { empty: [], rules: [] }, full ? 'Projects' : 'Home');
    }
  });

  it('a project with one fact shows it between the rules, alone', () => {
    const html = renderToString(<ProjectCard block={bare('project', { year: '2024' })} labels={LABELS} full />);
    assert.equal(html.match(/<dt/g)?.length, 1);
    assert.match(html, /<dl class="[^"]*border-y/);
  });

  it('a machine with no specifications and a development with no place, units or price show their name and link only', () => {
    for (const html of [
      renderToString(<MachineCard block={bare('machine')} more="Specifications and quote" />),
      renderToString(<DevelopmentCard block={bare('development')} open="View development" />),
    ]) {
      assert.doesNotMatch(html, /<dl/);
      assert.deepEqual(emptiness(html), { empty: [], rules: [] });
      assert.match(html, /Bonny Jetty/);
    }
  });
});
