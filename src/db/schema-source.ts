import { readFileSync } from 'node:fs';

declare const __SCHEMA_SQL__: string | undefined;

// The bundle (build.ts) inlines schema.sql so dist/server.js needs no file beside it; from source it is read.
export function schemaSql(): string {
  if (typeof __SCHEMA_SQL__ === 'string') return __SCHEMA_SQL__;
  return readFileSync(new URL('../../schema.sql', import.meta.url), 'utf8');
}
