import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorsFromResponse, useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { useToast } from '../../components/toast.tsx';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { MediaFile } from '../types.ts';
import { BUTTON, Field } from '../ui.tsx';
import { storedAlt } from './alt.ts';
import { AltTextField } from './AltTextField.tsx';
import { ACCEPT_ATTRIBUTE, ACCEPTED_SENTENCE, progressText, uploadImage, UploadSchema } from './upload.ts';

const FIELDS = ['file', 'altText', 'decorative'] as const;

/**
 * Picks one image, checks it here (type, size, alt text or decorative), uploads it with a progress bar while the
 * bytes go up and a processing line while the server makes its versions, then hands the stored file back.
 */
export function UploadForm({ onUploaded, compact = false }: { onUploaded?: (file: MediaFile) => void; compact?: boolean }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const form = useSchemaForm({ schema: UploadSchema, initial: { file: null as File | null, altText: '', decorative: false }, fields: FIELDS });
  const [progress, setProgress] = useState(0);

  const upload = useMutation({
    mutationFn: ({ file, ...alt }: { file: File; altText: string; decorative: boolean }) => uploadImage(file, storedAlt(alt), setProgress),
    onSuccess: async (stored) => {
      await queryClient.invalidateQueries({ queryKey: keys.media });
      toast({ title: 'Image uploaded', description: `${stored.originalName} is in the media library.` });
      form.reset();
      setProgress(0);
      onUploaded?.(stored);
    },
    onError: (error) => {
      setProgress(0);
      // A dead session is already handled (the mutation cache sends the admin to sign-in).
      if (isUnauthorized(error)) return;
      const sentence = failureText(error, 'The image could not be uploaded. Please try again.');
      const onFields = errorsFromResponse(error);
      form.showErrors(Object.keys(onFields).length ? onFields : { file: sentence });
      toast({ title: 'Upload failed', description: sentence, variant: 'destructive' });
    },
  });
  const send = form.submit(upload.mutateAsync);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Inside the picker (a portal), React would also hand this submit to the block editor's form around it.
        event.stopPropagation();
        send(event);
      }}
      aria-label="Upload an image"
      className={`grid gap-3 rounded-lg border border-dashed border-slate-400 bg-surface-warm/70 p-3 ${compact ? '' : 'md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto] md:items-start'}`}
    >
      <Field label="Image file" hint={ACCEPTED_SENTENCE} {...form.field('file')}>
        {(p) => (
          <input
            {...p}
            {...form.file('file')}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="block w-full min-h-10 cursor-pointer rounded-lg border border-slate-400 bg-white text-sm text-ink file:mr-3 file:min-h-10 file:cursor-pointer file:border-0 file:bg-ink file:px-3 file:font-semibold file:text-white focus-visible:outline-accent-dark"
          />
        )}
      </Field>
      <AltTextField field={form.field('altText')} text={form.bind('altText')} decorative={form.checkbox('decorative')} />
      <div className={compact ? '' : 'md:pt-6'}>
        <button type="submit" className={`${BUTTON.primary} w-full md:w-auto`} disabled={form.busy}>
          <span aria-hidden="true" className="i-lucide-upload h-4 w-4" />
          {form.busy ? 'Uploading...' : 'Upload'}
        </button>
      </div>
      {form.busy ? (
        <div className={compact ? '' : 'md:col-span-3'}>
          <progress className="h-2 w-full accent-accent-dark" max={1} value={progress} aria-label="Upload progress" />
          <p className="m-0 text-xs text-ink-muted" aria-live="polite">
            {progressText(progress)}
          </p>
        </div>
      ) : null}
    </form>
  );
}
