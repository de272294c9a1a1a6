// Starts the real product (node dist/server.js, or another way to run it) on a free port and a temporary
// database, for browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgetAdminSession } from './admin.ts';

export interface RunningServer {
  url: string;
  dbPath: string;
  dir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

const serverJs = join(import.meta.dirname, '../../dist/server.js');

/** How the product is started: `node dist/server.js` unless a test runs it otherwise (the single executable). */
export interface ServerProgram {
  command: string;
  args: string[];
  cwd?: string;
}

export async function startServer(
  env: Record<string, string> = {},
  dir = mkdtempSync(join(tmpdir(), 'metrik-')),
  program: ServerProgram = { command: process.execPath, args: [serverJs] },
): Promise<RunningServer> {
  const dbPath = env.DATABASE_PATH ?? join(dir, 'site.db');
  const child = spawn(program.command, program.args, {
    cwd: program.cwd,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: dbPath, FORM_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 15_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  let stopped: Promise<void> | undefined;
  return {
    url,
    dbPath,
    dir,
    process: child,
    output: () => out,
    // Once, however often it is called (a test's own stop, then its after hook's); a child killed by a signal has a
    // signalCode and no exitCode, and waiting for its exit again would never end.
    stop() {
      forgetAdminSession(url);
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        }
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
