// axe-core (WCAG 2.1 A and AA) inside a real page. The page's CSP forbids inline scripts, so the browser
// context must be opened with bypassCSP: true for the injection to run.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The violations axe finds on what the page shows now, each as "screen: rule (impact): selectors". */
export async function axeViolations(page: Page, screen: string): Promise<string[]> {
  // A toast fading in or out is half transparent for a moment, and axe would measure its contrast then: wait for
  // every finite animation and transition to end (a spinner's endless one is left running).
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {});
  await page.addScriptTag({ content: await axeSource });
  const found = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return {
      // Rules that passed or had nothing to check: a short page (a one-sentence notice) passes few, but axe ran them all.
      passes: (result.passes.length + result.inapplicable.length) as number,
      violations: result.violations.map((v: any) => `${v.id} (${v.impact}): ${v.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(' | ')}`) as string[],
    };
  });
  assert.ok(found.passes > 10, `axe ran its checks on ${screen}`);
  return found.violations.map((v) => `${screen}: ${v}`);
}

/** A page wider than the screen scrolls sideways on a phone: a layout bug. */
export async function sidewaysScroll(page: Page, screen: string): Promise<string[]> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return wide > 0 ? [`${screen}: page is ${wide}px wider than the screen`] : [];
}
