import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { failureText, issuesFromError } from '../format.ts';
import { isUnauthorized } from '../session.ts';

/**
 * PUT an edit; on success refresh the list, toast the spec's sentence and close the editor. On failure the
 * editor stays open with the admin's text, a destructive toast gives the server's reason and `issues`
 * carries the field messages to show inline.
 */
export function useSave<Body>({ url, listKey, successTitle, onSaved }: { url: string; listKey: QueryKey; successTitle: string; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: (body: Body) => apiRequest<unknown>('PUT', url, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      toast({ title: successTitle, description: 'The change is live on the website.' });
      onSaved();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Could not save', description: failureText(error, 'The change was not saved. Please try again.'), variant: 'destructive' });
    },
  });
  return { ...mutation, issues: issuesFromError(mutation.error) };
}
