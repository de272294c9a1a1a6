// An item's history: every revision (who, when, what was done), the words each differs by from the current
// version (for a section or page also the order of what it holds), and "Restore this version" in one click.
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { failureText, formatDateTime } from '../format.ts';
import { keys } from '../keys.ts';
import type { AdminBlock, AdminSection, ContentEntity, Revision } from '../types.ts';
import { Badge, BUTTON, DialogPanel, EmptyText, LoadError, LoadingRows } from '../ui.tsx';
import { useContentChange } from './actions.ts';
import { actionLabel, compareVersions, withOrder, type FieldDiff, type OrderedChild } from './history-model.ts';
import { blockName, sectionName } from './names.ts';
import { isContentItem } from '../../shared/block-types.ts';

export function HistoryDialog({
  entity,
  id,
  title,
  current,
  open,
  onOpenChange,
}: {
  entity: ContentEntity;
  id: number;
  title: string;
  current: Record<string, unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        width="max-w-4xl"
        title={<>History of “{title}”</>}
        description="Every saved version, newest first. Choose one to see how it differs from now."
        closeLabel="Close the history"
      >
        {open ? <Revisions entity={entity} id={id} current={current} onRestored={() => onOpenChange(false)} /> : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

/** What a section or page holds, in order and by name, for comparing orders; undefined for a block or while loading. */
function useChildren(entity: ContentEntity, id: number): { children: OrderedChild[] | undefined; pending: boolean } {
  const blocks = useQuery<AdminBlock[]>({ queryKey: keys.blocks(id), enabled: entity === 'section' });
  const sections = useQuery<AdminSection[]>({ queryKey: keys.sections(id), enabled: entity === 'page' });
  if (entity === 'section') return { children: blocks.data?.map((b) => ({ id: b.id, name: blockName(b), word: !isContentItem(b.blockType) })), pending: blocks.isPending };
  if (entity === 'page') return { children: sections.data?.map((s) => ({ id: s.id, name: sectionName(s) })), pending: sections.isPending };
  return { children: undefined, pending: false };
}

const entryTitle = (r: Revision) => r.sentence ?? actionLabel(r.action);

function Revisions({ entity, id, current, onRestored }: { entity: ContentEntity; id: number; current: Record<string, unknown>; onRestored: () => void }) {
  const revisions = useQuery<Revision[]>({ queryKey: keys.revisions(entity, id) });
  const { children, pending } = useChildren(entity, id);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const change = useContentChange();
  if (revisions.isPending || pending) return <div className="p-4"><LoadingRows label="Loading the history…" /></div>;
  if (revisions.isError) return <div className="p-4"><LoadError message={failureText(revisions.error, 'Could not load the history.')} onRetry={() => revisions.refetch()} /></div>;
  if (!revisions.data.length) return <div className="p-4"><EmptyText>No versions recorded yet.</EmptyText></div>;
  // The newest revision is the current version; the one to compare starts at the version before it.
  const chosen = revisions.data.find((r) => r.id === chosenId) ?? revisions.data[1] ?? revisions.data[0];
  const compared = chosen.state ? withOrder(entity, current, chosen.state, children) : null;
  const diffs = compared ? compareVersions(entity, compared.current, compared.version) : [];
  const identical = chosen.state !== null && diffs.every((d) => !d.changed);
  return (
    <div className="grid min-h-0 flex-1 overflow-y-auto md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] md:overflow-hidden">
      <ol aria-label="Versions" className="m-0 grid list-none content-start gap-1 border-b border-surface-line p-2 md:overflow-y-auto md:border-b-0 md:border-r">
        {revisions.data.map((r, i) => (
          <li key={r.id}>
            <button
              type="button"
              aria-pressed={r.id === chosen.id}
              onClick={() => setChosenId(r.id)}
              className="grid w-full cursor-pointer gap-0.5 rounded-lg border border-transparent bg-transparent px-3 py-2 text-left text-sm hover:bg-surface-warm focus-visible:outline-accent-dark aria-[pressed=true]:border-accent-dark aria-[pressed=true]:bg-amber-50"
            >
              <span className="flex flex-wrap items-center gap-1.5 font-semibold text-ink">
                {entryTitle(r)}
                {i === 0 ? <Badge tone="success">Current</Badge> : null}
              </span>
              <span className="text-xs text-ink-muted">
                {formatDateTime(r.createdAt)} · {r.username ?? 'the system'}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <section aria-labelledby="history-diff-title" className="grid min-h-0 content-start gap-3 p-4 md:overflow-y-auto">
        <h3 id="history-diff-title" className="m-0 text-base font-bold text-ink">
          {entryTitle(chosen)}, {formatDateTime(chosen.createdAt)}
          <span className="font-normal text-ink-muted"> by {chosen.username ?? 'the system'}</span>
        </h3>
        {chosen.state === null ? (
          <p className="m-0 text-sm text-ink-muted">The item was deleted here; there is nothing to compare. Restore it from the trash.</p>
        ) : identical ? (
          <p className="m-0 rounded-lg bg-green-50 px-3 py-2 text-sm text-status-done">
            This version has the same words{children ? ' and order' : ''} as the current one.
          </p>
        ) : (
          <>
            <p className="m-0 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
              <span>
                <del className="rounded bg-red-50 px-1 text-danger">struck through</del>: only in the current version
              </span>
              <span>
                <ins className="rounded bg-green-50 px-1 text-status-done no-underline">highlighted</ins>: comes back with this version
              </span>
            </p>
            <dl className="m-0 grid gap-3">
              {diffs.filter((d) => d.changed).map((d) => (
                <DiffField key={d.label} diff={d} />
              ))}
            </dl>
            {diffs.some((d) => !d.changed) ? (
              <p className="m-0 text-xs text-ink-muted">Unchanged: {diffs.filter((d) => !d.changed).map((d) => d.label).join(', ')}.</p>
            ) : null}
          </>
        )}
        <div>
          <button
            type="button"
            className={BUTTON.primary}
            disabled={chosen.state === null || identical || change.pending !== null}
            onClick={async () => {
              if (await change.restoreRevision(entity, id, chosen)) onRestored();
            }}
          >
            <span aria-hidden="true" className="i-lucide-rotate-ccw h-4 w-4" />
            {change.pending ? 'Restoring...' : 'Restore this version'}
          </button>
        </div>
      </section>
    </div>
  );
}

const MARKS = {
  removed: { Tag: 'del', className: 'rounded bg-red-50 px-0.5 text-danger' },
  added: { Tag: 'ins', className: 'rounded bg-green-50 px-0.5 text-status-done no-underline' },
} as const;

function DiffField({ diff }: { diff: FieldDiff }) {
  return (
    <div className="rounded-lg border border-surface-line bg-white p-3">
      <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">{diff.label}</dt>
      <dd className="m-0 mt-1 whitespace-pre-wrap text-sm leading-relaxed text-body [overflow-wrap:anywhere]">
        {diff.parts.map((part, i) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
          if (part.kind === 'same') return <span key={i}>{part.text}</span>;
          const { Tag, className } = MARKS[part.kind];
          // A line's break stays outside its mark, so a struck or highlighted line does not run into the next.
          const text = part.text.endsWith('\n') ? part.text.slice(0, -1) : part.text;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
            <Fragment key={i}>
              <Tag className={className}>
                <span className="sr-only">[{part.kind}: </span>
                {text}
                <span className="sr-only">]</span>
              </Tag>
              {text === part.text ? null : '\n'}
            </Fragment>
          );
        })}
      </dd>
    </div>
  );
}
