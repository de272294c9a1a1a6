// "Export CSV" and Find a person's "Download everything": the file comes from an admin-only address, so it is fetched
// through the API client (token, error sentence) and saved via a Blob link.
import { apiDownload } from '../../lib/api.ts';
import { isUnauthorized, sessionExpired } from '../session.ts';
import { INBOX_LIST, type SubmissionKind } from '../../shared/submissions.ts';

const FALLBACK_NAMES: Record<SubmissionKind, string> = { contact: 'contact-submissions.csv', quote: 'equipment-quotes.csv' };

/** The file name from Content-Disposition (filename="…" or filename*=UTF-8''…), else a sensible default. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** Downloads the CSV of one list; resolves to the saved file's name. */
export function downloadCsv(kind: SubmissionKind): Promise<string> {
  return downloadFile(`/api/admin/submissions/${INBOX_LIST[kind]}.csv`, FALLBACK_NAMES[kind]);
}

/** Downloads an admin-only file (the name from Content-Disposition); resolves to the saved file's name. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { blob, disposition } = await apiDownload(path).catch((error: unknown) => {
    // Called outside TanStack Query, whose caches end the session on a 401 for every other call.
    if (isUnauthorized(error)) sessionExpired(error);
    throw error;
  });
  const name = fileNameFrom(disposition, fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the Blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
