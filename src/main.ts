// The program's entry (dist/server.js and the single executable): a photo worker (src/media/photo-worker.ts), which
// the server starts as a child of itself, loads only what processing a photo needs; everything else is the
// server's program (src/server.ts). The imports are dynamic so that the bundle evaluates only the chosen part:
// the worker started at about 79 MB with the whole server loaded.
import { PHOTO_WORKER_COMMAND } from './media/photo-worker-command.ts';

if (process.argv[2] === PHOTO_WORKER_COMMAND) void import('./media/photo-worker.ts').then((worker) => worker.servePhotoJobs());
else void import('./server.ts');
