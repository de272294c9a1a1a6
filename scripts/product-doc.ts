// npm run docs:product — rewrites docs/product.md's generated parts (its code constants and its request errors) from the code.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withGeneratedParts } from './product-tables.ts';

const target = join(import.meta.dirname, '../docs/product.md');
writeFileSync(target, withGeneratedParts(readFileSync(target, 'utf8')));
console.log(`wrote ${target}`);
