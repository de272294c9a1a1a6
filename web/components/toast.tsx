import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { Icon } from './Icon.tsx';

// SPEC.md §4/§9: one toast at a time, 5000 ms, swipe right 50 px, F8 focuses the viewport, and a dismissed
// toast is kept (closed) for 1,000,000 ms before it leaves the store.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

const useToastStore = create<ToastState>(() => ({ toasts: [] }));
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function remove(id: number) {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Closes a toast (it animates out), then drops it from the store after the removal delay. */
export function dismissToast(id: number) {
  useToastStore.setState((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
  if (!removalTimers.has(id)) removalTimers.set(id, setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS));
}

/** Shows a toast; it replaces the one on screen (only one is visible at a time). Usable outside React too. */
export function toast(input: ToastInput): void {
  const item: ToastItem = { ...input, variant: input.variant ?? 'default', id: nextId++, open: true };
  useToastStore.setState((s) => {
    const kept = [item, ...s.toasts].slice(0, TOAST_LIMIT);
    for (const dropped of s.toasts.filter((t) => !kept.includes(t))) {
      clearTimeout(removalTimers.get(dropped.id));
      removalTimers.delete(dropped.id);
    }
    return { toasts: kept };
  });
}

const api = { toast, dismiss: dismissToast };

export function useToast(): { toast(t: ToastInput): void; dismiss(id: number): void } {
  return api;
}

const BASE =
  'toast-item pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-[0_10px_30px_rgba(15,30,51,0.25)]';
const VARIANTS = {
  default: `${BASE} border-surface-line border-l-4 border-l-accent bg-white text-ink`,
  destructive: `${BASE} border-danger bg-danger text-white`,
};

/** Renders the toasts; mount it once per app (the public Layout, the admin panel). */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  // Rendered only in the browser: toasts need scripts, and the server HTML stays free of inline styles.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
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
            <Icon
              name={destructive ? 'alert-circle' : 'circle-check'}
              className={destructive ? 'mt-0.5 h-5 w-5 text-white' : 'mt-0.5 h-5 w-5 text-accent-dark'}
            />
            <div className="grid gap-1">
              <RadixToast.Title className="text-base font-semibold leading-snug">{t.title}</RadixToast.Title>
              {t.description ? (
                <RadixToast.Description className={destructive ? 'text-sm leading-normal text-white' : 'text-sm leading-normal text-body'}>
                  {t.description}
                </RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close
              aria-label="Close notification"
              className={`absolute right-1 top-1 inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent focus-ring ${
                destructive ? 'text-white hover:bg-white/15' : 'text-ink-muted hover:bg-surface-warm hover:text-ink'
              }`}
            >
              <Icon name="x" className="h-5 w-5" />
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
