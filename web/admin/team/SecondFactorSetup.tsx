// What an admin sees after their password while the owner's rule asks every admin to use a passkey or an
// authenticator app and they have neither: only the two ways to set one up, and signing out. The server refuses
// everything else until one is set up (src/security/step-up.ts), so this screen is the whole panel for now.
import { BUTTON } from '../ui.tsx';
import { PasskeysPanel } from './PasskeysPanel.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

export function SecondFactorSetup({ done, onContinue }: { done: boolean; onContinue: () => void }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 pt-6">
      <section aria-labelledby="second-factor-setup" className="card p-5">
        <h2 id="second-factor-setup" className="m-0 text-xl font-bold text-ink">
          One more step to protect the panel
        </h2>
        <p className="m-0 mt-2 text-sm leading-relaxed text-body">
          This website asks every admin to use a passkey or an authenticator app as well as a password, so that nobody who
          learns your password can get in. Set up one of them below; the rest of the panel opens as soon as you have.
        </p>
        {done ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <p role="status" className="m-0 flex-1 text-sm font-semibold text-ink">
              Done: your account is protected. Save your recovery codes if they are shown below, then continue.
            </p>
            <button type="button" className={BUTTON.primary} onClick={onContinue}>
              Continue to the panel
            </button>
          </div>
        ) : null}
      </section>
      <PasskeysPanel />
      <TwoFactorPanel />
    </div>
  );
}
