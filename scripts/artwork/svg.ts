// A tiny SVG document builder: numbers rounded to keep files small, icons shared through <symbol>.
import { iconBounds, iconSymbol } from './icons.ts';
import { C } from './palette.ts';

/** Rounds to one decimal and drops a trailing ".0" so paths stay short. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx?: number) =>
  `<rect${attrs({ x, y, width: w, height: h, rx, fill })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) => `<circle${attrs({ cx, cy, r, fill })}/>`;

export const path = (d: string, fill: string, extra: Record<string, string | number | undefined> = {}) =>
  `<path${attrs({ d, fill, ...extra })}/>`;

/** A stroked path (fill none): used for rows of windows drawn as dashed lines, cables, rails. */
export const line = (d: string, stroke: string, width: number, extra: Record<string, string | number | undefined> = {}) =>
  `<path${attrs({ d, fill: 'none', stroke, 'stroke-width': width, ...extra })}/>`;

export interface Placement {
  x: number;
  base: number;
  width?: number;
  height?: number;
  colour: string;
  flip?: boolean;
  shadow?: string | false;
}

export class Art {
  private readonly symbols = new Map<string, string>();
  private readonly parts: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly title: string,
  ) {}

  add(...parts: string[]): this {
    this.parts.push(...parts);
    return this;
  }

  /**
   * Places an icon (e.g. "mdi:excavator") with its top-left at (x, y), `size` wide, in one colour.
   * `flip` mirrors it horizontally inside its own box.
   */
  icon(id: string, x: number, y: number, size: number, colour: string, flip = false): string {
    const symbol = iconSymbol(id);
    this.symbols.set(symbol.id, symbol.markup);
    const h = (size * symbol.height) / symbol.width;
    const use = `<use${attrs({ href: `#${symbol.id}`, x: flip ? 0 : x, y, width: size, height: h, color: colour })}/>`;
    return flip ? `<g transform="matrix(-1 0 0 1 ${n(x + size)} 0)">${use}</g>` : use;
  }

  /**
   * Places an icon by its visible outline: left edge at x, bottom on `base`, `width` (or `height`)
   * wide. Unless `shadow` is false, an ink copy sits offset behind it: the look every subject shares.
   */
  place(id: string, p: Placement): string {
    const [bx, by, bw, bh] = iconBounds(id);
    const { width: sw } = iconSymbol(id);
    const scale = p.height !== undefined ? p.height / bh : (p.width ?? bw) / bw;
    const left = p.flip ? sw - bx - bw : bx;
    const boxX = p.x - left * scale;
    const boxY = p.base - (by + bh) * scale;
    const size = sw * scale;
    const body = this.icon(id, boxX, boxY, size, p.colour, p.flip);
    if (p.shadow === false) return body;
    const offset = Math.max(2, (bw * scale) / 70);
    return this.icon(id, boxX + offset, boxY + offset, size, p.shadow ?? C.ink, p.flip) + body;
  }

  toString(): string {
    const defs = this.symbols.size > 0 ? `<defs>${[...this.symbols.values()].join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}" role="img">` +
      `<title>${escapeXml(this.title)}</title>${defs}${this.parts.join('')}</svg>\n`
    );
  }
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
