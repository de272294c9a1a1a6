// Photos are processed in a child process of the server's own program (`… photo-worker`), not in the server:
// - memory: libvips allocates from several threads, and glibc gives each its own arena that it rarely hands back,
//   so in the server ten 12-MP uploads left ~760 MB resident for good. The child runs with one arena
//   (MALLOC_ARENA_MAX=1, read by glibc only at a process's start) and exits when idle, returning everything;
// - safety: a picture that crashes or exhausts libvips takes down the child, never the site; the upload gets a
//   sentence and the next one a fresh child.
// One job at a time (the queue in queue.ts sends them one by one): processing an upload, cutting a stored
// photo's link preview at a new focal point, or making a stored photo's lite variants. An upload reaches the child
// as the path of its temporary file, and the results come back as files too: only their names and sizes travel in
// the messages.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insideExecutable } from '../ops/executable.ts';
import { PHOTO_WORKER_COMMAND } from './photo-worker-command.ts';
import { type FocalPoint, ImageRefused, makeLinkPreview, makeLiteVariants, type ProcessedImage, processImage, type Variant } from './process.ts';
import type { DetectedImage } from './sniff.ts';

/** A photo's bytes, or the path of the file that holds them (an upload, streamed to disk). */
export type PhotoInput = Uint8Array | string;
/** Processes an upload; its link preview (if it is wide enough for one) is cut around `focus`, the centre by default. */
export type ProcessPhoto = (input: PhotoInput, type: DetectedImage, focus?: FocalPoint) => Promise<ProcessedImage>;
/** A stored original's link preview at a focal point; undefined when the photo is narrower than a preview. */
export type CutLinkPreview = (input: PhotoInput, focus: FocalPoint) => Promise<Variant | undefined>;
/** A stored original's lite variants (the phone widths compressed harder). */
export type CutLiteVariants = (input: PhotoInput) => Promise<Variant[]>;

/** A child with no job for this long exits, so an idle server holds no libvips memory. */
const IDLE_EXIT_MS = 30_000;
/**
 * A child that has grown past this after a job is replaced by a fresh one at the next job. libvips' buffers for
 * one 12-MP photo leave holes in the heap that the next photo cannot always reuse: over ten photos in a row one
 * child grew from 145 MB to 175 MB at its peak. A 12-MP photo leaves a child at about 113 MB, so each large photo
 * gets a fresh one (about 0.2 s against 4-8 s of work) while small pictures share it.
 */
export const RECYCLE_AFTER_RSS_BYTES = 100 * 1024 * 1024;
const CRASHED = 'This picture could not be processed: the server ran out of memory or could not decode it. Please export it again as JPEG (for example 4000 pixels wide) and upload that.';

type Task =
  | { input: PhotoInput; type: DetectedImage; focus?: FocalPoint; kind?: undefined }
  | { kind: 'link-preview'; input: PhotoInput; focus: FocalPoint }
  | { kind: 'lite'; input: PhotoInput };
type Job = Task & { id: number };
type VariantInFile = Omit<Variant, 'data'> & { data: string };
/** A processed image whose bytes wait in files of `dir` (`data` is the file's name there). */
type ImageInFiles = Omit<ProcessedImage, 'original' | 'variants' | 'linkPreview'> & {
  dir: string;
  original: Omit<ProcessedImage['original'], 'data'> & { data: string };
  variants: VariantInFile[];
  linkPreview?: VariantInFile;
};
/** Variants of a stored original (its link preview, or its lite set) whose bytes wait in files of `dir`. */
type VariantsInFiles = { dir: string; variants: VariantInFile[] };
type Result = { image: ImageInFiles } | { variants: VariantsInFiles };
/** Every reply carries the child's resident size after the job (`rss`, bytes). */
type Outcome = ({ id: number } & Result) | { id: number; refused: { status: 413 | 415; message: string } } | { id: number; error: string };
type Reply = Outcome & { rss: number };

/**
 * The results cross to the server as files, not in the message: serialising megabytes over IPC costs each side
 * about twice their size in memory, at the moment each is busiest.
 */
function fileWriter() {
  const dir = mkdtempSync(join(tmpdir(), 'metrik-photo-'));
  const write = (name: string, data: Buffer) => {
    writeFileSync(join(dir, name), data, { mode: 0o600 });
    return name;
  };
  return { dir, variant: (name: string, variant: Variant): VariantInFile => ({ ...variant, data: write(name, variant.data) }), write };
}

function toFiles({ linkPreview, ...image }: ProcessedImage): ImageInFiles {
  const files = fileWriter();
  return {
    ...image,
    dir: files.dir,
    original: { ...image.original, data: files.write('original', image.original.data) },
    variants: image.variants.map((variant, index) => files.variant(`variant-${index}`, variant)),
    ...(linkPreview ? { linkPreview: files.variant('link-preview', linkPreview) } : {}),
  };
}

function variantsToFiles(variants: Variant[]): VariantsInFiles {
  const files = fileWriter();
  return { dir: files.dir, variants: variants.map((variant, index) => files.variant(`variant-${index}`, variant)) };
}

async function run(job: Job): Promise<Result> {
  if (job.kind === 'link-preview') {
    const preview = await makeLinkPreview(job.input, job.focus);
    return { variants: variantsToFiles(preview ? [preview] : []) };
  }
  if (job.kind === 'lite') return { variants: variantsToFiles(await makeLiteVariants(job.input)) };
  return { image: toFiles(await processImage(job.input, job.type, job.focus)) };
}

/** Read off the event loop: pages keep being served while a photo's megabytes come in. */
async function fromFiles(image: ImageInFiles): Promise<ProcessedImage> {
  try {
    const read = (name: string) => readFile(join(image.dir, name));
    const { dir: _dir, linkPreview, ...rest } = image;
    const original = await read(image.original.data);
    const variants = [];
    for (const variant of image.variants) variants.push({ ...variant, data: await read(variant.data) });
    return {
      ...rest,
      original: { ...image.original, data: original },
      variants,
      ...(linkPreview ? { linkPreview: { ...linkPreview, data: await read(linkPreview.data) } } : {}),
    };
  } finally {
    await rm(image.dir, { recursive: true, force: true });
  }
}

async function variantsFromFiles({ dir, variants }: VariantsInFiles): Promise<Variant[]> {
  try {
    const read = [];
    for (const variant of variants) read.push({ ...variant, data: await readFile(join(dir, variant.data)) });
    return read;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The child's side: answers every job its parent sends, and ends with the parent. */
export function servePhotoJobs(): void {
  if (!process.send) {
    process.stderr.write(`"${PHOTO_WORKER_COMMAND}" is started by the server itself.\n`);
    process.exit(2);
  }
  process.on('message', async (job: Job) => {
    const { id } = job;
    let reply: Outcome;
    try {
      reply = { id, ...(await run(job)) };
    } catch (error) {
      reply = error instanceof ImageRefused ? { id, refused: { status: error.status, message: error.message } } : { id, error: String(error) };
    }
    process.send!({ ...reply, rss: process.memoryUsage.rss() });
  });
  process.on('disconnect', () => process.exit(0));
}

/** How this program starts itself again: the executable alone, or Node with the bundle. */
function ownCommand(): { file: string; args: string[] } {
  return insideExecutable ? { file: process.execPath, args: [PHOTO_WORKER_COMMAND] } : { file: process.execPath, args: [process.argv[1], PHOTO_WORKER_COMMAND] };
}

/** The server's side: starts the child at the first photo and again after it exited or crashed. */
export class PhotoWorker {
  #child: ChildProcess | undefined;
  #pending = new Map<number, { child: ChildProcess; resolve: (result: Result) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #idle: NodeJS.Timeout | undefined;

  constructor(private readonly command = ownCommand()) {}

  readonly process: ProcessPhoto = async (input, type, focus) => {
    const result = await this.#send({ input, type, ...(focus ? { focus } : {}) });
    if (!('image' in result)) throw new ImageRefused(415, CRASHED);
    return fromFiles(result.image).catch(() => Promise.reject(new ImageRefused(415, CRASHED)));
  };

  readonly cutLinkPreview: CutLinkPreview = async (input, focus) => (await this.#variants({ kind: 'link-preview', input, focus }))[0];

  readonly cutLiteVariants: CutLiteVariants = (input) => this.#variants({ kind: 'lite', input });

  async #variants(task: Task): Promise<Variant[]> {
    const result = await this.#send(task);
    if (!('variants' in result)) throw new ImageRefused(415, CRASHED);
    return variantsFromFiles(result.variants).catch(() => Promise.reject(new ImageRefused(415, CRASHED)));
  }

  #send(task: Task): Promise<Result> {
    return new Promise((resolve, reject) => {
      clearTimeout(this.#idle);
      const id = this.#nextId++;
      const child = this.#running();
      this.#pending.set(id, { child, resolve, reject });
      try {
        child.send({ ...task, id } satisfies Job);
      } catch {
        this.#pending.delete(id);
        reject(new ImageRefused(415, CRASHED));
      }
    });
  }

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
    child.on('message', (reply: Reply) => this.#answer(child, reply));
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

  #answer(child: ChildProcess, reply: Reply) {
    const job = this.#pending.get(reply.id);
    if (!job) return;
    this.#pending.delete(reply.id);
    const busy = [...this.#pending.values()].some((other) => other.child === child);
    if (reply.rss > RECYCLE_AFTER_RSS_BYTES && !busy && this.#child === child) {
      this.#child = undefined;
      child.disconnect();
    }
    if ('image' in reply || 'variants' in reply) job.resolve(reply);
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
