// The content changes beside the inline editor (add, duplicate, delete, hide, reorder, restore), each ending in
// a toast whose Undo takes the change back (docs/product.md § Pages & Content tab).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { toast } from '../../components/toast.tsx';
import { failureText } from '../format.ts';
import { isUnauthorized } from '../session.ts';
import type { AdminBlock, ContentEntity, Revision } from '../types.ts';

const CONTENT_PATHS = ['/api/admin/pages', '/api/admin/sections', '/api/admin/content-blocks', '/api/admin/trash', '/api/admin/revisions'];

/** Every cached content list (counts, orders, trash and histories all move together). */
export function refreshContent(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && CONTENT_PATHS.some((p) => (q.queryKey[0] as string).startsWith(p)),
  });
}

export const entityUrl = (entity: ContentEntity, id: number) =>
  `/api/admin/${entity === 'page' ? 'pages' : entity === 'section' ? 'sections' : 'content-blocks'}/${id}`;

const NOUN: Record<ContentEntity, string> = { page: 'Page', section: 'Section', block: 'Item' };

/** Puts an item back as it was before its newest revision: the revision before that one is restored. */
export async function restorePrevious(entity: ContentEntity, id: number): Promise<void> {
  const revisions = await apiRequest<Revision[]>('GET', `/api/admin/revisions?entity=${entity}&id=${id}`);
  const previous = revisions[1];
  if (!previous) throw new Error('There is no earlier version to go back to.');
  await apiRequest('POST', `/api/admin/revisions/${previous.id}/restore`);
}

/** The Undo button of a success toast: runs `step`, refreshes the lists and says so. */
export function undoAction(client: QueryClient, step: () => Promise<unknown>) {
  return {
    label: 'Undo',
    altText: 'Undo the change from the item’s History (More actions, History).',
    onClick: async () => {
      try {
        await step();
        await refreshContent(client);
        toast({ title: 'Change undone', description: 'The website shows the earlier version again.' });
      } catch (error) {
        if (!isUnauthorized(error)) toast({ title: 'Could not undo', description: failureText(error, 'Please try again.'), variant: 'destructive' });
      }
    },
  };
}

/** A change that reports its own success and failure; `undo` (when given) is offered in the success toast. */
interface Change<T> {
  run: () => Promise<T>;
  success: string;
  description?: string;
  undo?: (result: T) => Promise<unknown>;
  failure: string;
}

export function useContentChange() {
  const client = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);

  async function perform<T>(key: string, change: Change<T>): Promise<T | undefined> {
    setPending(key);
    try {
      const result = await change.run();
      await refreshContent(client);
      toast({
        title: change.success,
        description: change.description ?? 'The change is live on the website.',
        action: change.undo ? undoAction(client, () => change.undo!(result)) : undefined,
      });
      return result;
    } catch (error) {
      if (!isUnauthorized(error)) toast({ title: change.failure, description: failureText(error, 'Please try again.'), variant: 'destructive' });
      return undefined;
    } finally {
      setPending(null);
    }
  }

  return {
    pending,
    client,
    perform,
    duplicate: (block: AdminBlock) =>
      perform(`duplicate-${block.id}`, {
        run: () => apiRequest<AdminBlock>('POST', `/api/admin/content-blocks/${block.id}/duplicate`),
        success: `Duplicated “${block.title}”`,
        description: 'The copy sits right after the original.',
        undo: (copy) => apiRequest('DELETE', `/api/admin/content-blocks/${copy.id}`),
        failure: 'Could not duplicate',
      }),
    remove: (block: AdminBlock) =>
      perform(`delete-${block.id}`, {
        run: () => apiRequest('DELETE', `/api/admin/content-blocks/${block.id}`),
        success: `Moved “${block.title}” to the trash`,
        description: 'It is gone from the website. The trash keeps it for 30 days.',
        undo: () => apiRequest('POST', `/api/admin/trash/${block.id}/restore`),
        failure: 'Could not delete',
      }),
    setActive: (entity: ContentEntity, id: number, title: string, isActive: boolean) =>
      perform(`active-${entity}-${id}`, {
        run: () => apiRequest('PUT', entityUrl(entity, id), { isActive }),
        success: isActive ? `${NOUN[entity]} shown: “${title}”` : `${NOUN[entity]} hidden: “${title}”`,
        description: isActive ? 'It is back on the website.' : 'It stays here, marked Hidden, and is gone from the website.',
        undo: () => apiRequest('PUT', entityUrl(entity, id), { isActive: !isActive }),
        failure: isActive ? 'Could not show it' : 'Could not hide it',
      }),
    /** A section's blocks or a page's sections in a new order; Undo puts the old order back. */
    reorder: async (parent: 'section' | 'page', parentId: number, ids: number[], previous: number[], moved: string) => {
      const url = parent === 'section' ? `/api/admin/sections/${parentId}/order` : `/api/admin/pages/${parentId}/order`;
      const body = (order: number[]) => (parent === 'section' ? { blockIds: order } : { sectionIds: order });
      const result = await perform(`order-${parent}-${parentId}`, {
        run: () => apiRequest('PUT', url, body(ids)),
        success: moved,
        description: 'The website shows the new order.',
        undo: () => apiRequest('PUT', url, body(previous)),
        failure: 'Could not change the order',
      });
      return result !== undefined;
    },
    restoreFromTrash: (id: number, title: string) =>
      perform(`restore-${id}`, {
        run: () => apiRequest<AdminBlock>('POST', `/api/admin/trash/${id}/restore`),
        success: `Restored “${title}”`,
        description: 'It is back in its section and on the website.',
        undo: () => apiRequest('DELETE', `/api/admin/content-blocks/${id}`),
        failure: 'Could not restore',
      }),
    restoreRevision: (entity: ContentEntity, id: number, revision: Revision) =>
      perform(`revision-${revision.id}`, {
        run: () => apiRequest('POST', `/api/admin/revisions/${revision.id}/restore`),
        success: 'Version restored',
        description: 'The website shows that version now.',
        undo: () => restorePrevious(entity, id),
        failure: 'Could not restore this version',
      }),
  };
}
