// One image of the library: its focal point and crops, what it weighs on a phone, its versions, where it is used,
// its alt text, and Copy URL, Replace and Delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { errorsFromResponse, useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { useToast } from '../../components/toast.tsx';
import { failureText, formatDateTime, formatSize } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { MediaFile } from '../types.ts';
import { Badge, BUTTON, ConfirmDialog, DeleteButton } from '../ui.tsx';
import { AltSchema, altValuesOf } from './alt.ts';
import { AltTextField } from './AltTextField.tsx';
import { copyText } from './clipboard.ts';
import { FocalPointEditor } from './FocalPoint.tsx';
import { ACCEPT_ATTRIBUTE, progressText, replaceImage, uploadProblem } from './upload.ts';
import { type Place, phoneSummary, placesInRefusal, placesOf, usageSummary } from './variants.ts';

export function MediaCard({ file }: { file: MediaFile }) {
  const places = placesOf(file.usedIn);
  return (
    <article
      aria-label={file.originalName}
      className="grid h-full gap-4 rounded-lg border border-surface-line bg-white p-3 sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <FocalPointEditor file={file} />
      <div className="grid min-w-0 content-start gap-3 text-sm">
        <div>
          <h3 className="m-0 truncate text-sm font-semibold text-ink" title={file.originalName}>
            {file.originalName}
          </h3>
          <p className="m-0 mt-1 text-base font-bold text-ink">{phoneSummary(file)}</p>
          <p className="m-0 text-xs text-ink-muted">
            {file.width && file.height ? `${file.width} × ${file.height} px · ` : ''}
            {file.mimeType.replace('image/', '').toUpperCase()} · {formatDateTime(file.createdAt)}
          </p>
          <Versions file={file} />
          {file.processingError ? (
            <p className="m-0 mt-1 rounded border border-amber-200 bg-amber-50 px-2 py-1 text-xs text-accent-deep">
              {file.processingError} Use Replace to upload it again.
            </p>
          ) : null}
        </div>
        <UsedIn places={places} />
        <AltTextForm file={file} />
        <Actions file={file} places={places} />
      </div>
    </article>
  );
}

function Versions({ file }: { file: MediaFile }) {
  const variants = [...(file.variants ?? [])].sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width);
  if (!variants.length) return null;
  return (
    <details className="mt-1 text-xs text-ink-muted">
      <summary className="cursor-pointer font-semibold text-ink-soft">
        {variants.length} versions ({[...new Set(variants.map((v) => v.format.toUpperCase()))].join(', ')})
      </summary>
      <ul className="m-0 mt-1 grid list-none gap-0.5 p-0 font-mono">
        {variants.map((v) => (
          <li key={v.url}>
            <a href={v.url} target="_blank" rel="noopener" className="text-ink-soft underline-offset-2 hover:underline">
              {v.format.toUpperCase()} {v.width} px
            </a>{' '}
            · {formatSize(v.size)}
          </li>
        ))}
      </ul>
    </details>
  );
}

function PlaceList({ places }: { places: Place[] }) {
  return (
    <ul className="m-0 grid list-none gap-0.5 p-0">
      {places.map((place, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two uses on one page may read the same
        <li key={i} className="flex items-start gap-1.5">
          <span aria-hidden="true" className="i-lucide-file-text mt-0.5 h-3.5 w-3.5 shrink-0" />
          {place.href ? (
            <a href={place.href} target="_blank" rel="noopener" className="font-semibold text-ink underline underline-offset-2 hover:text-accent-deep">
              {place.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span>{place.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function UsedIn({ places }: { places: Place[] }) {
  return (
    <div className="text-xs text-ink-soft">
      <p className="m-0 mb-1 font-semibold text-ink">{usageSummary(places)}</p>
      {places.length ? <PlaceList places={places} /> : null}
    </div>
  );
}

function AltTextForm({ file }: { file: MediaFile }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const form = useSchemaForm({ schema: AltSchema, initial: altValuesOf(file.altText), fields: ['altText', 'decorative'] });
  const answered = v.safeParse(AltSchema, form.values);
  const changed = !answered.success || answered.output !== file.altText;

  const saveAlt = useMutation({
    mutationFn: (altText: string) => apiRequest<MediaFile>('PATCH', `/api/admin/media/${file.id}`, { altText }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.media });
      toast({ title: 'Alt text saved', description: file.originalName });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      form.showErrors(errorsFromResponse(error));
      toast({ title: 'Could not save', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  return (
    <form noValidate aria-label={`Description of ${file.originalName}`} className="grid gap-1" onSubmit={form.submit((altText) => changed && saveAlt.mutateAsync(altText))}>
      <div className="flex items-center gap-2">
        {file.altText === null ? (
          <Badge tone="warning">Needs alt text</Badge>
        ) : file.altText === '' ? (
          <Badge tone="neutral">Decorative</Badge>
        ) : (
          <Badge tone="success">Described</Badge>
        )}
      </div>
      <AltTextField field={form.field('altText')} text={form.bind('altText')} decorative={form.checkbox('decorative')} />
      <div>
        <button type="submit" className={BUTTON.secondary} disabled={!changed || form.busy}>
          {form.busy ? 'Saving...' : 'Save alt text'}
        </button>
      </div>
    </form>
  );
}

function Actions({ file, places }: { file: MediaFile; places: Place[] }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const pickRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<{ sentence: string; places: Place[] }>();
  const [replaceProblem, setReplaceProblem] = useState<string>();
  const [progress, setProgress] = useState(0);

  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/admin/media/${file.id}`),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: 'Image deleted', description: file.originalName });
      await queryClient.invalidateQueries({ queryKey: keys.media });
    },
    onError: (error) => {
      setConfirming(false);
      if (isUnauthorized(error)) return;
      if (error instanceof ApiError && error.status === 409) {
        setRefusal({ sentence: error.detail, places: placesInRefusal(error.body, places) });
        void queryClient.invalidateQueries({ queryKey: keys.media });
      } else toast({ title: 'Could not delete', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  const replace = useMutation({
    mutationFn: (picked: File) => replaceImage(file.id, picked, setProgress),
    onSuccess: async () => {
      setProgress(0);
      await queryClient.invalidateQueries({ queryKey: keys.media });
      toast({ title: 'Image replaced', description: `Every page using ${file.originalName} now shows the new picture.` });
    },
    onError: (error) => {
      setProgress(0);
      if (isUnauthorized(error)) return;
      setReplaceProblem(failureText(error, 'The image could not be replaced. Please try again.'));
    },
  });

  function pick(picked: File | undefined) {
    if (pickRef.current) pickRef.current.value = '';
    if (!picked) return;
    const problem = uploadProblem(picked);
    setReplaceProblem(problem);
    if (!problem) replace.mutate(picked);
  }

  async function copy() {
    const copied = await copyText(file.url);
    toast(
      copied
        ? { title: 'URL copied', description: `${file.url}: paste it into a block's Image URL.` }
        : { title: 'Copy this address', description: file.url, variant: 'destructive' },
    );
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-1">
        <button type="button" className={BUTTON.ghost} onClick={copy}>
          <span aria-hidden="true" className="i-lucide-copy h-4 w-4" />
          Copy URL
        </button>
        <button type="button" className={BUTTON.ghost} disabled={replace.isPending} onClick={() => pickRef.current?.click()}>
          <span aria-hidden="true" className="i-lucide-replace h-4 w-4" />
          Replace<span className="sr-only"> {file.originalName}</span>
        </button>
        <input
          ref={pickRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          tabIndex={-1}
          aria-label={`New picture for ${file.originalName}`}
          className="sr-only"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={<DeleteButton what={file.originalName} />}
          title="Delete this image?"
          description={
            <>
              <strong>{file.originalName}</strong> will be removed from the library and its address will stop working. This cannot be undone. An image
              still used on a page cannot be deleted: choose another picture there first, or use Replace.
            </>
          }
          confirmLabel="Delete image"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onConfirm={() => {
            setRefusal(undefined);
            remove.mutate();
          }}
        />
      </div>
      {replace.isPending ? (
        <div>
          <progress className="h-2 w-full accent-accent-dark" max={1} value={progress} aria-label={`Replacing ${file.originalName}`} />
          <p className="m-0 text-xs text-ink-muted" aria-live="polite">
            {progressText(progress)}
          </p>
        </div>
      ) : null}
      {replaceProblem ? (
        <p role="alert" className="m-0 text-sm text-danger">
          {replaceProblem}
        </p>
      ) : null}
      {refusal ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-xs text-danger">
          {refusal.places.length ? (
            <>
              {/* The server's sentence lists the places inline; as links they read better one per line. */}
              <p className="m-0 mb-1 text-sm font-semibold">
                Not deleted: this image is still used in {refusal.places.length === 1 ? 'one place' : `${refusal.places.length} places`}.
              </p>
              <PlaceList places={refusal.places} />
              <p className="m-0 mt-1">Choose another picture there first, or use Replace to change the picture everywhere.</p>
            </>
          ) : (
            <p className="m-0 text-sm font-semibold">{refusal.sentence}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
