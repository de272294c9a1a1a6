import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError, answerIssues } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { failureText } from '../format.ts';
import { isUnauthorized } from '../session.ts';
import type { ContentEntity } from '../types.ts';
import { entityUrl, refreshContent, restorePrevious, undoAction } from './actions.ts';

/**
 * PUT an edit; on success refresh the lists, toast the spec's sentence (with Undo) and close the editor. On
 * failure the editor stays open with the admin's text, a destructive toast gives the server's reason and
 * `issues` carries the field messages to show inline. A 409 (someone saved since `updatedAt`) is no toast
 * but `conflict`: the server's sentence naming who and when, for the editor to offer a choice.
 */
export function useSave<Body>({ entity, id, successTitle, onSaved }: { entity: ContentEntity; id: number; successTitle: string; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: (body: Body) => apiRequest<unknown>('PUT', entityUrl(entity, id), body),
    onSuccess: async () => {
      await refreshContent(queryClient);
      toast({
        title: successTitle,
        description: 'The change is live on the website.',
        action: undoAction(queryClient, () => restorePrevious(entity, id)),
      });
      onSaved();
    },
    onError: (error) => {
      if (isUnauthorized(error) || isConflict(error)) return;
      toast({ title: 'Could not save', description: failureText(error, 'The change was not saved. Please try again.'), variant: 'destructive' });
    },
  });
  return {
    ...mutation,
    issues: answerIssues(mutation.error),
    conflict: isConflict(mutation.error) ? failureText(mutation.error, 'Someone else saved this item while you were editing.') : undefined,
  };
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
