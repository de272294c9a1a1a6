import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../src/testing/browser.ts';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  for (const route of process.argv.slice(3)) {
    const run = await lighthouse(`${process.argv[2]}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = run!.lhr.audits;
    const v = (k: string) => `${k}=${Math.round(a[k]?.numericValue ?? 0)}(${a[k]?.score})`;
    console.log(route, Math.round((run!.lhr.categories.performance.score ?? 0) * 100), ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'interactive'].map(v).join(' '));
    const lcpEl = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet;
    console.log('  LCP element:', lcpEl?.slice(0, 160));
    const rb = (a['render-blocking-resources']?.details as any)?.items?.map((i: any) => `${i.url.split('/').pop()} ${i.wastedMs}ms`);
    console.log('  render-blocking:', rb?.join(', '));
    const js = (a['network-requests']?.details as any)?.items?.filter((i: any) => i.resourceType === 'Script').map((i: any) => [i.url.split('/').pop(), i.transferSize]);
    console.log('  scripts:', JSON.stringify(js), 'sum', js?.reduce((n: number, [, s]: any) => n + s, 0));
    const m = (a['metrics']?.details as any)?.items?.[0];
    console.log('  observed:', JSON.stringify({ fcp: m?.observedFirstContentfulPaint, dcl: m?.observedDomContentLoaded, load: m?.observedLoad, lcp: m?.observedLargestContentfulPaint }));
    const tasks = (a['main-thread-tasks']?.details as any)?.items?.filter((t: any) => t.duration > 5).map((t: any) => `${Math.round(t.startTime)}+${Math.round(t.duration)}`);
    console.log('  tasks>5ms:', tasks?.join(' '));
    const diag = (a['diagnostics']?.details as any)?.items?.[0];
    console.log('  diag:', JSON.stringify({ doc: diag?.mainDocumentTransferSize, total: diag?.totalByteWeight, reqs: diag?.numRequests, rtt: diag?.rtt, srv: diag?.maxServerLatency }));
    const bd = (a['lcp-breakdown-insight'] ?? a['largest-contentful-paint-element'])?.details as any;
    if (bd?.items?.[1]) console.log('  lcp phases:', JSON.stringify(bd.items[1].items ?? bd.items[1]).slice(0, 400));
  }
} finally { await chrome.kill(); }
