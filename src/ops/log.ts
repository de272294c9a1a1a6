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

function defaultWrite(line: string, isError: boolean) {
  (isError ? process.stderr : process.stdout).write(`${line}\n`);
}
