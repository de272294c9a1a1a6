// Your recent sign-ins (docs/product.md § Team & security tab): when, from which browser and network, and whether that browser and
// network were new for your account (you were e-mailed) or known. The e-mail's link opens Team & security with
// the session named (?endSession=); it is ended only after you confirm.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useToast } from '../../components/toast.tsx';
import { apiRequest } from '../../lib/api.ts';
import type { SignInSummary } from '../../shared/admins.ts';
import { failureText, formatDateTime } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized, signedOut } from '../session.ts';
import { Badge, BUTTON, ConfirmDialog, EmptyText, Panel, QueryView } from '../ui.tsx';

const SEEN = {
  new: { tone: 'warning', text: 'New', label: 'New browser and network: you were e-mailed' },
  known: { tone: 'neutral', text: 'Known', label: 'Known browser and network' },
  first: { tone: 'info', text: 'First sign-in', label: 'First sign-in of this account: nothing to compare with, no e-mail' },
} as const;

const END_PARAM = 'endSession';

export function SignInsPanel() {
  const signIns = useQuery<SignInSummary[]>({ queryKey: keys.signIns });
  const [params, setParams] = useSearchParams();
  const asked = params.get(END_PARAM);
  const forgetAsked = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(END_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Panel id="sign-ins" title="Recent sign-ins" count={signIns.data?.length}>
      <QueryView query={signIns} loading="Loading your sign-ins…" rows={2} failure="Could not load your sign-ins.">
        {(data) => {
          const askedRow = asked ? data.find((row) => row.sessionId === asked) : undefined;
          return (
            <div className="grid gap-2">
              <p className="m-0 text-sm text-ink-muted">
                A sign-in from a browser and network your account has not used before is marked New, and you are e-mailed about it. The first sign-in of an account has
                nothing to compare with, so it sends no e-mail. The network is the address's first three parts (IPv4) or first three groups (IPv6).
              </p>
              {asked && !askedRow?.live ? (
                <p role="status" className="m-0 rounded-lg border border-surface-line bg-surface-warm p-3 text-sm text-body">
                  The session from the e-mail's link has already ended, or is not one of yours.{' '}
                  <button type="button" className={BUTTON.ghost} onClick={forgetAsked}>
                    OK
                  </button>
                </p>
              ) : null}
              {data.length === 0 ? (
                <EmptyText>No sign-ins recorded yet.</EmptyText>
              ) : (
                <ul className="m-0 grid list-none gap-2 p-0">
                  {data.map((row) => (
                    <SignInRow key={row.id} row={row} asked={askedRow === row && row.live} onAskedDone={forgetAsked} />
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryView>
    </Panel>
  );
}

function SignInRow({ row, asked, onAskedDone }: { row: SignInSummary; asked: boolean; onAskedDone: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(asked);
  const seen = SEEN[row.seen];
  const end = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/sessions/${row.sessionId}`),
    onSuccess: () => {
      setConfirming(false);
      if (asked) onAskedDone();
      if (row.current) {
        toast({ title: 'Signed out', description: 'This session has ended.' });
        return signedOut();
      }
      toast({ title: 'Session ended', description: `${row.browser} on ${row.network} is no longer signed in.` });
      queryClient.invalidateQueries({ queryKey: keys.signIns });
      queryClient.invalidateQueries({ queryKey: keys.sessions });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not ended', description: failureText(error, 'Please try again.'), variant: 'destructive' });
      queryClient.invalidateQueries({ queryKey: keys.signIns });
    },
  });
  return (
    <li className={`flex flex-wrap items-center gap-3 rounded-lg border bg-white p-3 ${row.seen === 'new' ? 'border-amber-300' : 'border-surface-line'}`}>
      <div className="min-w-0 flex-1 basis-48">
        <p className="m-0 flex flex-wrap items-center gap-2 font-semibold text-ink">
          {row.browser}
          <Badge tone={seen.tone} label={seen.label}>
            {seen.text}
          </Badge>
          {row.current ? <Badge tone="success">This device</Badge> : null}
        </p>
        <p className="m-0 mt-0.5 text-sm text-ink-muted">
          Network {row.network} · {formatDateTime(row.createdAt)}
          {row.live ? '' : ' · ended'}
        </p>
      </div>
      {row.live && !row.current ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={BUTTON.secondary}>
              <span aria-hidden="true" className="i-lucide-log-out h-4 w-4" />
              End that session<span className="sr-only">: {row.browser}, network {row.network}, {formatDateTime(row.createdAt)}</span>
            </button>
          }
          title="End that session?"
          description={`${row.browser}, network ${row.network}, signed in ${formatDateTime(row.createdAt)}, will be signed out at once. If it was not you, change your password next.`}
          confirmLabel="End that session"
          pendingLabel="Ending..."
          pending={end.isPending}
          onConfirm={() => end.mutate()}
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open && asked) onAskedDone();
          }}
        />
      ) : null}
    </li>
  );
}
