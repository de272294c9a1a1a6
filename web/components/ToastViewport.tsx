import * as RadixToast from '@radix-ui/react-toast';
import { Glyph } from './Icon.tsx';
import { lucideCircleAlert, lucideCircleCheck, lucideUndo2, lucideX } from '../shared/icon-svg.ts';
import { dismissToast, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, useToastStore } from './toast.tsx';

const BASE =
  'toast-item pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-[0_10px_30px_rgba(15,30,51,0.25)]';
const VARIANTS = {
  default: `${BASE} border-surface-line border-l-4 border-l-accent bg-white text-ink`,
  destructive: `${BASE} border-danger bg-danger text-white`,
};

/** The Radix toast region and its toasts (loaded lazily by Toaster in toast.tsx). */
export default function ToastViewport() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => {
        const destructive = t.variant === 'destructive';
        return (
          <RadixToast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            type="foreground"
            className={destructive ? VARIANTS.destructive : VARIANTS.default}
            data-variant={destructive ? 'destructive' : 'default'}
          >
            <Glyph
              svg={destructive ? lucideCircleAlert : lucideCircleCheck}
              className={destructive ? 'mt-0.5 h-5 w-5 text-white' : 'mt-0.5 h-5 w-5 text-accent-dark'}
            />
            <div className="grid gap-1">
              <RadixToast.Title className="text-base font-semibold leading-snug">{t.title}</RadixToast.Title>
              {t.description ? (
                <RadixToast.Description className={destructive ? 'text-sm leading-normal text-white' : 'text-sm leading-normal text-body'}>
                  {t.description}
                </RadixToast.Description>
              ) : null}
              {t.action ? (
                <RadixToast.Action
                  altText={t.action.altText}
                  onClick={t.action.onClick}
                  className="mt-1 inline-flex min-h-10 w-fit cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-surface-warm focus-ring"
                >
                  <Glyph svg={lucideUndo2} className="h-4 w-4" />
                  {t.action.label}
                </RadixToast.Action>
              ) : null}
            </div>
            <RadixToast.Close
              aria-label="Close notification"
              className={`absolute right-1 top-1 inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent focus-ring ${
                destructive ? 'text-white hover:bg-white/15' : 'text-ink-muted hover:bg-surface-warm hover:text-ink'
              }`}
            >
              <Glyph svg={lucideX} className="h-5 w-5" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        hotkey={TOAST_HOTKEY}
        className="pointer-events-none fixed bottom-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </RadixToast.Provider>
  );
}
