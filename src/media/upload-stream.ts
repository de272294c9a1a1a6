// An upload's multipart body, written to a private temporary file as it arrives: the server never holds a photo
// whole in its memory (the photo worker reads the file itself). The fields beside the file are small and kept.
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from '@fastify/busboy';

export interface ReceivedFile {
  path: string;
  /** The name the browser gave it. */
  name: string;
  size: number;
  /** Longer than the limit: the rest was read and thrown away. */
  tooLarge: boolean;
}

export interface ReceivedForm {
  fields: Map<string, string>;
  /** The first file part named `fileField`, if any. */
  file?: ReceivedFile;
  /** The names of every file part (a text field sent as a file is a mistake to name). */
  fileParts: Set<string>;
  /** Deletes the temporary file: call when done with it, whatever happened. */
  cleanup(): Promise<void>;
}

/** The body is no multipart form that can be read (cut short, no boundary, too many parts). */
export class UnreadableUpload extends Error {}

export interface MultipartLimits {
  fileField: string;
  maxFileBytes: number;
  maxFieldBytes: number;
}

export async function receiveMultipart(body: ReadableStream<Uint8Array> | null, contentType: string, limits: MultipartLimits): Promise<ReceivedForm> {
  const dir = await mkdtemp(join(tmpdir(), 'metrik-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const form: ReceivedForm = { fields: new Map(), fileParts: new Set(), cleanup };
  try {
    if (!body) throw new UnreadableUpload('no body');
    await new Promise<void>((resolve, reject) => {
      let parser: ReturnType<typeof Busboy>;
      try {
        parser = Busboy({
          headers: { 'content-type': contentType },
          limits: { fileSize: limits.maxFileBytes, files: 4, fields: 16, parts: 20, fieldSize: limits.maxFieldBytes },
        });
      } catch (error) {
        return reject(new UnreadableUpload(String(error)));
      }
      const writes: Promise<void>[] = [];
      parser.on('file', (name, stream, filename) => {
        form.fileParts.add(name);
        // A part cut short errors here and on the parser: the parser's error is the one reported.
        stream.on('error', () => {});
        if (name !== limits.fileField || form.file) return stream.resume();
        const file: ReceivedFile = { path: join(dir, 'upload'), name: filename, size: 0, tooLarge: false };
        form.file = file;
        stream.on('data', (chunk: Buffer) => (file.size += chunk.length));
        stream.on('limit', () => (file.tooLarge = true));
        const written = pipeline(stream, createWriteStream(file.path, { mode: 0o600 }));
        written.catch((error) => reject(new UnreadableUpload(String(error))));
        writes.push(written);
      });
      parser.on('field', (name, value) => {
        if (!form.fields.has(name)) form.fields.set(name, value);
      });
      parser.on('finish', () => Promise.all(writes).then(() => resolve(), reject));
      parser.on('error', (error) => reject(new UnreadableUpload(String(error))));
      const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
      source.on('error', (error) => reject(new UnreadableUpload(String(error))));
      source.pipe(parser);
    });
    return form;
  } catch (error) {
    await cleanup();
    throw error instanceof UnreadableUpload ? error : new UnreadableUpload(String(error));
  }
}

/** The first `length` bytes of a file (what content sniffing needs). */
export async function fileHead(path: string, length: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
