// Photo-like 12-megapixel JPEGs for the image budget: a sky and ground in gradients, buildings with windows, a
// crane, the sun, soft texture and per-pixel sensor noise, so they compress like a real phone photo (several MB),
// not like flat colour. Deterministic: photo n is the same bytes on every run.
import sharp from 'sharp';

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;

/** mulberry32: a small seeded generator, so every run draws the same photos. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** Raw RGB pixels of photo `n`. */
function drawPhoto(n: number, width = PHOTO_WIDTH, height = PHOTO_HEIGHT): Buffer {
  // Clamped: every sum below saturates at 0 and 255 instead of wrapping round.
  const rand = random(1000 + n);
  const px = new Uint8ClampedArray(width * height * 3);
  const horizon = Math.round(height * (0.55 + rand() * 0.15));
  const skyTop: Rgb = [40 + rand() * 40, 90 + rand() * 50, 160 + rand() * 60];
  const skyLow: Rgb = [200 + rand() * 40, 190 + rand() * 40, 170 + rand() * 50];
  const groundNear: Rgb = [90 + rand() * 40, 70 + rand() * 30, 45 + rand() * 20];
  const groundFar: Rgb = [150 + rand() * 30, 130 + rand() * 30, 95 + rand() * 20];
  const set = (x: number, y: number, c: Rgb) => {
    const i = (y * width + x) * 3;
    px[i] = c[0];
    px[i + 1] = c[1];
    px[i + 2] = c[2];
  };
  // Sky and ground, with a slow texture (clouds, soil) on top of the gradients.
  const fx = 0.002 + rand() * 0.004;
  const fy = 0.003 + rand() * 0.004;
  for (let y = 0; y < height; y++) {
    const base = y < horizon ? mix(skyTop, skyLow, y / horizon) : mix(groundFar, groundNear, (y - horizon) / (height - horizon));
    for (let x = 0; x < width; x++) {
      const wave = 14 * Math.sin(x * fx + Math.sin(y * fy) * 3) + 8 * Math.sin((x + y) * fx * 3.1);
      set(x, y, [base[0] + wave, base[1] + wave, base[2] + wave * 0.8]);
    }
  }
  // The sun.
  const sx = rand() * width;
  const sy = rand() * horizon * 0.5;
  const sr = 80 + rand() * 120;
  for (let y = Math.max(0, Math.floor(sy - sr * 3)); y < Math.min(horizon, sy + sr * 3); y++) {
    for (let x = Math.max(0, Math.floor(sx - sr * 3)); x < Math.min(width, sx + sr * 3); x++) {
      const d = Math.hypot(x - sx, y - sy) / sr;
      if (d < 3) {
        const i = (y * width + x) * 3;
        const glow = d < 1 ? 1 : Math.max(0, (3 - d) / 2) ** 2 * 0.6;
        px[i] += (255 - px[i]) * glow;
        px[i + 1] += (245 - px[i + 1]) * glow;
        px[i + 2] += (210 - px[i + 2]) * glow;
      }
    }
  }
  // Buildings standing on the horizon, each with a grid of windows.
  const buildings = 5 + Math.floor(rand() * 6);
  for (let b = 0; b < buildings; b++) {
    const bw = 250 + rand() * 600;
    const bh = 400 + rand() * (horizon - 300);
    const bx = rand() * (width - bw);
    // Concrete, render and paint: a grey with a slight warm or cool tint.
    const grey = 110 + rand() * 100;
    const tint = (rand() - 0.5) * 40;
    const wall: Rgb = [grey + tint, grey + tint * 0.4, grey - tint * 0.6];
    const glass: Rgb = [30 + rand() * 50, 60 + rand() * 60, 90 + rand() * 70];
    const top = Math.max(0, Math.floor(horizon - bh));
    for (let y = top; y < horizon + 40; y++) {
      const shade = 0.75 + 0.25 * ((y - top) / (horizon - top + 40));
      for (let x = Math.floor(bx); x < Math.min(width, bx + bw); x++) {
        const lx = (x - bx) % 70;
        const ly = (y - top) % 90;
        const lit = lx > 18 && lx < 58 && ly > 20 && ly < 70;
        const c = lit ? glass : wall;
        set(x, y, [c[0] * shade, c[1] * shade, c[2] * shade]);
      }
    }
  }
  // A crane: a mast and a jib, three pixels thick, in safety yellow.
  const cx = Math.floor(width * (0.2 + rand() * 0.6));
  const cTop = Math.floor(horizon * (0.1 + rand() * 0.2));
  for (let y = cTop; y < horizon; y++) for (let x = cx; x < cx + 24; x++) if ((x + y) % 24 < 5 || x < cx + 3 || x > cx + 20) set(x, y, [235, 185, 30]);
  for (let x = Math.max(0, cx - 900); x < Math.min(width, cx + 500); x++) for (let y = cTop; y < cTop + 22; y++) if ((x + y) % 22 < 4 || y < cTop + 3 || y > cTop + 18) set(x, y, [235, 185, 30]);
  // Sensor noise on every pixel, as a phone camera leaves it.
  for (let i = 0; i < px.length; i += 3) {
    const grain = (rand() + rand() + rand() - 1.5) * 26;
    px[i] += grain + (rand() - 0.5) * 10;
    px[i + 1] += grain + (rand() - 0.5) * 10;
    px[i + 2] += grain + (rand() - 0.5) * 10;
  }
  return Buffer.from(px.buffer);
}

/** Photo `n` as a 4000 × 3000 JPEG (quality 92, as phones save them). */
export function photoJpeg(n: number): Promise<Buffer> {
  return sharp(drawPhoto(n), { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
