// "Choose from library": a dialog listing the uploaded images; picking one fills the block's image address.
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText, formatSize } from '../format.ts';
import { keys } from '../keys.ts';
import type { MediaFile } from '../types.ts';
import { BUTTON, EmptyText, LoadError, LoadingRows } from '../ui.tsx';
import { UploadForm } from '../media/UploadForm.tsx';

export function MediaPicker({ current, onPick }: { current: string; onPick: (file: MediaFile) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={BUTTON.secondary}>
        <span aria-hidden="true" className="i-lucide-images h-4 w-4" />
        Choose from library
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col">
          <div className="flex items-start gap-3 border-b border-surface-line p-4">
            <div>
              <Dialog.Title className="m-0 text-lg font-bold text-ink">Media library</Dialog.Title>
              <Dialog.Description className="m-0 mt-1 text-sm text-ink-muted">
                Choose the picture for this block, or upload a new one.
              </Dialog.Description>
            </div>
            <Dialog.Close className={`${BUTTON.icon} ml-auto`} aria-label="Close the media library">
              <span aria-hidden="true" className="i-lucide-x h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="relative overflow-y-auto p-4">
            <UploadForm
              compact
              onUploaded={(file) => {
                onPick(file);
                setOpen(false);
              }}
            />
            <h3 className="m-0 mb-2 mt-5 text-sm font-bold text-ink">Uploaded images</h3>
            <Library
              current={current}
              onPick={(file) => {
                onPick(file);
                setOpen(false);
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Library({ current, onPick }: { current: string; onPick: (file: MediaFile) => void }) {
  const media = useQuery<MediaFile[]>({ queryKey: keys.media });
  if (media.isPending) return <LoadingRows label="Loading the media library…" rows={2} />;
  if (media.isError) return <LoadError message={failureText(media.error, 'Could not load the media library.')} onRetry={() => media.refetch()} />;
  if (!media.data.length) return <EmptyText>No images uploaded yet. Upload one above.</EmptyText>;
  return (
    <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 md:grid-cols-4">
      {media.data.map((file) => {
        const chosen = file.url === current;
        return (
          <li key={file.id}>
            <button
              type="button"
              onClick={() => onPick(file)}
              aria-pressed={chosen}
              className={`flex w-full cursor-pointer flex-col overflow-hidden rounded-lg border-2 bg-white p-0 text-left focus-visible:outline-accent-dark hover:border-accent ${
                chosen ? 'border-accent-dark' : 'border-surface-line'
              }`}
            >
              <img src={file.url} alt="" loading="lazy" width={240} height={160} className="block aspect-[3/2] h-auto w-full bg-surface-warm object-cover" />
              <span className="block w-full px-2 py-1.5 text-xs">
                <span className="block truncate font-semibold text-ink">{file.altText || file.originalName}</span>
                <span className="block text-ink-muted">
                  {formatSize(file.size)}
                  {chosen ? ' · in use' : ''}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
