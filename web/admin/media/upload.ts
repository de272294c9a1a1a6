// Image uploads (multipart, with progress) and the checks the browser can make before sending.
import { ApiError } from '../../lib/api.ts';
import { readToken } from '../session.ts';
import { formatSize } from '../format.ts';
import type { MediaFile } from '../types.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** The browser's quick check (the server checks the file's bytes again): a sentence, or undefined when fine. */
export function uploadProblem(file: { name: string; size: number; type: string }): string | undefined {
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG or WebP image. Save it in one of those formats and try again.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `"${file.name}" is ${formatSize(file.size)}; images may be at most 5 MB. Make it smaller and try again.`;
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

/** POST /api/admin/media with the admin's token; `onProgress` gets 0..1 while the bytes go up. */
export function uploadImage(file: File, altText: string, onProgress: (fraction: number) => void): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    if (altText.trim()) form.append('altText', altText.trim());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
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
