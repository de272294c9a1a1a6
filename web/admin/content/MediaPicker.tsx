// "Choose from library": a dialog listing the uploaded images; picking one fills the block's image address. A
// picture nobody described yet asks for its alt text (or "decorative") before it can go on a public page.
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { errorsFromResponse, useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import type { MediaFile } from '../types.ts';
import { BUTTON, DialogPanel, EmptyText, QueryView } from '../ui.tsx';
import { AltSchema, altValuesOf, isDescribed } from '../media/alt.ts';
import { AltTextField } from '../media/AltTextField.tsx';
import { CENTRE, objectPosition } from '../media/focal.ts';
import { UploadForm } from '../media/UploadForm.tsx';
import { phoneSummary, placeholderStyle, thumbnailUrl } from '../media/variants.ts';

export function MediaPicker({ current, onPick, label = 'Choose from library' }: { current: string; onPick: (file: MediaFile) => void; label?: string }) {
  const [open, setOpen] = useState(false);
  const [describing, setDescribing] = useState<MediaFile>();
  const use = (file: MediaFile) => {
    setDescribing(undefined);
    onPick(file);
    setOpen(false);
  };
  const choose = (file: MediaFile) => (isDescribed(file.altText) ? use(file) : setDescribing(file));
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setDescribing(undefined);
      }}
    >
      <Dialog.Trigger className={BUTTON.secondary}>
        <span aria-hidden="true" className="i-lucide-images h-4 w-4" />
        {label}
      </Dialog.Trigger>
      <DialogPanel
        width="max-w-3xl"
        title="Media library"
        description="Choose the picture for this block, or upload a new one."
        closeLabel="Close the media library"
      >
          <div className="relative overflow-y-auto p-4">
            {describing ? (
              <DescribeStep file={describing} onDescribed={use} onBack={() => setDescribing(undefined)} />
            ) : (
              <>
                <UploadForm compact onUploaded={use} />
                <h3 className="m-0 mb-2 mt-5 text-sm font-bold text-ink">Uploaded images</h3>
                <Library current={current} onPick={choose} />
              </>
            )}
          </div>
      </DialogPanel>
    </Dialog.Root>
  );
}

function Library({ current, onPick }: { current: string; onPick: (file: MediaFile) => void }) {
  const media = useQuery<MediaFile[]>({ queryKey: keys.media });
  return (
    <QueryView query={media} loading="Loading the media library…" rows={2} failure="Could not load the media library." empty={<EmptyText>No images uploaded yet. Upload one above.</EmptyText>}>
      {(data) => (
        <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 md:grid-cols-4">
          {data.map((file) => {
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
                  <img
                    src={thumbnailUrl(file)}
                    alt=""
                    loading="lazy"
                    width={240}
                    height={160}
                    className="block aspect-[3/2] h-auto w-full bg-surface-warm object-cover"
                    style={{ ...placeholderStyle(file.placeholder), objectPosition: objectPosition(file.focalPoint ?? CENTRE) }}
                  />
                  <span className="block w-full px-2 py-1.5 text-xs">
                    <span className="block truncate font-semibold text-ink">{file.altText || file.originalName}</span>
                    <span className="block text-ink-muted">
                      {phoneSummary(file)}
                      {chosen ? ' · in use' : ''}
                    </span>
                    {isDescribed(file.altText) ? null : <span className="block font-semibold text-accent-deep">Needs alt text</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </QueryView>
  );
}

/** Asks for the alt text of a picture nobody described yet, saves it on the image, then uses the picture. */
function DescribeStep({ file, onDescribed, onBack }: { file: MediaFile; onDescribed: (file: MediaFile) => void; onBack: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm({ schema: AltSchema, initial: altValuesOf(null), fields: ['altText', 'decorative'] });
  // The tile that opened this step is gone: the question takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step opens
  useEffect(() => document.getElementById(form.idFor('altText'))?.focus(), []);
  const save = useMutation({
    mutationFn: (altText: string) => apiRequest<MediaFile>('PATCH', `/api/admin/media/${file.id}`, { altText }),
    onSuccess: async (row) => {
      await queryClient.invalidateQueries({ queryKey: keys.media });
      onDescribed(row);
    },
    onError: (error) => form.showErrors({ altText: failureText(error, 'The alt text could not be saved. Please try again.'), ...errorsFromResponse(error) }),
  });
  const send = form.submit(save.mutateAsync);
  return (
    <form
      noValidate
      aria-label={`Describe ${file.originalName}`}
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-start"
      onSubmit={(event) => {
        // React sends a portal's events up its component tree: the block editor's form must not save too.
        event.stopPropagation();
        send(event);
      }}
    >
      <img
        src={thumbnailUrl(file)}
        alt=""
        width={file.width || 240}
        height={file.height || 160}
        className="block h-auto w-full rounded-lg bg-surface-warm"
        style={placeholderStyle(file.placeholder)}
      />
      <div className="grid gap-3">
        <p className="m-0 text-sm text-body">
          <strong>{file.originalName}</strong> has no description yet. The page reads it out to people who cannot see the picture, and search engines
          use it too.
        </p>
        <AltTextField field={form.field('altText')} text={form.bind('altText')} decorative={form.checkbox('decorative')} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={BUTTON.primary} disabled={form.busy}>
            {form.busy ? 'Saving...' : 'Save and use this picture'}
          </button>
          <button type="button" className={BUTTON.secondary} onClick={onBack}>
            Back to the library
          </button>
        </div>
      </div>
    </form>
  );
}
