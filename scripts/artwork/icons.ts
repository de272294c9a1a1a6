// Reads icons straight from the installed Iconify JSON sets and records which ones the artwork uses,
// so LICENSES.txt can name them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

interface IconSet {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

export interface IconSymbol {
  id: string;
  width: number;
  height: number;
  markup: string;
}

const require = createRequire(import.meta.url);
const sets = new Map<string, IconSet>();
export const usedIcons = new Set<string>();

function loadSet(prefix: string): IconSet {
  let set = sets.get(prefix);
  if (!set) {
    set = JSON.parse(readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), 'utf8')) as IconSet;
    sets.set(prefix, set);
  }
  return set;
}

/** Our own drawings (machines no icon set has), addressed as "metrik:name" like any icon. */
const ownDrawings = new Map<string, { width: number; height: number; body: string }>();

export function defineDrawing(name: string, width: number, height: number, body: string): string {
  ownDrawings.set(name, { width, height, body });
  return `metrik:${name}`;
}

export function iconSymbol(id: string): IconSymbol {
  const [prefix, name] = id.split(':');
  if (!prefix || !name) throw new Error(`Icon id must look like "set:name", got "${id}"`);
  usedIcons.add(id);
  if (prefix === 'metrik') {
    const drawing = ownDrawings.get(name);
    if (!drawing) throw new Error(`No drawing named ${name}`);
    const { width, height, body } = drawing;
    return { id: `m_${name}`, width, height, markup: `<symbol id="m_${name}" viewBox="0 0 ${width} ${height}">${body}</symbol>` };
  }
  const set = loadSet(prefix);
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) throw new Error(`Icon ${id} is not in @iconify-json/${prefix}`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  const symbolId = `${prefix}_${name}`;
  return { id: symbolId, width, height, markup: `<symbol id="${symbolId}" viewBox="0 0 ${width} ${height}">${icon.body}</symbol>` };
}

/** Visible box [x, y, width, height] of an icon inside its own viewBox (measured by measure-icons.ts). */
export type Box = [number, number, number, number];

export const boundsFile = join(import.meta.dirname, 'bounds.json');
let bounds: Record<string, Box> | undefined;
let measuring = false;

/** While measuring, unmeasured icons fall back to their full box instead of failing. */
export function setMeasuring(): void {
  measuring = true;
}

export function iconBounds(id: string): Box {
  bounds ??= existsSync(boundsFile) ? (JSON.parse(readFileSync(boundsFile, 'utf8')) as Record<string, Box>) : {};
  const box = bounds[id];
  if (box) return box;
  const { width, height } = iconSymbol(id);
  if (measuring) return [0, 0, width, height];
  throw new Error(`No measured bounds for ${id}: run npx tsx scripts/artwork/measure-icons.ts`);
}
