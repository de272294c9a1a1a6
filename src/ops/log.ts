import { writeSync } from 'node:fs';
import type { LogLevel } from '../config.ts';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Plain one-line logs on stdout/stderr (journald and docker logs add the time). Never personal data. */
export function createLogger(level: LogLevel, write: (line: string, isError: boolean) => void = defaultWrite): Logger {
  const at = ORDER[level];
  const emit = (l: LogLevel, message: string) => {
    if (ORDER[l] >= at) write(`${l.toUpperCase()} ${message}`, ORDER[l] >= ORDER.warn);
  };
  return {
    debug: (m) => emit('debug', m),
    info: (m) => emit('info', m),
    warn: (m) => emit('warn', m),
    error: (m, e) => emit('error', e instanceof Error ? `${m}: ${e.stack ?? e.message}` : e ? `${m}: ${String(e)}` : m),
  };
}

// Info lines are gathered and written once per turn of the event loop: one write per request was the largest
// cost of serving a cached page. Warnings and errors go out at once, and anything pending is written
// synchronously on exit, so no line is lost to a crash of the process's own making or a stop.
let pending: string[] = [];

function flush() {
  if (pending.length === 0) return;
  const text = pending.join('');
  pending = [];
  process.stdout.write(text);
}

function defaultWrite(line: string, isError: boolean) {
  if (isError) {
    flush();
    process.stderr.write(`${line}\n`);
    return;
  }
  if (pending.length === 0) setImmediate(flush);
  pending.push(`${line}\n`);
}

process.once('exit', () => {
  if (pending.length) writeSync(1, pending.join(''));
});
