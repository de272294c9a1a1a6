// Lighthouse (mobile, simulated slow 4G) against Debian's Chromium: the scores of the public-site budget.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../src/testing/browser.ts';

export interface Scores {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Attempts per route when Lighthouse itself fails (not a low score): its trace recording is flaky. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of a URL. A run that ends in a runtime error (NO_NAVSTART, NO_FCP: "Something went wrong
 * with recording the trace… run Lighthouse again") measured nothing and scores 0, so it is run again, saying so.
 */
async function audit(port: number, url: string) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!run) throw new Error(`lighthouse returned nothing for ${url}`);
    const error = run.lhr.runtimeError;
    if (!error || attempt === ATTEMPTS) return run;
    console.log(`  lighthouse ${url}: ${error.code} (Lighthouse failed to record, not a score); running it again`);
  }
}

export async function lighthouseScores(base: string, routes: string[]): Promise<Scores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results: Scores[] = [];
    for (const route of routes) {
      const run = await audit(chrome.port, `${base}${route}`);
      const { categories, audits, runtimeError } = run.lhr;
      if (runtimeError) console.log(`  lighthouse ${route}: ${runtimeError.code}: ${runtimeError.message}`);
      if ((categories.performance?.score ?? 0) < 1) {
        const lcp = audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
        const [element, phases] = lcp?.items ?? [];
        const node = element?.items?.[0]?.node?.snippet ?? 'unknown';
        const timing = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
        console.log(`  lighthouse ${route}: LCP element ${node.slice(0, 160)}${timing ? ` (${timing})` : ''}`);
      }
      for (const [id, audit] of Object.entries(audits)) {
        if (audit.score === 0 && categories['best-practices']?.auditRefs.some((r) => r.id === id && r.weight > 0)) {
          console.log(`  lighthouse ${route}: best practice failed: ${id}: ${audit.title}`);
        }
      }
      const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
      results.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
