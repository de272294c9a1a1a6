// A row's further actions (move, duplicate, hide, history, delete) behind one "More actions" button.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { BUTTON } from '../ui.tsx';

export interface RowAction {
  label: string;
  icon: string;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
}

export function RowMenu({ label, actions, id }: { label: string; actions: RowAction[]; id: string }) {
  return (
    // Not modal: a modal menu hides the rest of the page (aria-hidden) around focusable controls.
    <Menu.Root modal={false}>
      <Menu.Trigger className={`${BUTTON.icon} self-center`} aria-label={label} data-row-menu={id}>
        <span aria-hidden="true" className="i-lucide-ellipsis-vertical h-4 w-4" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="card z-40 min-w-48 p-1 shadow-lg">
          {actions.map((a) => (
            <Menu.Item
              key={a.label}
              disabled={a.disabled}
              onSelect={a.onSelect}
              className={`flex min-h-10 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm font-semibold outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-surface-warm data-[disabled]:opacity-45 ${
                a.danger ? 'text-danger' : 'text-ink'
              }`}
            >
              <span aria-hidden="true" className={`${a.icon} h-4 w-4`} />
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
