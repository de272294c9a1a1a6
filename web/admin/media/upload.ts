// Image uploads (multipart, with progress) and the checks the browser can make before sending.
import * as v from 'valibot';
import { apiUpload } from '../../lib/api.ts';
import { formatSize } from '../format.ts';
import type { MediaFile } from '../types.ts';
import { ALT_ENTRIES, isAnswered, NEEDS_ALT } from './alt.ts';
import { MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_MB } from '../../shared/limits.ts';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif';
/** What the upload field's hint says. */
export const ACCEPTED_SENTENCE = `JPEG, PNG, WebP or AVIF photos, at most ${MAX_UPLOAD_MB} MB.`;

/** The browser's quick check (the server checks the file's bytes again): a sentence, or undefined when fine. */
export function uploadProblem(file: { name: string; size: number; type: string }): string | undefined {
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (/\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/.test(file.type)) {
    return `"${file.name}" is a HEIC photo. On an iPhone choose Settings › Camera › Formats › Most Compatible (or share it as JPEG), then upload the JPEG.`;
  }
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG, WebP or AVIF image. Save it in one of those formats and try again.`;
  }
  if (file.size > MAX_UPLOAD_FILE_BYTES) {
    return `"${file.name}" is ${formatSize(file.size)}; images may be at most ${MAX_UPLOAD_MB} MB. Make it smaller and try again.`;
  }
  return undefined;
}

/** Sends one image as multipart `file` (plus `fields`); `onProgress` as apiUpload's. */
function sendImage(method: 'POST' | 'PUT', url: string, file: File, fields: Record<string, string>, onProgress: (fraction: number) => void): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return apiUpload<MediaFile>(method, url, form, onProgress);
}

/** POST /api/admin/media: a new image; `altText` '' marks it decorative. */
export function uploadImage(file: File, altText: string, onProgress: (fraction: number) => void): Promise<MediaFile> {
  return sendImage('POST', '/api/admin/media', file, { altText }, onProgress);
}

/** PUT /api/admin/media/:id/file: new bytes under the same address, so every page using it shows the new picture. */
export function replaceImage(id: number, file: File, onProgress: (fraction: number) => void): Promise<MediaFile> {
  return sendImage('PUT', `/api/admin/media/${id}/file`, file, {}, onProgress);
}

/** The line under a progress bar: bytes going up, then the server making the phone and desktop versions. */
export function progressText(fraction: number): string {
  return fraction < 1 ? `Uploading… ${Math.round(fraction * 100)}%` : 'Processing… making the versions for phones and computers.';
}

/** The upload form: an image that passes `uploadProblem`, and the alt text question (alt.ts). */
export const UploadSchema = v.pipe(
  v.object({
    file: v.pipe(
      v.nullable(v.instance(File)),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const problem = dataset.value ? uploadProblem(dataset.value) : 'Choose an image to upload first.';
        if (!problem && dataset.value) return dataset.value;
        addIssue({ message: problem });
        return NEVER;
      }),
    ),
    ...ALT_ENTRIES,
  }),
  v.forward(v.partialCheck([['altText'], ['decorative']], isAnswered, NEEDS_ALT), ['altText']),
);
