// Where a lead came from (docs/product.md § Where leads come from): the first and the last visit before an
// enquiry, kept on the visitor's device until a form is sent (web/lib/attribution.ts) and stored with the enquiry.
// Shared by the server (what a post may carry: allow-listed, cut, never a reason to refuse) and the admin panel
// (the source in words).

export const TOUCH_FIELDS = ['source', 'medium', 'campaign', 'referrer', 'landingPath', 'clickId', 'at'] as const;
export type Touch = Record<(typeof TOUCH_FIELDS)[number], string | null>;
export interface Attribution {
  first: Touch;
  last: Touch;
}

/** The body field and the no-script form's hidden field that carry it. */
export const ATTRIBUTION_FIELD = 'attribution';
export const TOUCH_TEXT_MAX = 200;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

function touchOf(value: unknown): Touch | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const touch = {} as Touch;
  let any = false;
  for (const field of TOUCH_FIELDS) {
    const raw = record[field];
    // Only printable text belongs in a source or an address; the rest is dropped and the text cut, never refused.
    const text = typeof raw === 'string' ? [...raw].filter((ch) => ch >= ' ' && ch !== '\u007f').join('').trim().slice(0, TOUCH_TEXT_MAX) : '';
    touch[field] = text === '' || (field === 'at' && !ISO.test(text)) ? null : text;
    if (touch[field] !== null) any = true;
  }
  return any ? touch : null;
}

/** A posted attribution (an object, or its JSON from the hidden field) as stored: null when malformed. */
export function parseAttribution(value: unknown): Attribution | null {
  let parsed = value;
  if (typeof value === 'string') {
    if (value.length > 8000) return null;
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { first, last } = parsed as Record<string, unknown>;
  const firstTouch = touchOf(first);
  const lastTouch = touchOf(last) ?? firstTouch;
  return firstTouch && lastTouch ? { first: firstTouch, last: lastTouch } : null;
}

const SOURCE_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  fb: 'Facebook',
  instagram: 'Instagram',
  ig: 'Instagram',
  google: 'Google',
  whatsapp: 'WhatsApp',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  bing: 'Bing',
  direct: 'Direct visit',
};
const PAID = /^(cpc|ppc|paid|paid[-_ ]?social|ad|ads|display|cpm)$/i;

/** The source a touch is counted under (Overview → Where leads come from): a name people know, lower case. */
export function sourceKey(touch: Pick<Touch, 'source' | 'referrer'> | null | undefined): string {
  const raw = (touch?.source || touch?.referrer || 'direct').toLowerCase().replace(/^www\./, '');
  const known = Object.keys(SOURCE_NAMES).find((key) => raw === key || raw.startsWith(`${key}.`) || raw.endsWith(`.${key}.com`) || raw === `${key}.com`);
  if (raw === 'wa.me' || raw === 'api.whatsapp.com') return 'whatsapp';
  return known ?? raw;
}

/** A source key in words ("Facebook", "nairaland.com"). */
export const sourceName = (key: string) => SOURCE_NAMES[key] ?? key;

/** A touch in words: "Facebook ad · campaign estates-dec · landed on /real-estate/rumuibekwe-court". */
export function describeTouch(touch: Touch): string {
  const key = sourceKey(touch);
  const medium = touch.medium?.toLowerCase() ?? '';
  const kind = PAID.test(medium) || (touch.clickId && /^(gclid|fbclid|ctwa)/.test(touch.clickId)) ? ' ad' : medium === 'referral' ? ' (link)' : '';
  const parts = [`${sourceName(key)}${key === 'direct' ? '' : kind}`];
  if (touch.campaign) parts.push(`campaign ${touch.campaign}`);
  if (touch.landingPath) parts.push(`landed on ${touch.landingPath}`);
  return parts.join(' · ');
}

/** The periods Overview → Where leads come from offers, in days. */
export const LEAD_SOURCE_PERIODS = [7, 30, 90, 365] as const;

/**
 * One source's line: enquiries by their first visit's source and where they stand, what those won and lost were
 * worth (naira, to the kobo: the amount their move to won or lost carried), and taps on Call and WhatsApp.
 */
export interface LeadSourceRow {
  source: string;
  enquiries: number;
  quoted: number;
  won: number;
  lost: number;
  wonValue: number;
  lostValue: number;
  calls: number;
  whatsapp: number;
}
/** GET /api/admin/lead-sources?days=30 */
export interface LeadSources {
  days: number;
  /** The period's first day (Port Harcourt). */
  since: string;
  sources: LeadSourceRow[];
  /** Every source together. */
  totals: Omit<LeadSourceRow, 'source'>;
}
