// Where a batch's transaction runs. For a database file: a worker thread with its own connection, so an fsync
// never freezes the event loop. For an in-memory database (tests; it cannot be shared between connections), or
// when the thread is gone: the calling thread.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { EXECUTABLE_ASSETS, insideExecutable, unpackedDirectory } from '../ops/executable.ts';
import { prepareBatchCommit, type Item, type RowResult } from './commit-batch.ts';
import type { CommitReply, CommitRequest, CommitWorkerData } from './commit-protocol.ts';

export interface CommitEngine {
  commit(batch: Item[]): Promise<RowResult[]>;
  /** True once the engine can commit no more (its thread died): the writer then uses the calling thread. */
  readonly broken: boolean;
  close(): Promise<void>;
}

export type Thread = 'main' | 'worker';

/** Starts the engine for a thread; SubmissionWriter takes another one (tests count and kill through it). */
export type StartEngine = (sqlite: Database.Database, thread: Thread, busyTimeoutMs: number) => CommitEngine;

export const startCommitEngine: StartEngine = (sqlite, thread, busyTimeoutMs) =>
  thread === 'worker'
    ? new WorkerEngine(startCommitWorker({ path: sqlite.name, busyTimeoutMs, walAutocheckpoint: sqlite.pragma('wal_autocheckpoint', { simple: true }) as number }))
    : new MainThreadEngine(sqlite);

/**
 * The thread ended before it opened its connection (its file is missing, the driver failed to load, …). It
 * wrote nothing, so the batch it was sent may be written elsewhere.
 */
export class WriterThreadNotStartedError extends Error {
  constructor(cause: unknown) {
    super('The submission writer thread could not start.', { cause });
  }
}

export class MainThreadEngine implements CommitEngine {
  readonly broken = false;
  #commit: (batch: Item[]) => RowResult[];

  constructor(sqlite: Database.Database) {
    this.#commit = prepareBatchCommit(sqlite);
  }

  async commit(batch: Item[]) {
    return this.#commit(batch);
  }

  async close() {}
}

/**
 * The writer thread's program, next to this module: dist/commit-worker.js beside the server bundle, or
 * src/db/commit-worker.ts from source (commitWorkerFromSource). Inside the single executable, its unpacked copy
 * (beside the better-sqlite3 it loads).
 */
export function startCommitWorker(data: CommitWorkerData): Worker {
  if (insideExecutable) return new Worker(join(unpackedDirectory(), EXECUTABLE_ASSETS.worker), { workerData: data });
  if (import.meta.url.endsWith('.ts')) return new Worker(commitWorkerFromSource(), { workerData: data });
  return new Worker(new URL('./commit-worker.js', import.meta.url), { workerData: data });
}

let fromSource: URL | undefined;

/**
 * From source (the tests, under `node --import tsx`): commit-worker.ts bundled as the build bundles it, once a
 * process, into a data: URL that imports better-sqlite3 from this checkout. Node 20 does not apply the parent's
 * --import hooks to a worker thread, and a worker that registered tsx itself started a loader thread and esbuild
 * of its own: about a second of CPU per writer thread, of which the unit tier starts dozens.
 */
function commitWorkerFromSource(): URL {
  if (fromSource) return fromSource;
  const require = createRequire(import.meta.url);
  const esbuild = require('esbuild') as typeof import('esbuild');
  const [bundle] = esbuild.buildSync({
    entryPoints: [fileURLToPath(new URL('./commit-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['better-sqlite3'],
    write: false,
  }).outputFiles;
  // A data: URL has no node_modules to resolve a package name from: the import names the file.
  const driver = pathToFileURL(require.resolve('better-sqlite3')).href;
  const code = bundle.text.replace(/from\s*["']better-sqlite3["']/g, `from ${JSON.stringify(driver)}`);
  if (code === bundle.text) throw new Error('The commit worker bundle no longer imports better-sqlite3 as expected.');
  fromSource = new URL(`data:text/javascript,${encodeURIComponent(code)}`);
  return fromSource;
}

export class WorkerEngine implements CommitEngine {
  #worker: Worker;
  #ready = false;
  #nextId = 0;
  #waiting = new Map<number, { resolve: (r: RowResult[]) => void; reject: (e: unknown) => void }>();
  #closed?: Promise<void>;
  #broken?: Error;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: CommitReply) => this.#onReply(reply));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`The submission writer thread stopped (exit code ${code}).`)));
    // Idle, the worker must not keep the process alive; while a batch is out, it must. (After the listeners:
    // adding a 'message' listener refs the worker again.)
    worker.unref();
  }

  get broken(): boolean {
    return this.#broken !== undefined;
  }

  commit(batch: Item[]): Promise<RowResult[]> {
    if (this.#broken) return Promise.reject(this.#broken);
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.ref();
      this.#send({ type: 'commit', id, batch });
    });
  }

  close(): Promise<void> {
    if (this.#broken) return Promise.resolve();
    this.#closed ??= new Promise<void>((resolve) => {
      this.#worker.ref();
      this.#worker.once('exit', () => resolve());
      this.#send({ type: 'close' });
    });
    return this.#closed;
  }

  #send(request: CommitRequest) {
    this.#worker.postMessage(request);
  }

  #fail(error: Error) {
    // Set before any caller hears of it, so the writer's next batch already goes to the calling thread.
    this.#broken ??= this.#ready ? error : new WriterThreadNotStartedError(error);
    for (const waiter of this.#waiting.values()) waiter.reject(this.#broken);
    this.#waiting.clear();
  }

  #onReply(reply: CommitReply) {
    if (reply.type === 'ready') {
      this.#ready = true;
      return;
    }
    if (reply.type === 'closed') {
      void this.#worker.terminate();
      return;
    }
    const waiter = this.#waiting.get(reply.id);
    this.#waiting.delete(reply.id);
    if (this.#waiting.size === 0) this.#worker.unref();
    if (!waiter) return;
    if (reply.type === 'done') waiter.resolve(reply.results);
    else waiter.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
  }
}
