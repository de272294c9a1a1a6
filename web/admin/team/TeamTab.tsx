// Team & security: who can sign in to the panel, where you are signed in, and your two-factor sign-in.
import { AdminsPanel } from './AdminsPanel.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

export function TeamTab() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <AdminsPanel />
      <div className="grid gap-4">
        <TwoFactorPanel />
        <SessionsPanel />
      </div>
    </div>
  );
}
