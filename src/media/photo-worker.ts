// Photos are processed in a child process of the server's own program (`… photo-worker`), not in the server:
// - memory: libvips allocates from several threads, and glibc gives each its own arena that it rarely hands back,
//   so in the server ten 12-MP uploads left ~760 MB resident for good. The child runs with one arena
//   (MALLOC_ARENA_MAX=1, read by glibc only at a process's start) and exits when idle, returning everything;
// - safety: a picture that crashes or exhausts libvips takes down the child, never the site; the upload gets a
//   sentence and the next one a fresh child.
// One job at a time (the queue in queue.ts sends them one by one); bytes cross the IPC channel as structured clones.
import { type ChildProcess, spawn } from 'node:child_process';
import { insideExecutable } from '../ops/executable.ts';
import { PHOTO_WORKER_COMMAND } from './photo-worker-command.ts';
import { ImageRefused, type ProcessedImage, processImage } from './process.ts';
import type { DetectedImage } from './sniff.ts';

export type ProcessPhoto = (bytes: Uint8Array, type: DetectedImage) => Promise<ProcessedImage>;

/** A child with no job for this long exits, so an idle server holds no libvips memory. */
const IDLE_EXIT_MS = 30_000;
const CRASHED = 'This picture could not be processed: the server ran out of memory or could not decode it. Please export it again as JPEG (for example 4000 pixels wide) and upload that.';

type Job = { id: number; bytes: Uint8Array; type: DetectedImage };
type Reply = { id: number; image: ProcessedImage } | { id: number; refused: { status: 413 | 415; message: string } } | { id: number; error: string };

/** The child's side: answers every job its parent sends, and ends with the parent. */
export function servePhotoJobs(): void {
  if (!process.send) {
    process.stderr.write(`"${PHOTO_WORKER_COMMAND}" is started by the server itself.\n`);
    process.exit(2);
  }
  process.on('message', async ({ id, bytes, type }: Job) => {
    let reply: Reply;
    try {
      reply = { id, image: await processImage(bytes, type) };
    } catch (error) {
      reply = error instanceof ImageRefused ? { id, refused: { status: error.status, message: error.message } } : { id, error: String(error) };
    }
    process.send!(reply);
  });
  process.on('disconnect', () => process.exit(0));
}

// Structured clone turns each Buffer into a plain Uint8Array; the rest of the server (and SQLite) wants Buffers.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const withBuffers = (image: ProcessedImage): ProcessedImage => ({
  ...image,
  original: { ...image.original, data: asBuffer(image.original.data) },
  variants: image.variants.map((variant) => ({ ...variant, data: asBuffer(variant.data) })),
});

/** How this program starts itself again: the executable alone, or Node with the bundle. */
function ownCommand(): { file: string; args: string[] } {
  return insideExecutable ? { file: process.execPath, args: [PHOTO_WORKER_COMMAND] } : { file: process.execPath, args: [process.argv[1], PHOTO_WORKER_COMMAND] };
}

/** The server's side: starts the child at the first photo and again after it exited or crashed. */
export class PhotoWorker {
  #child: ChildProcess | undefined;
  #pending = new Map<number, { child: ChildProcess; resolve: (image: ProcessedImage) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #idle: NodeJS.Timeout | undefined;

  constructor(private readonly command = ownCommand()) {}

  readonly process: ProcessPhoto = (bytes, type) =>
    new Promise((resolve, reject) => {
      clearTimeout(this.#idle);
      const id = this.#nextId++;
      const child = this.#running();
      this.#pending.set(id, { child, resolve, reject });
      try {
        child.send({ id, bytes, type } satisfies Job);
      } catch {
        this.#pending.delete(id);
        reject(new ImageRefused(415, CRASHED));
      }
    });

  /** Ends the child (the server is stopping). */
  stop(): void {
    clearTimeout(this.#idle);
    this.#child?.kill();
  }

  #running(): ChildProcess {
    if (this.#child) return this.#child;
    const child = spawn(this.command.file, this.command.args, {
      env: { ...process.env, MALLOC_ARENA_MAX: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    child.on('message', (reply: Reply) => this.#answer(reply));
    // Exited (idle, crashed, killed) or never started: its unanswered jobs get a sentence, the next job a new child.
    const ended = () => {
      if (this.#child === child) this.#child = undefined;
      for (const [id, job] of this.#pending) {
        if (job.child !== child) continue;
        this.#pending.delete(id);
        job.reject(new ImageRefused(415, CRASHED));
      }
    };
    child.on('exit', ended);
    child.on('error', ended);
    this.#child = child;
    return child;
  }

  #answer(reply: Reply) {
    const job = this.#pending.get(reply.id);
    if (!job) return;
    this.#pending.delete(reply.id);
    if ('image' in reply) job.resolve(withBuffers(reply.image));
    else if ('refused' in reply) job.reject(new ImageRefused(reply.refused.status, reply.refused.message));
    else job.reject(new Error(`photo worker: ${reply.error}`));
    if (this.#pending.size === 0) {
      this.#idle = setTimeout(() => {
        const child = this.#child;
        this.#child = undefined;
        child?.disconnect();
      }, IDLE_EXIT_MS);
      this.#idle.unref();
    }
  }
}
