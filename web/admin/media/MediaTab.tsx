// Media library: upload, preview, alt text, copy address, delete. Images live inside the site's database file.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { useToast } from '../../components/toast.tsx';
import { failureText, formatDateTime, formatSize } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { MediaFile } from '../types.ts';
import { BUTTON, ConfirmDialog, EmptyText, Field, INPUT, LoadError, LoadingRows, Panel } from '../ui.tsx';
import { UploadForm } from './UploadForm.tsx';
import { copyText } from './clipboard.ts';

export function MediaTab() {
  const media = useQuery<MediaFile[]>({ queryKey: keys.media });
  return (
    <div className="grid gap-4">
      <Panel id="upload" title="Upload an image">
        <UploadForm />
        <p className="m-0 mt-2 text-xs text-ink-muted">
          Uploaded images are stored inside the site's database, so a backup of that one file keeps them too. To put one on a page, edit a content block
          and use “Choose from library”.
        </p>
      </Panel>
      <Panel id="library" title="Media library" count={media.data?.length}>
        {media.isPending ? (
          <LoadingRows label="Loading the media library…" />
        ) : media.isError ? (
          <LoadError message={failureText(media.error, 'Could not load the media library.')} onRetry={() => media.refetch()} />
        ) : !media.data.length ? (
          <EmptyText>No images uploaded yet.</EmptyText>
        ) : (
          <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {media.data.map((file) => (
              <li key={file.id}>
                <MediaCard file={file} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function MediaCard({ file }: { file: MediaFile }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [altText, setAltText] = useState(file.altText ?? '');
  const [confirming, setConfirming] = useState(false);
  const changed = altText.trim() !== (file.altText ?? '');

  const saveAlt = useMutation({
    mutationFn: () => apiRequest<MediaFile>('PATCH', `/api/admin/media/${file.id}`, { altText: altText.trim() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.media });
      toast({ title: 'Alt text saved', description: file.originalName });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Could not save', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/media/${file.id}`),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: 'Image deleted', description: file.originalName });
      await queryClient.invalidateQueries({ queryKey: keys.media });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: 'Could not delete', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  async function copy() {
    const copied = await copyText(file.url);
    toast(
      copied
        ? { title: 'URL copied', description: `${file.url}: paste it into a block's Image URL.` }
        : { title: 'Copy this address', description: file.url, variant: 'destructive' },
    );
  }

  return (
    <article aria-label={file.originalName} className="flex h-full flex-col overflow-hidden rounded-lg border border-surface-line bg-white">
      <a href={file.url} target="_blank" rel="noopener" className="block bg-surface-warm focus-visible:outline-accent-dark">
        <img src={file.url} alt={file.altText ?? ''} loading="lazy" width={320} height={200} className="block aspect-[16/10] h-auto w-full object-contain" />
        <span className="sr-only">Open {file.originalName} full size (new tab)</span>
      </a>
      <div className="grid flex-1 gap-2 p-3 text-sm">
        <div>
          <h3 className="m-0 truncate text-sm font-semibold text-ink" title={file.originalName}>
            {file.originalName}
          </h3>
          <p className="m-0 text-xs text-ink-muted">
            {formatSize(file.size)} · {file.mimeType.replace('image/', '').toUpperCase()} · {formatDateTime(file.createdAt)}
          </p>
          <p className="m-0 mt-0.5 truncate font-mono text-xs text-ink-muted">{file.url}</p>
        </div>
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (changed) saveAlt.mutate();
          }}
        >
          <Field label="Alt text">
            {(p) => <input {...p} type="text" maxLength={300} className={INPUT} value={altText} onChange={(e) => setAltText(e.target.value)} />}
          </Field>
          <div className="flex flex-wrap gap-1">
            <button type="submit" className={BUTTON.secondary} disabled={!changed || saveAlt.isPending}>
              {saveAlt.isPending ? 'Saving...' : 'Save alt text'}
            </button>
            <button type="button" className={BUTTON.ghost} onClick={copy}>
              <span aria-hidden="true" className="i-lucide-copy h-4 w-4" />
              Copy URL
            </button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <button type="button" className={`${BUTTON.ghost} ml-auto hover:text-danger`}>
                  <span aria-hidden="true" className="i-lucide-trash-2 h-4 w-4" />
                  Delete<span className="sr-only"> {file.originalName}</span>
                </button>
              }
              title="Delete this image?"
              description={
                <>
                  <strong>{file.originalName}</strong> will be removed from the library. Any page block still using {file.url} will show no picture until you
                  choose another. This cannot be undone.
                </>
              }
              confirmLabel="Delete image"
              pendingLabel="Deleting..."
              pending={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          </div>
        </form>
      </div>
    </article>
  );
}
