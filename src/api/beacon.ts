// POST /api/beacon: one page view, or one tap on Call or WhatsApp, from the public site's first-party beacon (navigator.sendBeacon). Nothing
// about the visitor is kept: no cookie is read or set, and neither the IP address nor the user agent is stored.
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Input, RouteEnv } from '../http/route.ts';
import type { Services } from '../services.ts';
import { canonicalPath, pageAt } from '../render/page-paths.ts';
import { itemAt } from '../../web/shared/content.ts';
import { isBot, mustNotCount, referrerHost } from '../analytics/visitors.ts';
import { recordTap } from '../analytics/lead-sources.ts';
import { sourceKey, TOUCH_TEXT_MAX } from '../../web/shared/attribution.ts';

export const BeaconBody = v.object({
  path: v.pipe(v.string('Send the page as text'), v.minLength(1, 'Send the page path'), v.maxLength(200, 'The page path is too long'), v.startsWith('/', 'The page path starts with /')),
  referrer: v.optional(v.pipe(v.string('Send the referring site as text'), v.maxLength(253, 'The referring site is too long')), ''),
  /** A tap on Call or WhatsApp (a contact, not a page view), with the visitor's lead source. */
  tap: v.optional(v.picklist(['call', 'whatsapp'], 'tap must be call or whatsapp')),
  source: v.optional(v.pipe(v.string('Send the source as text'), v.maxLength(TOUCH_TEXT_MAX, `The source is at most ${TOUCH_TEXT_MAX} characters`)), 'direct'),
});

/** The canonical address of the visible item page at `path` (any letter case, a trailing slash), if there is one. */
function visibleItemPath(s: Services, path: string): string | undefined {
  const item = itemAt(canonicalPath(path));
  return item && s.itemPages.get().has(item.canonical) ? item.canonical : undefined;
}

export function recordPageView(s: Services) {
  return (c: Context<RouteEnv>, { body }: Input<typeof BeaconBody>) => {
    // Only a page the site has (a public route, or a visible item's page): any other path, however many, adds nothing.
    const path = pageAt(body.path)?.path ?? visibleItemPath(s, body.path);
    const header = (name: string) => c.req.header(name);
    if (path && !isBot(header('user-agent')) && !mustNotCount(header)) {
      if (body.tap) recordTap(s.sqlite, body.tap, sourceKey({ source: body.source, referrer: null }), s.now());
      else s.pageViews.record({ path, referrerHost: referrerHost(body.referrer, header('host')) });
    }
    // The same answer whether or not the view counted: the beacon is fire-and-forget.
    return c.body(null, 204);
  };
}
