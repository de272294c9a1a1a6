// Activity: the audit log, newest first, 50 at a time (who did what, when, from which address).
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { formatDateTime } from '../format.ts';
import { keys } from '../keys.ts';
import { withQuery } from '../query.ts';
import type { AuditEntry } from '../types.ts';
import { PanelAnchor } from '../PanelAnchor.tsx';
import { Badge, BUTTON, EmptyText, Panel, QueryView } from '../ui.tsx';
import { ACTIVITY_PAGE_SIZE } from '../../shared/limits.ts';


const ACTIONS: Record<string, { label: string; tone: 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent' }> = {
  login: { label: 'Signed in', tone: 'success' },
  login_failed: { label: 'Failed sign-in', tone: 'danger' },
  logout: { label: 'Signed out', tone: 'neutral' },
  admin_created: { label: 'Admin created', tone: 'info' },
  password_changed: { label: 'Password changed', tone: 'warning' },
  password_reset: { label: 'Password reset', tone: 'warning' },
  page_updated: { label: 'Page edited', tone: 'accent' },
  section_updated: { label: 'Section edited', tone: 'accent' },
  block_updated: { label: 'Content edited', tone: 'accent' },
  block_created: { label: 'Content added', tone: 'accent' },
  block_duplicated: { label: 'Content duplicated', tone: 'accent' },
  block_deleted: { label: 'Content deleted', tone: 'danger' },
  block_restored: { label: 'Restored from trash', tone: 'info' },
  blocks_reordered: { label: 'Blocks reordered', tone: 'accent' },
  sections_reordered: { label: 'Sections reordered', tone: 'accent' },
  revision_restored: { label: 'Earlier version restored', tone: 'info' },
  setting_updated: { label: 'Setting changed', tone: 'accent' },
  media_uploaded: { label: 'Image uploaded', tone: 'info' },
  media_updated: { label: 'Image changed', tone: 'info' },
  media_replaced: { label: 'Image replaced', tone: 'info' },
  media_deleted: { label: 'Image deleted', tone: 'danger' },
  submission_read: { label: 'Submission read', tone: 'neutral' },
  submission_deleted: { label: 'Submission deleted', tone: 'danger' },
  enquiry_status_changed: { label: 'Enquiry status changed', tone: 'info' },
  enquiry_assigned: { label: 'Enquiry assigned', tone: 'info' },
  enquiry_note_added: { label: 'Note added to an enquiry', tone: 'neutral' },
  enquiry_replied: { label: 'Enquiry answered', tone: 'success' },
  overdue_digest_sent: { label: 'Overdue reminder e-mailed', tone: 'warning' },
  submissions_exported: { label: 'Exported CSV', tone: 'info' },
  backup_downloaded: { label: 'Downloaded a backup', tone: 'info' },
  admin_removed: { label: 'Admin removed', tone: 'danger' },
  session_ended: { label: 'Session signed out', tone: 'neutral' },
  two_factor_enabled: { label: 'Two-factor on', tone: 'success' },
  two_factor_disabled: { label: 'Two-factor off', tone: 'warning' },
  two_factor_reset: { label: 'Two-factor reset', tone: 'warning' },
  two_factor_paused: { label: 'Two-factor sign-in paused', tone: 'warning' },
  password_reset_requested: { label: 'Reset link sent', tone: 'info' },
  retention_deleted: { label: 'Old enquiries deleted', tone: 'neutral' },
  person_exported: { label: "Person's data downloaded", tone: 'info' },
  person_erased: { label: 'Person erased', tone: 'danger' },
  redirect_created: { label: 'Redirect added', tone: 'info' },
  redirect_deleted: { label: 'Redirect deleted', tone: 'warning' },
  passkey_added: { label: 'Passkey added', tone: 'success' },
  passkey_removed: { label: 'Passkey removed', tone: 'warning' },
  reauth_failed: { label: 'Wrong password when asked again', tone: 'danger' },
  recovery_codes_replaced: { label: 'New recovery codes', tone: 'warning' },
  security_policy_changed: { label: 'Sign-in rule changed', tone: 'warning' },
};

function actionOf(action: string) {
  return ACTIONS[action] ?? { label: action.replace(/_/g, ' '), tone: 'neutral' as const };
}

/** The line in the owner's words, linked to the item; a line without a sentence shows what was stored. */
function What({ entry }: { entry: AuditEntry }) {
  if (!entry.sentence) {
    return (
      <>
        {entry.target ? <span className="font-mono text-xs">{entry.target}</span> : null}
        {entry.detail ? <span className="block text-xs text-ink-muted">{entry.detail}</span> : null}
      </>
    );
  }
  if (!entry.link) return <span>{entry.sentence}</span>;
  return <PanelAnchor link={entry.link}>{entry.sentence}</PanelAnchor>;
}

export function ActivityTab() {
  const log = useInfiniteQuery({
    queryKey: keys.audit,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => apiRequest<AuditEntry[]>('GET', withQuery('/api/admin/audit', { limit: ACTIVITY_PAGE_SIZE, before: pageParam })),
    getNextPageParam: (last) => (last.length < ACTIVITY_PAGE_SIZE ? undefined : last[last.length - 1].id),
  });
  const entries = log.data?.pages.flat() ?? [];

  return (
    <Panel
      id="activity"
      title="Activity"
      actions={
        <button type="button" className={BUTTON.secondary} onClick={() => log.refetch()} disabled={log.isFetching}>
          <span aria-hidden="true" className="i-lucide-refresh-cw h-4 w-4" />
          {log.isFetching && !log.isFetchingNextPage ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      <p className="m-0 mb-3 text-sm text-ink-muted">Every sign-in, failed sign-in, edit, upload, deletion and export, newest first. Times are Port Harcourt time.</p>
      <QueryView query={log} loading="Loading activity…" rows={6} failure="Could not load the activity log.">
        {() =>
          !entries.length ? (
            <EmptyText>No activity recorded yet.</EmptyText>
          ) : (
        <>
          <table className="hidden w-full border-collapse text-sm md:table">
            <caption className="sr-only">Audit log, newest first</caption>
            <thead>
              <tr className="border-b border-surface-line text-left text-xs uppercase tracking-wide text-ink-muted">
                <th scope="col" className="py-2 pr-3 font-semibold">When</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Who</th>
                <th scope="col" className="py-2 pr-3 font-semibold">Action</th>
                <th scope="col" className="py-2 pr-3 font-semibold">What</th>
                <th scope="col" className="py-2 pr-3 font-semibold">IP address</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => {
                const action = actionOf(e.action);
                return (
                  <tr key={e.id} className="border-b border-surface-line align-top last:border-0">
                    <td className="whitespace-nowrap py-2 pr-3 tabular-nums text-ink-muted">
                      <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                    </td>
                    <td className="py-2 pr-3 font-semibold text-ink">{e.username ?? '—'}</td>
                    <td className="py-2 pr-3">
                      <Badge tone={action.tone}>{action.label}</Badge>
                    </td>
                    <td className="py-2 pr-3 text-ink [overflow-wrap:anywhere]">
                      <What entry={e} />
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3 font-mono text-xs text-ink-muted">{e.ip ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <ol className="m-0 grid list-none gap-2 p-0 md:hidden">
            {entries.map((e) => {
              const action = actionOf(e.action);
              return (
                <li key={e.id} className="rounded-lg border border-surface-line p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={action.tone}>{action.label}</Badge>
                    <span className="font-semibold text-ink">{e.username ?? '—'}</span>
                    <time dateTime={e.createdAt} className="ml-auto text-xs tabular-nums text-ink-muted">
                      {formatDateTime(e.createdAt)}
                    </time>
                  </div>
                  {e.sentence || e.target || e.detail ? (
                    <p className="m-0 mt-1 text-sm text-ink [overflow-wrap:anywhere]">
                      <What entry={e} />
                    </p>
                  ) : null}
                  {e.ip ? <p className="m-0 mt-0.5 font-mono text-xs text-ink-muted">from {e.ip}</p> : null}
                </li>
              );
            })}
          </ol>
          <div className="mt-3 flex items-center gap-3">
            {log.hasNextPage ? (
              <button type="button" className={BUTTON.secondary} onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            ) : null}
            <p className="m-0 text-xs text-ink-muted" aria-live="polite">
              {entries.length} entr{entries.length === 1 ? 'y' : 'ies'} shown{log.hasNextPage ? '' : ', the whole log'}.
            </p>
          </div>
        </>
          )
        }
      </QueryView>
    </Panel>
  );
}
