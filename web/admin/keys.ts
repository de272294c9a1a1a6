// Query keys: each is the API path the default query function GETs (docs/product.md § Admin flows, "Admin data").
import { withQuery } from './query.ts';
import type { SubmissionKind } from './types.ts';

/** The lead desk's filters as the lists' query parameters (absent: not filtered). */
export interface ListFilter {
  status?: string;
  assignee?: string;
  needsReply?: boolean;
  service?: string;
}

/** How often the inbox's lists and counts, and the Overview's figures, are asked for again while they are on screen. */
export const LIVE_REFRESH_MS = 20_000;

export const keys = {
  mailbox: ['/api/admin/mailbox'],
  leadSources: (days: number) => [withQuery('/api/admin/lead-sources', { days })],
  me: ['/api/admin/me'],
  overview: ['/api/admin/overview'],
  launchChecklist: ['/api/admin/launch-checklist'],
  pages: ['/api/admin/pages'],
  sections: (pageId: number) => [withQuery('/api/admin/sections', { pageId })],
  blocks: (sectionId: number) => [withQuery('/api/admin/content-blocks', { sectionId })],
  trash: ['/api/admin/trash'],
  revisions: (entity: string, id: number) => [withQuery('/api/admin/revisions', { entity, id })],
  summary: ['/api/admin/submissions/summary'],
  submissions: (kind: SubmissionKind, q: string, spam: boolean, filter: ListFilter = {}) => [withQuery(listPath(kind), { q: q.trim(), spam, ...filter })],
  person: (q: string) => [withQuery('/api/admin/people', { q })],
  media: ['/api/admin/media'],
  settings: ['/api/admin/settings'],
  audit: ['/api/admin/audit'],
  backups: ['/api/admin/backups'],
  backupStatus: ['/api/admin/backups/status'],
  certificates: ['/api/admin/certificates'],
  admins: ['/api/admin/admins'],
  sessions: ['/api/admin/sessions'],
  signIns: ['/api/admin/sign-ins'],
  twoFactor: ['/api/admin/2fa'],
  passkeys: ['/api/admin/passkeys'],
  securityPolicy: ['/api/admin/security-policy'],
  redirects: ['/api/admin/redirects'],
  notFound: ['/api/admin/not-found'],
} as const;

function listPath(kind: SubmissionKind): string {
  return kind === 'contact' ? '/api/contact' : '/api/equipment-quotes';
}

/** True for every cached list of one kind of submission, whatever its search or spam view. */
export const isSubmissionList = (kind: SubmissionKind) => (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && (query.queryKey[0] === listPath(kind) || query.queryKey[0].startsWith(`${listPath(kind)}?`));

/** True for every cached list, count and figure an answer, a quote or a status change on the desk can move: both lists, the enquiries, the Overview and Where leads come from. */
export const isDeskData = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && /^\/api\/(contact|equipment-quotes|admin\/submissions|admin\/overview|admin\/lead-sources)/.test(query.queryKey[0]);

/** True for every cached Find a person search. */
export const isPersonSearch = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(`${keys.person('')[0]}?`);
