// Starts a TypeScript worker entry when the server runs from source (tests run under `node --import tsx`).
// Node 20 does not apply the parent's --import hooks to worker threads, so tsx is registered here first.
// The bundle never uses this file: there the worker is plain JavaScript (dist/commit-worker.js).
import { argv } from 'node:process';
import { register } from 'tsx/esm/api';

register();
await import(argv[2]);
