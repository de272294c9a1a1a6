// Which beacons are counted: people, not crawlers, prefetches or visitors who asked not to be tracked.

/** Crawlers, link previewers, monitors and automation announce themselves in the user agent. */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|preview|lighthouse|pagespeed|headlesschrome|phantomjs|puppeteer|playwright|selenium|python-requests|curl\/|wget\/|httpclient|go-http-client|okhttp|java\/|axios\/|node-fetch|uptime|monitor|pingdom|statuscake/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

/** Global Privacy Control (Sec-GPC: 1) or a prefetch/prerender that nobody may ever look at. */
export function mustNotCount(header: (name: string) => string | undefined): boolean {
  if (header('sec-gpc')?.trim() === '1') return true;
  const purpose = `${header('sec-purpose') ?? ''} ${header('purpose') ?? ''} ${header('x-moz') ?? ''}`.toLowerCase();
  return purpose.includes('prefetch') || purpose.includes('prerender');
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The referring site's host name, lower case and without "www."; '' for none, this site, or anything malformed. */
export function referrerHost(referrer: string, ownHost: string | undefined): string {
  const host = referrer.trim().toLowerCase().replace(/^www\./, '');
  if (!HOST.test(host)) return '';
  const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  return host === own ? '' : host;
}
