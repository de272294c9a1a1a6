// What the desk's e-mails to the team share (docs/product.md § Lead desk): Port Harcourt time, and the link straight
// to an enquiry in the panel.
import { INBOX_LIST, type SubmissionKind } from '../../web/shared/submissions.ts';

/** "28 Nov 2026, 16:48": the time an admin in Port Harcourt reads, not UTC. */
export const lagosTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The panel with the enquiry open (the Submissions tab reads `enquiry`); relative when the website's address is unset. */
export function enquiryLink(siteUrl: string, kind: SubmissionKind, id: number): string {
  const base = siteUrl.trim().replace(/\/+$/, '');
  return `${base}/admin/dashboard?tab=submissions&enquiry=${INBOX_LIST[kind]}-${id}`;
}
