import { createRoot } from 'react-dom/client';
import { toast, Toaster, type ToastInput } from '../components/toast.tsx';

let mounted = false;

/** The toasts' region, in a root of its own at the end of the page: mounted once, by whichever part needs it first. */
export function mountToaster() {
  if (mounted) return;
  mounted = true;
  const element = document.createElement('div');
  document.body.append(element);
  createRoot(element).render(<Toaster />);
}

/** A toast from a page without React (web/enhance/kept-forms.ts): this module brings React when it is wanted. */
export function showToast(input: ToastInput) {
  mountToaster();
  toast(input);
}
