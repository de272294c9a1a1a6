// The Pages column: each page with its edit button and history.
import { publicPathFor } from '../format.ts';
import type { AdminPage } from '../types.ts';
import { Badge, EmptyText } from '../ui.tsx';
import { PageEditor } from './Editors.tsx';
import { useInlineEditor } from './selection.ts';
import { ItemMenu, plural, ItemRow } from './ItemRow.tsx';

export function PageList({ pages, selectedId, onSelect }: { pages: AdminPage[]; selectedId: number | null; onSelect: (id: number) => void }) {
  const editor = useInlineEditor(null, 'page');
  if (!pages.length) return <EmptyText>No pages yet.</EmptyText>;
  return (
    <ul className="m-0 grid list-none gap-2 p-0">
      {pages.map((page) => (
        <li key={page.id}>
          {editor.editing === page.id ? (
            <PageEditor page={page} onClose={editor.close} />
          ) : (
            <ItemRow
              selected={page.id === selectedId}
              onSelect={() => onSelect(page.id)}
              onEdit={() => editor.open(page.id)}
              focusEdit={editor.returnsFocus(page.id)}
              editLabel={`Edit page ${page.title}`}
              title={page.title}
              badges={page.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Draft</Badge>}
              detail={
                <>
                  <span className="font-mono">{page.slug === 'site' ? 'header & footer' : publicPathFor(page.slug) ?? page.slug}</span>
                  {page.sectionCount !== undefined ? ` · ${plural(page.sectionCount, 'section')}` : null}
                </>
              }
              menu={<ItemMenu entity="page" id={page.id} title={page.title} current={{ ...page }} actions={[]} />}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
