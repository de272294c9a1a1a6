// Setting an image's focal point: click the picture where its subject is, or move the marker with the arrow keys
// (Shift: bigger steps, Home: the centre). It is saved at once on a click, and shortly after the last key press;
// the crops below show what each fixed-ratio slot of the site keeps in view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { failureText } from '../format.ts';
import { keys } from '../keys.ts';
import { isUnauthorized } from '../session.ts';
import type { MediaFile } from '../types.ts';
import { CROPS } from './crops.ts';
import { describePoint, type FocalPoint, focalPoint, objectPosition, pointAfterKey, pointAt, samePoint } from './focal.ts';
import { placeholderStyle, previewSrcSet, thumbnailUrl } from './variants.ts';

const KEY_SAVE_DELAY_MS = 600;

/** `compact`: the picture alone, small (a block form's chosen picture), without the crops below it. */
export function FocalPointEditor({ file, compact = false }: { file: MediaFile; compact?: boolean }) {
  const queryClient = useQueryClient();
  const saved = focalPoint(file.focalPoint?.x ?? 0.5, file.focalPoint?.y ?? 0.5);
  const [draft, setDraft] = useState<FocalPoint>();
  const point = draft ?? saved;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useMutation({
    mutationFn: (next: FocalPoint) => apiRequest<MediaFile>('PATCH', `/api/admin/media/${file.id}`, { focalPoint: next }),
    onSuccess: async (row, sent) => {
      await queryClient.invalidateQueries({ queryKey: keys.media });
      // Keep a newer position the admin set while this one was on its way.
      setDraft((current) => (current && samePoint(current, sent) && samePoint(focalPoint(row.focalPoint.x, row.focalPoint.y), sent) ? undefined : current));
    },
  });

  function saveNow(next: FocalPoint) {
    clearTimeout(timer.current);
    if (!samePoint(next, saved) || save.isError) save.mutate(next);
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const next = pointAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
    setDraft(next);
    saveNow(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = pointAfterKey(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => saveNow(next), KEY_SAVE_DELAY_MS);
  }

  const thumb = thumbnailUrl(file);
  const status = save.isPending
    ? 'Saving the focal point…'
    : save.isError
      ? isUnauthorized(save.error)
        ? ''
        : `Not saved: ${failureText(save.error, 'please try again.')}`
      : draft && !samePoint(draft, saved)
        ? 'Not saved yet…'
        : save.isSuccess
          ? 'Focal point saved.'
          : '';

  return (
    <div className={`grid content-start gap-2 ${compact ? 'w-full max-w-72' : ''}`} data-focal-editor={file.id}>
      <div className="relative overflow-hidden rounded-md bg-surface-warm" style={placeholderStyle(file.placeholder)}>
        <img
          src={thumb}
          srcSet={previewSrcSet(file)}
          // The card's picture column: the whole width on a phone, about 5/11 of a card from 640 px, two cards from 1280 px.
          sizes={compact ? '288px' : '(min-width: 1280px) 270px, (min-width: 640px) 40vw, 100vw'}
          alt=""
          width={file.width || 320}
          height={file.height || 240}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="block h-auto w-full select-none"
        />
        {/* A two-way position has no native control; a slider names it and its value reads both directions. */}
        <div
          role="slider"
          tabIndex={0}
          aria-label={`Focal point of ${file.originalName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(point.x * 100)}
          aria-valuetext={describePoint(point)}
          aria-describedby={`focal-help-${file.id}`}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft && timer.current) saveNow(draft);
          }}
          className="absolute inset-0 cursor-crosshair focus-visible:outline-accent-dark focus-visible:-outline-offset-4"
        >
          <span
            aria-hidden="true"
            data-focal-marker=""
            className="pointer-events-none absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-3 border-white bg-accent/40 shadow-[0_0_0_2px_rgba(15,23,42,0.85)]"
            style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
          />
        </div>
      </div>
      <p id={`focal-help-${file.id}`} className="m-0 text-xs text-ink-muted">
        Click the picture where its subject is (or focus it and use the arrow keys) so every crop keeps it in view.
      </p>
      <p className="m-0 min-h-4 text-xs font-semibold text-ink-soft" role="status">
        {status}
      </p>
      {compact ? null : (
      <ul aria-label={`How the site crops ${file.originalName}`} className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(7rem,10rem))] items-end gap-2 p-0">
        {CROPS.map((crop) => (
          <li key={crop.label} className="min-w-0">
            <div className="overflow-hidden rounded border border-surface-line" style={{ aspectRatio: String(crop.ratio), ...placeholderStyle(file.placeholder) }}>
              <img
                src={thumb}
                alt=""
                data-crop={crop.label}
                loading="lazy"
                decoding="async"
                className="block h-full w-full object-cover"
                style={{ objectPosition: objectPosition(point) }}
              />
            </div>
            <p className="m-0 mt-0.5 text-xs text-ink-muted">{crop.label}</p>
          </li>
        ))}
      </ul>
      )}
    </div>
  );
}
