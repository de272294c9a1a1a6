// A data file from before the image pipeline (schema version 1) holding uploads, as the media library stored them
// then: bytes as sent, no variants. Migration 3 and the start-up pass that processes such pictures start from it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const baseline = readFileSync(new URL('../db/fixtures/schema-v1.sql', import.meta.url), 'utf8');

/** Writes `name` in `dir`: a version-1 data file with these uploads; returns its path. */
export function oldDatabase(dir: string, name: string, files: { filename: string; mimeType: string; data: Buffer }[]): string {
  const path = join(dir, name);
  const old = new Database(path);
  old.exec(baseline);
  old.pragma('user_version = 1');
  const insert = old.prepare('INSERT INTO media_files (filename, original_name, mime_type, size, url, alt_text, data) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const f of files) insert.run(f.filename, `old ${f.filename}`, f.mimeType, f.data.byteLength, `/media/${f.filename}`, 'kept alt', f.data);
  old.close();
  return path;
}
