// npm run docs:api — rewrites docs/api.md from the routes table (src/routes.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiMarkdown } from '../src/http/api-markdown.ts';
import { ROUTES } from '../src/routes.ts';

const target = join(import.meta.dirname, '../docs/api.md');
writeFileSync(target, apiMarkdown(ROUTES));
console.log(`wrote ${target}`);
