// Image uploads (multipart, with progress) and the checks the browser can make before sending.
import { ApiError } from '../../lib/api.ts';
import { readToken } from '../session.ts';
import { formatSize } from '../format.ts';
import type { MediaFile } from '../types.ts';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif';
/** What the upload field's hint says. */
export const ACCEPTED_SENTENCE = 'JPEG, PNG, WebP or AVIF photos, at most 25 MB.';

/** The browser's quick check (the server checks the file's bytes again): a sentence, or undefined when fine. */
export function uploadProblem(file: { name: string; size: number; type: string }): string | undefined {
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (/\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/.test(file.type)) {
    return `"${file.name}" is a HEIC photo. On an iPhone choose Settings › Camera › Formats › Most Compatible (or share it as JPEG), then upload the JPEG.`;
  }
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG, WebP or AVIF image. Save it in one of those formats and try again.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `"${file.name}" is ${formatSize(file.size)}; images may be at most 25 MB. Make it smaller and try again.`;
  }
  return undefined;
}

function failure(status: number, statusText: string, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const sentence =
    body && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : text.trim() || statusText || 'Upload failed';
  return new ApiError(status, sentence, body);
}

/**
 * Sends one image as multipart `file` (plus `fields`) with the admin's token; `onProgress` gets 0..1 while the
 * bytes go up (at 1 the server is processing it).
 */
function sendImage(method: 'POST' | 'PUT', url: string, file: File, fields: Record<string, string>, onProgress: (fraction: number) => void): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as MediaFile);
        } catch {
          reject(new ApiError(xhr.status, 'The server answered the upload with something unreadable.', undefined));
        }
      } else reject(failure(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('The upload did not reach the server. Check the connection and try again.'));
    xhr.send(form);
  });
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
