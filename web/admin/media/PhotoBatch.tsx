// "Upload photos" in an item's gallery: several photos picked at once (a phone offers its gallery or its camera),
// each described, then uploaded one after another in the order picked, so the first becomes the cover. A photo
// that fails stays listed with the server's words, and the ones already sent are kept.
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../components/toast.tsx';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import type { MediaFile } from '../types.ts';
import { BUTTON, Field } from '../ui.tsx';
import { isAnswered, NEEDS_ALT, storedAlt } from './alt.ts';
import { AltTextField } from './AltTextField.tsx';
import { ACCEPT_ATTRIBUTE, ACCEPTED_SENTENCE, progressText, uploadImage, uploadProblem } from './upload.ts';

interface Picked {
  key: number;
  file: File;
  preview: string;
  altText: string;
  decorative: boolean;
  error?: string;
}

let nextKey = 1;

/** Enter in an alt text field belongs to this list, not to the block's form around it (that would save the block). */
const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

export function PhotoBatch({
  onUploaded,
  label = 'Upload photos',
  hint = 'Pick several at once, in the order they should show; the first is the cover.',
  max,
}: {
  onUploaded: (files: MediaFile[]) => void;
  label?: string;
  hint?: string;
  /** How many photos are wanted at most: more picked are left out, with a sentence saying so. */
  max?: number;
}) {
  // A gallery's batch ends here; a batch with a purpose of its own (max) says its own success once it is done.
  const announces = max === undefined;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [busy, setBusy] = useState<{ index: number; progress: number } | null>(null);
  const [pickError, setPickError] = useState<string>();
  const inputId = useId();

  // The previews are the browser's own copies of the files: each is let go when its photo leaves the list.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(picked.map((p) => p.preview));
    for (const url of shown.current) if (!now.has(url)) URL.revokeObjectURL(url);
    shown.current = now;
  }, [picked]);
  useEffect(
    () => () => {
      for (const url of shown.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const pick = (files: FileList | null) => {
    const list = [...(files ?? [])];
    const refused = list.map(uploadProblem).filter(Boolean);
    const room = max === undefined ? list.length : Math.max(0, max - picked.length);
    const fine = list.filter((f) => !uploadProblem(f));
    const tooMany = fine.length > room ? [`Only ${max} ${max === 1 ? 'photo is' : 'photos are'} needed here: the first ${room === 1 ? 'one was' : `${room} were`} kept.`] : [];
    setPickError(refused.length || tooMany.length ? [...refused, ...tooMany].join(' ') : undefined);
    setPicked((before) => [
      ...before,
      ...fine.slice(0, room).map((file) => ({ key: nextKey++, file, preview: URL.createObjectURL(file), altText: '', decorative: false })),
    ]);
  };
  const edit = (key: number, change: Partial<Picked>) => setPicked((list) => list.map((p) => (p.key === key ? { ...p, ...change, error: undefined } : p)));

  const send = async () => {
    const unanswered = picked.filter((p) => !isAnswered({ altText: p.altText.trim(), decorative: p.decorative }));
    if (unanswered.length) {
      setPicked((list) => list.map((p) => (unanswered.includes(p) ? { ...p, error: NEEDS_ALT } : p)));
      document.getElementById(`${inputId}-alt-${unanswered[0].key}`)?.focus();
      toast({ title: 'Describe each photo first', description: `${unanswered.length} of ${picked.length} still need alt text.`, variant: 'destructive' });
      return;
    }
    const sent: MediaFile[] = [];
    let failed: Picked | undefined;
    for (const [index, p] of picked.entries()) {
      setBusy({ index, progress: 0 });
      try {
        sent.push(await uploadImage(p.file, storedAlt({ altText: p.altText.trim(), decorative: p.decorative }), (progress) => setBusy({ index, progress })));
      } catch (error) {
        failed = { ...p, error: failureText(error, 'The photo could not be uploaded. Please try again.') };
        break;
      }
    }
    setBusy(null);
    const sentKeys = new Set(picked.slice(0, sent.length).map((p) => p.key));
    setPicked((list) => list.filter((p) => !sentKeys.has(p.key)).map((p) => (failed && p.key === failed.key ? failed : p)));
    if (sent.length) {
      onUploaded(sent);
      await queryClient.invalidateQueries({ queryKey: keys.media });
    }
    if (failed) toast({ title: 'Upload stopped', description: `${sent.length} of ${picked.length} uploaded. ${failed.file.name}: ${failed.error}`, variant: 'destructive' });
    else if (announces) toast({ title: sent.length === 1 ? 'Photo added' : `${sent.length} photos added`, description: 'In the order picked, the first is the cover. Save to put them on the site.' });
  };

  return (
    <div className="grid gap-3 rounded-lg border border-dashed border-slate-400 bg-surface-warm/70 p-3">
      <Field id={inputId} label={label} hint={`${hint} ${ACCEPTED_SENTENCE}`} error={pickError}>
        {(p) => (
          <input
            {...p}
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            disabled={busy !== null}
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
            className="block w-full min-h-10 cursor-pointer rounded-lg border border-slate-400 bg-white text-sm text-ink file:mr-3 file:min-h-10 file:cursor-pointer file:border-0 file:bg-ink file:px-3 file:font-semibold file:text-white focus-visible:outline-accent-dark"
          />
        )}
      </Field>
      {picked.length ? (
        <>
          <ol className="m-0 grid list-none gap-3 p-0" aria-label="Photos to upload">
            {picked.map((p, index) => (
              <li key={p.key} className="grid gap-2 rounded-lg bg-white p-2 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-start">
                <img src={p.preview} alt="" width={96} height={64} className="h-16 w-24 rounded-md border border-surface-line object-cover" />
                <div className="min-w-0">
                  <p className="m-0 mb-1 truncate text-sm font-semibold">
                    {index === 0 && max === undefined ? 'Photo 1 (cover)' : `Photo ${index + 1}`}: {p.file.name}
                  </p>
                  <AltTextField
                    label={`Alt text of photo ${index + 1}`}
                    field={{ id: `${inputId}-alt-${p.key}`, error: p.error }}
                    text={{ name: `altText-${p.key}`, value: p.altText, onChange: (e) => edit(p.key, { altText: e.target.value }), onKeyDown: keepEnter }}
                    decorative={{ name: `decorative-${p.key}`, checked: p.decorative, onChange: (e) => edit(p.key, { decorative: e.target.checked }) }}
                  />
                </div>
                <button
                  type="button"
                  className={BUTTON.ghost}
                  disabled={busy !== null}
                  aria-label={`Leave out photo ${index + 1} (${p.file.name})`}
                  onClick={() => setPicked((list) => list.filter((q) => q.key !== p.key))}
                >
                  <span aria-hidden="true" className="i-lucide-x h-4 w-4" />
                </button>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={BUTTON.primary} disabled={busy !== null} onClick={send}>
              <span aria-hidden="true" className="i-lucide-upload h-4 w-4" />
              {busy ? 'Uploading...' : picked.length === 1 ? 'Upload 1 photo' : `Upload ${picked.length} photos`}
            </button>
            {busy ? (
              <p className="m-0 text-sm text-ink-muted" aria-live="polite">
                Photo {busy.index + 1} of {picked.length}: {progressText(busy.progress)}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
