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
  /** Performance of every run of the route, in the order they ran; `performance` is their median. */
  runs: number[];
}

/**
 * Runs per route: Lighthouse's own guidance on variability is to take the median of five runs
 * (https://developer.chrome.com/docs/lighthouse/performance/performance-scoring#fluctuations).
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

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

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** What one run says about a route, printing why it is below 100 when it is. */
function scoresOf(route: string, lhr: Result): Omit<Scores, 'runs'> {
  const { categories, audits, runtimeError } = lhr;
  if (runtimeError) console.log(`  lighthouse ${route}: ${runtimeError.code}: ${runtimeError.message}`);
  if ((categories.performance?.score ?? 0) < 1) {
    const lcp = audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
    const [element, phases] = lcp?.items ?? [];
    const node = element?.items?.[0]?.node?.snippet ?? 'unknown';
    const timing = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
    const tbt = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
    console.log(`  lighthouse ${route}: ${Math.round((categories.performance?.score ?? 0) * 100)}, TBT ${tbt} ms, LCP element ${node.slice(0, 120)}${timing ? ` (${timing})` : ''}`);
  }
  for (const [id, audit] of Object.entries(audits)) {
    if (audit.score === 0 && categories['best-practices']?.auditRefs.some((r) => r.id === id && r.weight > 0)) {
      console.log(`  lighthouse ${route}: best practice failed: ${id}: ${audit.title}`);
    }
  }
  const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

/**
 * Each route `runs` times, in passes over all the routes (so a busy minute on the machine touches one run of each,
 * not every run of one), reported as the median run by Performance. Accessibility, Best Practices, SEO and CLS are
 * the worst of the runs: they do not depend on the machine's speed, so any run below 100 is a finding.
 */
export async function lighthouseScores(base: string, routes: string[], runs = LIGHTHOUSE_RUNS): Promise<Scores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const byRoute = new Map<string, Omit<Scores, 'runs'>[]>(routes.map((r) => [r, []]));
    for (let pass = 0; pass < runs; pass++) {
      for (const route of routes) byRoute.get(route)?.push(scoresOf(route, (await audit(chrome.port, `${base}${route}`)).lhr));
    }
    return routes.map((route) => {
      const all = byRoute.get(route) ?? [];
      const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)];
      const worst = (k: 'accessibility' | 'bestPractices' | 'seo') => Math.min(...all.map((s) => s[k]));
      return {
        ...median,
        accessibility: worst('accessibility'),
        bestPractices: worst('bestPractices'),
        seo: worst('seo'),
        cls: Math.max(...all.map((s) => s.cls)),
        runs: all.map((s) => s.performance),
      };
    });
  } finally {
    await chrome.kill();
  }
}
