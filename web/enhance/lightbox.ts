// The item pages' lightbox (web/pages/parts/Gallery.tsx): a picture's link opens a modal dialog over the page with
// the large picture and its caption, paged with the arrow keys, the on-screen buttons or a swipe, closed with Esc or
// Close; focus goes back to the picture it was opened from.
import { lucideArrowLeft, lucideArrowRight } from '../shared/icon-svg.ts';
import { trustedHTML } from '../shared/trusted-types.ts';

const SWIPE_PX = 50;

const BUTTON_OUTLINE = 'btn-outline min-w-0 text-white';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, attributes: Record<string, string> = {}) {
  const node = Object.assign(document.createElement(tag), props);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function iconButton(label: string, svg: string) {
  const button = element('button', { type: 'button', className: BUTTON_OUTLINE }, { 'aria-label': label });
  // The same drawing as <Glyph> (web/components/Icon.tsx); the markup is a constant from the icon sets.
  button.innerHTML = trustedHTML(`<svg viewBox="0 0 24 24" width="1em" height="1em" focusable="false" aria-hidden="true" class="inline-block shrink-0 align-middle h-5 w-5">${svg}</svg>`);
  return button;
}

function openLightbox(links: HTMLAnchorElement[], start: number) {
  let index = start;
  const count = links.length;
  const dialog = element('dialog', { className: 'fixed inset-0 m-0 h-[100dvh] max-h-none w-screen max-w-none border-0 bg-ink p-0' });
  const frame = element('div', { className: 'flex h-[100dvh] w-screen flex-col items-center justify-center gap-3 p-4 text-white' });
  const stage = element('div', { className: 'flex min-h-0 flex-1 touch-pan-y items-center justify-center' });
  const picture = element('img', { draggable: false, className: 'max-h-full max-w-full select-none rounded-lg object-contain' });
  const caption = element('p', { className: 'm-0 text-center text-sm' }, { 'aria-live': 'polite' });
  const position = element('span', { className: 'text-slate-300' });
  const captionText = document.createTextNode('');
  caption.append(captionText, ' ', position);
  const buttons = element('div', { className: 'flex gap-3' });
  const previous = iconButton('Previous picture', lucideArrowLeft);
  const next = iconButton('Next picture', lucideArrowRight);
  const close = element('button', { type: 'button', className: 'btn-primary', textContent: 'Close' });
  buttons.append(...(count > 1 ? [previous, close, next] : [close]));
  stage.append(picture);
  frame.append(stage, caption, buttons);
  dialog.append(frame);

  const show = () => {
    const link = links[index];
    const alt = link.dataset.alt ?? '';
    picture.src = link.href;
    picture.alt = alt;
    captionText.textContent = alt;
    position.textContent = `(${index + 1} / ${count})`;
    dialog.setAttribute('aria-label', `Picture ${index + 1} of ${count}`);
  };
  const go = (step: number) => {
    index = (index + step + count) % count;
    show();
  };
  previous.addEventListener('click', () => go(-1));
  next.addEventListener('click', () => go(1));
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  });
  let swipeFrom: number | null = null;
  stage.addEventListener('pointerdown', (event) => {
    swipeFrom = event.clientX;
  });
  stage.addEventListener('pointerup', (event) => {
    if (swipeFrom === null) return;
    const dx = event.clientX - swipeFrom;
    swipeFrom = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    links[start].focus();
  });
  show();
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}

export function enhanceLightbox() {
  for (const gallery of document.querySelectorAll('[data-lightbox-gallery]')) {
    const links = [...gallery.querySelectorAll<HTMLAnchorElement>('a[href]')];
    for (const [index, link] of links.entries()) {
      link.addEventListener('click', (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openLightbox(links, index);
      });
    }
  }
}
