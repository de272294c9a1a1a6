// Your own sessions: where you are signed in, from which address and browser, and when it was last used; any of
// them can be signed out from here (a lost phone, a shared computer).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast.tsx';
import { apiRequest } from '../../lib/api.ts';
import { failureText, formatDateTime } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized, signedOut } from '../session.ts';
import { ageOf } from '../settings/BackupsPanel.tsx';
import type { AdminSession } from '../types.ts';
import { Badge, BUTTON, Panel, QueryView } from '../ui.tsx';
import { browserName, isMobile } from '../../shared/browser-name.ts';
import { SignOutOthersButton } from './other-sessions.tsx';

export function SessionsPanel() {
  const sessions = useQuery<AdminSession[]>({ queryKey: keys.sessions });
  return (
    <Panel id="sessions" title="Your sessions" count={sessions.data?.length}>
      <QueryView query={sessions} loading="Loading your sessions…" rows={2} failure="Could not load your sessions.">
        {(data) => (
        <div className="grid gap-2">
          <p className="m-0 text-sm text-ink-muted">Every device where you are signed in. Sign out any you do not recognise, then change your password.</p>
          <ul className="m-0 grid list-none gap-2 p-0">
            {data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {data.some((session) => !session.current) ? (
            <div>
              <SignOutOthersButton />
            </div>
          ) : null}
        </div>
        )}
      </QueryView>
    </Panel>
  );
}

function SessionRow({ session }: { session: AdminSession }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const name = browserName(session.userAgent);
  const end = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/sessions/${session.id}`),
    onSuccess: () => {
      if (session.current) {
        toast({ title: 'Signed out', description: 'This session has ended.' });
        return signedOut();
      }
      toast({ title: 'Session signed out', description: `${name} is no longer signed in.` });
      queryClient.invalidateQueries({ queryKey: keys.sessions });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not signed out', description: failureText(error, 'Please try again.'), variant: 'destructive' });
      queryClient.invalidateQueries({ queryKey: keys.sessions });
    },
  });
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-surface-line bg-white p-3">
      <span aria-hidden="true" className={`${isMobile(session.userAgent) ? 'i-lucide-smartphone' : 'i-lucide-monitor'} h-6 w-6 shrink-0 text-ink-soft`} />
      <div className="min-w-0 flex-1 basis-48">
        <p className="m-0 flex flex-wrap items-center gap-2 font-semibold text-ink">
          {name}
          {session.current ? <Badge tone="success">This device</Badge> : null}
        </p>
        <p className="m-0 mt-0.5 text-sm text-ink-muted">
          {session.ip ?? 'Unknown address'} · last seen {ageOf(session.lastSeenAt)}
        </p>
        <p className="m-0 mt-0.5 text-xs text-ink-muted">Signed in {formatDateTime(session.createdAt)}</p>
      </div>
      <button
        type="button"
        className={BUTTON.secondary}
        disabled={end.isPending}
        aria-label={`Sign out this session: ${name}${session.current ? ', this device' : ''}, ${session.ip ?? 'unknown address'}`}
        onClick={() => end.mutate()}
      >
        <span aria-hidden="true" className="i-lucide-log-out h-4 w-4" />
        {end.isPending ? 'Signing out...' : 'Sign out this session'}
      </button>
    </li>
  );
}
