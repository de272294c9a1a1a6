// "Sign out everywhere else" (ASVS 5.0 7.4.3): after a sign-in method changes (the authenticator app on or off, a
// passkey added or removed, new recovery codes), the panel where it changed offers to end every other session at
// once; the sessions list offers it too, whenever there is another session.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { useToast } from '../../components/toast.tsx';
import { apiRequest } from '../../lib/api.ts';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { AdminSession } from '../types.ts';
import { BUTTON } from '../ui.tsx';

type FactorPanel = 'passkeys' | 'two-factor';

interface FactorChange {
  /** The panel whose change the offer follows, and what changed, in a sentence. */
  change: { panel: FactorPanel; what: string } | null;
  note: (panel: FactorPanel, what: string) => void;
  clear: () => void;
}

const useFactorChange = create<FactorChange>((set) => ({
  change: null,
  note: (panel, what) => set({ change: { panel, what } }),
  clear: () => set({ change: null }),
}));

/** For the factor panels' successes: the offer then shows in that panel. */
export const noteFactorChange = (panel: FactorPanel, what: string) => useFactorChange.getState().note(panel, what);

const plural = (n: number) => `${n} other ${n === 1 ? 'session' : 'sessions'}`;

/** Ends every other session of the admin; the toast says how many. */
function useSignOutOthers() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => apiRequest<{ ended: number }>('DELETE', '/api/admin/sessions'),
    onSuccess: ({ ended }) => {
      useFactorChange.getState().clear();
      toast({ title: 'Signed out everywhere else', description: ended ? `${plural(ended)} ended. This device stays signed in.` : 'There was no other session.' });
      for (const key of [keys.sessions, keys.signIns]) queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Not signed out', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });
}

export function SignOutOthersButton({ label = 'Sign out everywhere else' }: { label?: string }) {
  const signOut = useSignOutOthers();
  return (
    <button type="button" className={BUTTON.secondary} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
      <span aria-hidden="true" className="i-lucide-log-out h-4 w-4" />
      {signOut.isPending ? 'Signing out...' : label}
    </button>
  );
}

/** The offer after a change in `panel`, while the admin has another session and has not answered it. */
export function FactorChangeOffer({ panel }: { panel: FactorPanel }) {
  const change = useFactorChange((state) => state.change);
  const clear = useFactorChange((state) => state.clear);
  const sessions = useQuery<AdminSession[]>({ queryKey: keys.sessions, enabled: change?.panel === panel });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  if (change?.panel !== panel || others === 0) return null;
  return (
    <div role="region" aria-label="Sign out everywhere else" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
      <p className="m-0">
        {change.what} You are still signed in with {plural(others)} (Your sessions, below). If you made this change because a device or a code
        may be in someone else's hands, sign them all out now.
      </p>
      <div className="flex flex-wrap gap-2">
        <SignOutOthersButton />
        <button type="button" className={BUTTON.ghost} onClick={clear}>
          Keep them
        </button>
      </div>
    </div>
  );
}
