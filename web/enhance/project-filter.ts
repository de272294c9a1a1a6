// The /projects category filter (web/pages/Projects.tsx): a pressed button shows its category's projects only, or
// the words it has for an empty category, and the status line says how many are shown. The cards shown get the
// spans that fill their rows (web/pages/parts/fill-grid.ts), as the server gives all of them.
import { fillSpan, SPAN_CLASSES } from '../pages/parts/fill-grid.ts';

export function enhanceProjectFilter() {
  const section = document.querySelector<HTMLElement>('[data-project-filter]');
  if (!section) return;
  const buttons = [...section.querySelectorAll<HTMLButtonElement>('button[data-category]')];
  const items = [...section.querySelectorAll<HTMLElement>('li[data-category]')];
  const list = items[0]?.parentElement;
  const empties = [...section.querySelectorAll<HTMLElement>('[data-empty-for]')];
  const status = section.querySelector<HTMLElement>('[data-template]');
  const choose = (category: string) => {
    for (const item of items) item.hidden = category !== 'all' && item.dataset.category !== category;
    const visible = items.filter((item) => !item.hidden);
    const shown = visible.length;
    const perRow = { md: Number(list?.dataset.fillMd ?? 2), lg: Number(list?.dataset.fillLg ?? 3) };
    visible.forEach((item, index) => {
      item.classList.remove(...SPAN_CLASSES);
      item.classList.add(...fillSpan(index, shown, perRow).split(' '));
    });
    if (list) list.hidden = shown === 0;
    for (const empty of empties) empty.hidden = shown > 0 || empty.dataset.emptyFor !== category;
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.category === category));
    if (status) status.textContent = (status.dataset.template ?? '').replace('{count}', String(shown)).replace('{total}', String(items.length));
  };
  for (const button of buttons) button.addEventListener('click', () => choose(button.dataset.category ?? 'all'));
}
