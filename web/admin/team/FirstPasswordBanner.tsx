// Shown to an admin who still signs in with the first password another admin gave them, until they choose their own.
import { BUTTON } from '../ui.tsx';

/** The password form (Settings): the banner's button opens that tab, and once it is drawn puts the cursor there. */
function focusPasswordForm(): void {
  const form = document.querySelector<HTMLFormElement>('form[aria-label="Change your password"]');
  form?.scrollIntoView({ block: 'center' });
  form?.querySelector('input')?.focus();
}

export function FirstPasswordBanner({ onChoose }: { onChoose: () => void }) {
  return (
    <div role="region" aria-label="Choose your own password" className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <span aria-hidden="true" className="i-lucide-key-round h-6 w-6 shrink-0 text-accent-deep" />
      <div className="min-w-0 flex-1 basis-56">
        <p className="m-0 font-bold text-ink">Choose your own password</p>
        <p className="m-0 mt-0.5 text-sm text-body">You signed in with the first password another admin gave you. Replace it with one only you know: it stops working 7 days after you were added.</p>
      </div>
      <button
        type="button"
        className={BUTTON.primary}
        onClick={() => {
          onChoose();
          requestAnimationFrame(focusPasswordForm);
        }}
      >
        Change password
      </button>
    </div>
  );
}
