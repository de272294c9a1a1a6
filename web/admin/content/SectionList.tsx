// The Sections column of the chosen page: reorder, hide or show, edit, history.
import { useQuery } from '@tanstack/react-query';
import { preview } from '../format.ts';
import { keys } from '../keys.ts';
import type { AdminPage, AdminSection } from '../types.ts';
import { Badge, EmptyText, QueryView } from '../ui.tsx';
import { useContentChange } from './actions.ts';
import { SectionEditor } from './Editors.tsx';
import { movedSentence, SortableList } from './SortableList.tsx';
import { useInlineEditor } from './selection.ts';
import { moveActions, visibilityAction, ItemMenu, plural, ItemRow } from './ItemRow.tsx';
import { sectionName } from './names.ts';

export function SectionList({ page, selectedId, onSelect }: { page: AdminPage; selectedId: number | null; onSelect: (id: number) => void }) {
  // docs/product.md § Admin flows: sections load only once a page is chosen (this list mounts only then).
  const sections = useQuery<AdminSection[]>({ queryKey: keys.sections(page.id) });
  const editor = useInlineEditor(page.id, 'section');
  const change = useContentChange();
  const nameOf = sectionName;
  return (
    <QueryView query={sections} loading="Loading sections…" failure="Could not load the sections." empty={<EmptyText>This page has no sections.</EmptyText>}>
      {(data) => (
        <>
          <p className="m-0 mb-2 text-xs text-ink-muted">{plural(data.length, 'section')}, in page order.</p>
          <SortableList
            items={data}
            labelOf={nameOf}
            disabled={editor.editing !== null}
            onReorder={(ids, moved, to) =>
              change.reorder('page', page.id, ids, data.map((s) => s.id), movedSentence(nameOf(moved), to, ids.length))
            }
          >
            {(section, sortable) =>
              editor.editing === section.id ? (
                <SectionEditor section={{ ...section, pageId: section.pageId ?? page.id }} slug={page.slug} onClose={editor.close} />
              ) : (
                <ItemRow
                  sortable={sortable}
                  moveLabel={nameOf(section)}
                  selected={section.id === selectedId}
                  onSelect={() => onSelect(section.id)}
                  onEdit={() => editor.open(section.id)}
                  focusEdit={editor.returnsFocus(section.id)}
                  editLabel={`Edit section ${section.title || section.sectionKey}`}
                  title={nameOf(section)}
                  hidden={section.isActive === false}
                  badges={section.isActive === false ? <Badge tone="warning">Hidden</Badge> : null}
                  detail={
                    <>
                      <span className="font-mono">{section.sectionKey}</span>
                      {section.blockCount !== undefined ? ` · ${plural(section.blockCount, 'block')}` : null}
                      {section.subtitle ? <span className="block">{preview(section.subtitle)}</span> : null}
                    </>
                  }
                  menu={
                    <ItemMenu
                      entity="section"
                      id={section.id}
                      title={nameOf(section)}
                      current={{ ...section }}
                      actions={[
                        ...moveActions(sortable),
                        visibilityAction(section.isActive !== false, () => change.setActive('section', section.id, nameOf(section), section.isActive === false)),
                      ]}
                    />
                  }
                />
              )
            }
          </SortableList>
        </>
      )}
    </QueryView>
  );
}
