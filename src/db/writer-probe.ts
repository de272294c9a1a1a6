// Tests' view into a SubmissionWriter, kept out of the production class: a writer whose engines
// are counted, and whose writer thread can be killed as a crash would.
import type { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { MainThreadEngine, startCommitWorker, WorkerEngine, type CommitEngine } from './commit-engines.ts';
import { SubmissionWriter, type SubmissionWriterOptions } from './submissions.ts';

export interface WriterStats {
  /** Transactions committed. */
  batches: number;
  /** Rows stored (refused rows not counted). */
  rows: number;
  largestBatch: number;
}

export interface WriterProbe {
  writer: SubmissionWriter;
  stats: WriterStats;
  /** Ends the writer thread abruptly (a batch in flight fails; later ones go to the calling thread). */
  killThread(): Promise<void>;
}

export interface ProbeOptions extends Omit<SubmissionWriterOptions, 'startEngine'> {
  /** Starts the writer thread (default: the real one); a test may start a thread that fails. */
  startWorker?: typeof startCommitWorker;
}

export function probeWriter(sqlite: Database.Database, options: ProbeOptions = {}): WriterProbe {
  const { startWorker = startCommitWorker, ...writerOptions } = options;
  const stats: WriterStats = { batches: 0, rows: 0, largestBatch: 0 };
  let worker: Worker | undefined;

  const counted = (engine: CommitEngine): CommitEngine => ({
    get broken() {
      return engine.broken;
    },
    async commit(batch) {
      const results = await engine.commit(batch);
      stats.batches++;
      stats.rows += results.filter((r) => typeof r === 'number').length;
      stats.largestBatch = Math.max(stats.largestBatch, batch.length);
      return results;
    },
    close: () => engine.close(),
  });

  const writer = new SubmissionWriter(sqlite, {
    ...writerOptions,
    startEngine: (db, thread, busyTimeoutMs) => {
      if (thread === 'main') return counted(new MainThreadEngine(db));
      worker = startWorker({ path: db.name, busyTimeoutMs });
      return counted(new WorkerEngine(worker));
    },
  });
  return {
    writer,
    stats,
    async killThread() {
      await worker?.terminate();
    },
  };
}
