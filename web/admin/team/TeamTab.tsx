// Team & security: who can sign in to the panel, the sign-in rule for all of them, where you are signed in, your
// recent sign-ins (new or known), your passkeys and your two-factor sign-in.
import { AdminsPanel } from './AdminsPanel.tsx';
import { PasskeysPanel, SecondFactorRulePanel } from './PasskeysPanel.tsx';
import { SessionsPanel } from './SessionsPanel.tsx';
import { SignInsPanel } from './SignInsPanel.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

export function TeamTab() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <div className="grid gap-4">
        <AdminsPanel />
        <SecondFactorRulePanel />
      </div>
      <div className="grid gap-4">
        <PasskeysPanel />
        <TwoFactorPanel />
        <SessionsPanel />
        <SignInsPanel />
      </div>
    </div>
  );
}
