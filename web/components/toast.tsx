import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { whenVisitorActs } from './idle.ts';
import { useLoadedPart } from './load-part.ts';

// docs/product.md § Toasts: one toast at a time, 5000 ms, swipe right 50 px, F8 focuses the viewport, and a dismissed
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
  /** One button in the toast, e.g. Undo; `altText` tells screen-reader users how to reach it another way. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));
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

// Radix Toast is fetched at the visitor's first action (or at the first toast), so it stays out of the first-load JS.
const loadViewport = () => import('./ToastViewport.tsx');

/** Renders the toasts; mount it once per app (the public Layout, the admin panel). */
export function Toaster() {
  const pending = useToastStore((s) => s.toasts.length > 0);
  // Only in the browser, after hydration: toasts need scripts, and the server HTML stays free of them.
  const [ready, setReady] = useState(false);
  useEffect(() => whenVisitorActs(() => setReady(true)), []);
  const ToastViewport = useLoadedPart(loadViewport, ready || pending);
  return ToastViewport ? <ToastViewport /> : null;
}
