// Small pure helpers for what the admin panel shows: dates in Lagos time, sizes, previews, labels.
import { ApiError } from '../lib/api.ts';
import { PUBLIC_ROUTES, SITE_SLUG } from '../shared/content.ts';
import type { FieldIssue } from './types.ts';
import { BLOCK_PREVIEW_LENGTH } from '../shared/limits.ts';

export function preview(text: string | null | undefined, length = BLOCK_PREVIEW_LENGTH): string {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value.length > length ? `${value.slice(0, length)}...` : value;
}

// Built at the first date shown, not at import: the server bundles this module for the sign-in page, and an
// Intl formatter made at start-up pages in several MB of the node binary's time-zone data for nothing.
let lagos: Intl.DateTimeFormat | undefined;
const lagosFormat = () =>
  (lagos ??= new Intl.DateTimeFormat('en-NG', {
    timeZone: 'Africa/Lagos',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }));

/** An ISO time as the company reads it (Port Harcourt is on Africa/Lagos, UTC+1, no daylight saving). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : lagosFormat().format(date);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'suffix' → 'Suffix', 'ctaLink' → 'Cta link', 'image_alt' → 'Image alt'. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** The public route a page's content appears on; the 'site' page (header, footer) shows on every route. */
export function publicPathFor(slug: string): string | undefined {
  if (slug === SITE_SLUG) return '/';
  return PUBLIC_ROUTES.find((r) => r.slug === slug)?.path;
}

/** The sentence to show for a failed call: the server's own words without the "400: " status prefix. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The message of the issue whose path is `path` or starts with `path.`. */
export function issueFor(issues: FieldIssue[], path: string): string | undefined {
  return issues.find((i) => i.path === path || i.path.startsWith(`${path}.`))?.message;
}
