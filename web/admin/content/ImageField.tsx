// A picture field of the content forms: its address, what it shows (the library's photo with its framing, or the
// picture at that address), and the library to pick from. Its own module so that the editors and the field inputs
// both use it without importing each other.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keys } from '../keys.ts';
import { FocalPointEditor } from '../media/FocalPoint.tsx';
import type { MediaFile } from '../types.ts';
import { BUTTON, Field, INPUT } from '../ui.tsx';
import { MediaPicker } from './MediaPicker.tsx';

/** The content forms' multi-line text box. */
export const TEXTAREA_CLASS = `${INPUT} min-h-24 resize-y leading-normal`;

export function ImageField({ value, onChange, error, label = 'Image URL' }: { value: string; onChange: (url: string, picked?: MediaFile) => void; error?: string; label?: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [value]);
  const media = useQuery<MediaFile[]>({ queryKey: keys.media });
  const fromLibrary = value.trim() ? media.data?.find((file) => file.url === value.trim()) : undefined;
  return (
    <div className="grid gap-2">
      <Field label={label} hint="A picture from the media library, a path on this site, or an https:// address. Leave empty for none." error={error}>
        {(p) => <input {...p} type="text" inputMode="url" spellCheck={false} className={`${INPUT} font-mono`} value={value} onChange={(e) => onChange(e.target.value)} />}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        {value.trim() ? (
          broken ? (
            <p className="m-0 text-sm text-danger">This image address does not load.</p>
          ) : fromLibrary ? (
            // Chosen from the library: a click on it sets where its subject is, for every crop of the site.
            <FocalPointEditor file={fromLibrary} compact />
          ) : (
            <img
              src={value.trim()}
              alt="Current choice"
              width={144}
              height={96}
              onError={() => setBroken(true)}
              className="h-24 w-36 rounded-lg border border-surface-line bg-surface-warm object-cover"
            />
          )
        ) : (
          <p className="m-0 text-sm text-ink-muted">No image.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <MediaPicker current={value} onPick={(file) => onChange(file.url, file)} />
          {value ? (
            <button type="button" className={BUTTON.ghost} onClick={() => onChange('')}>
              Remove image
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
