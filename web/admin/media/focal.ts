// The focal point: where a picture's subject is, as fractions of its width and height (0-1, top-left origin).
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** Kept to whole per-cents: finer than anyone can click, and what is saved reads back the same. */
const tidy = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

export function focalPoint(x: number, y: number): FocalPoint {
  return { x: tidy(Number.isFinite(x) ? x : 0.5), y: tidy(Number.isFinite(y) ? y : 0.5) };
}

/** Where a click at (clientX, clientY) falls inside the picture's box. */
export function pointAt(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): FocalPoint {
  return focalPoint((clientX - box.left) / box.width, (clientY - box.top) / box.height);
}

const STEP = 0.02;
const BIG_STEP = 0.1;

/** The point after an arrow key (Shift: a bigger step), Home (the centre); undefined for any other key. */
export function pointAfterKey(point: FocalPoint, key: string, shift: boolean): FocalPoint | undefined {
  const step = shift ? BIG_STEP : STEP;
  switch (key) {
    case 'ArrowLeft':
      return focalPoint(point.x - step, point.y);
    case 'ArrowRight':
      return focalPoint(point.x + step, point.y);
    case 'ArrowUp':
      return focalPoint(point.x, point.y - step);
    case 'ArrowDown':
      return focalPoint(point.x, point.y + step);
    case 'Home':
      return CENTRE;
    default:
      return undefined;
  }
}

/** CSS object-position that keeps the point in view when the picture is cropped into any box (object-fit: cover). */
export function objectPosition(point: FocalPoint): string {
  return `${Math.round(point.x * 100)}% ${Math.round(point.y * 100)}%`;
}

/** "30% from the left, 70% from the top", what a screen reader says and what the panel prints. */
export function describePoint(point: FocalPoint): string {
  return `${Math.round(point.x * 100)}% from the left, ${Math.round(point.y * 100)}% from the top`;
}

export const samePoint = (a: FocalPoint, b: FocalPoint) => a.x === b.x && a.y === b.y;
