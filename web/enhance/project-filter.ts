// The /projects category filter (web/pages/Projects.tsx): a pressed button shows its category's projects only, or
// the words it has for an empty category, and the status line says how many are shown. The list gets the classes
// of the count it shows (web/pages/parts/fill-grid.ts), as the server gives it those of all of them.
import { ACROSS_CLASSES, fillGrid, PROJECT_LIST } from '../pages/parts/fill-grid.ts';

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
    const shown = items.filter((item) => !item.hidden).length;
    if (list) {
      list.classList.remove(...ACROSS_CLASSES);
      list.classList.add(...fillGrid(shown, PROJECT_LIST).split(' '));
      list.hidden = shown === 0;
    }
    for (const empty of empties) empty.hidden = shown > 0 || empty.dataset.emptyFor !== category;
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.category === category));
    if (status) status.textContent = (status.dataset.template ?? '').replace('{count}', String(shown)).replace('{total}', String(items.length));
  };
  for (const button of buttons) button.addEventListener('click', () => choose(button.dataset.category ?? 'all'));
}
