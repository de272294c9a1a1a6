// The mobile menu (web/components/MenuDrawer.tsx): the button opens the drawer as a modal dialog, which moves focus
// in, holds it there and closes on Escape (the browser's own <dialog>); the close button, a tap on the overlay or a
// window widened past lg close it, and focus goes back to the button.
import { prefersReducedMotion } from '../components/motion.ts';

const DESKTOP = '(min-width: 1024px)';
const CLOSE_MS = 180;

export function enhanceMenu() {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-open]');
  const drawer = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !(drawer instanceof HTMLDialogElement)) return;

  const open = () => {
    drawer.dataset.state = 'open';
    drawer.showModal();
    button.setAttribute('aria-expanded', 'true');
  };
  // Slides out before it leaves (the close animation in base.css), unless it has to go at once.
  const close = () => {
    if (!drawer.open || drawer.dataset.state === 'closed') return;
    drawer.dataset.state = 'closed';
    setTimeout(() => drawer.close(), prefersReducedMotion() ? 0 : CLOSE_MS);
  };
  drawer.addEventListener('close', () => {
    button.setAttribute('aria-expanded', 'false');
    delete drawer.dataset.state;
    button.focus();
  });
  drawer.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  // Tab from the last link comes back to the close button (and Shift+Tab the other way), as in any modal dialog,
  // instead of leaving the page for the browser's own controls.
  drawer.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const stops = [...drawer.querySelectorAll<HTMLElement>('a[href], button')];
    const edge = event.shiftKey ? stops[0] : stops.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
  });
  button.addEventListener('click', open);
  drawer.querySelector('[data-menu-close]')?.addEventListener('click', close);
  // A click on the ::backdrop lands on the dialog itself, outside its box.
  drawer.addEventListener('click', (event) => {
    const box = drawer.getBoundingClientRect();
    if (event.target === drawer && (event.clientX > box.right || event.clientY > box.bottom || event.clientX < box.left)) close();
  });
  const desktop = matchMedia(DESKTOP);
  desktop.addEventListener('change', () => desktop.matches && drawer.open && drawer.close());
}
