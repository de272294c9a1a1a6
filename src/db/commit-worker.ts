// The submission writer thread: its own connection to the data file, one transaction per batch the server
// thread sends (commit-engines.ts), each batch's results sent back. An fsync here never freezes the event loop.
// The build bundles this file as dist/commit-worker.js, beside dist/server.js.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { prepareBatchCommit } from './commit-batch.ts';
import type { CommitReply, CommitRequest, CommitWorkerData } from './commit-protocol.ts';
import { applyPragmas } from './pragmas.ts';

if (!parentPort) throw new Error('commit-worker runs as a worker thread, started by the submission writer.');
const port = parentPort;
const { path, busyTimeoutMs, walAutocheckpoint } = workerData as CommitWorkerData;

const db = new Database(path, { fileMustExist: true });
applyPragmas(db, { busyTimeoutMs, walAutocheckpoint });
const commitBatch = prepareBatchCommit(db);
const reply = (message: CommitReply) => port.postMessage(message);

port.on('message', (message: CommitRequest) => {
  if (message.type === 'close') {
    db.close();
    reply({ type: 'closed' });
    port.close(); // nothing left to wait for: the thread ends
    return;
  }
  try {
    reply({ type: 'done', id: message.id, results: commitBatch(message.batch) });
  } catch (error) {
    const { message: text, code } = error as { message?: unknown; code?: unknown };
    reply({ type: 'failed', id: message.id, error: { message: String(text), code: typeof code === 'string' ? code : undefined } });
  }
});
reply({ type: 'ready' });
