// Real pictures for tests and the benchmark, made with sharp: photo-like content (a gradient, shapes and grain
// that compress like a photograph, not flat colour) in every accepted format, a JPEG carrying a GPS position,
// a turned JPEG (EXIF orientation 6) and a decompression bomb.
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** Raw RGB pixels of a photo-like scene: sky-to-earth gradient, a sun, a building, and grain. */
export async function photoPixels(width: number, height: number, seed = 1): Promise<Sharp> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="#5b8fc7"/><stop offset="0.55" stop-color="#e0b36e"/><stop offset="1" stop-color="#4a3424"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * (0.2 + 0.05 * seed)}" cy="${height * 0.25}" r="${height * 0.1}" fill="#f6e27a" opacity="0.85"/>
    <rect x="${width * 0.55}" y="${height * 0.3}" width="${width * 0.28}" height="${height * 0.55}" fill="#6d7b86"/>
    <rect x="${width * 0.58}" y="${height * 0.36}" width="${width * 0.06}" height="${height * 0.08}" fill="#d8e4ee"/>
    <rect x="${width * 0.7}" y="${height * 0.36}" width="${width * 0.06}" height="${height * 0.08}" fill="#d8e4ee"/>
    <path d="M0 ${height * 0.8} Q ${width * 0.3} ${height * 0.7} ${width} ${height * 0.85} L ${width} ${height} L 0 ${height} Z" fill="#3b5d2e"/>
  </svg>`;
  // Texture at two scales, like foliage, gravel and brickwork: blotches that survive resizing, and sensor grain.
  const noise = (w: number, h: number, sigma: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } });
  const blotches = async (scale: number, sigma: number) =>
    sharp(await noise(Math.ceil(width / scale), Math.ceil(height / scale), sigma).png().toBuffer())
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  const coarse = await blotches(24, 50);
  const fine = await blotches(6, 16);
  const grain = await noise(width, height, 14).raw().toBuffer();
  const scene = await sharp(Buffer.from(svg))
    .composite([
      { input: coarse, raw: { width, height, channels: 3 }, blend: 'overlay' },
      { input: fine, raw: { width, height, channels: 3 }, blend: 'overlay' },
      { input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(scene, { raw: { width, height, channels: 3 } });
}

export async function photo(width: number, height: number, format: PhotoFormat = 'jpeg', quality = 92): Promise<Buffer> {
  const pixels = await photoPixels(width, height);
  if (format === 'png') return pixels.png().toBuffer();
  if (format === 'webp') return pixels.webp({ quality }).toBuffer();
  if (format === 'avif') return pixels.avif({ quality: 60, effort: 0 }).toBuffer();
  return pixels.jpeg({ quality }).toBuffer();
}

/** Readable text inside the GPS directory: if these bytes survive anywhere, so did the position. */
export const GPS_MARKER = 'ONNE-PORT-GPS';

/** A JPEG from a phone at Onne port: EXIF with camera, date and a GPS position (latitude 4.72 N, longitude 7.15 E). */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return (await photoPixels(width, height))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone Maker', Model: 'Phone 12' },
      IFD2: { DateTimeOriginal: '2026:11:20 09:30:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '4/1 43/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 9/1 0/1',
        GPSMapDatum: GPS_MARKER,
      },
    })
    .toBuffer();
}

/** A JPEG stored 600×400 that a camera held upright marked "turn 90° clockwise" (EXIF orientation 6). */
export async function turnedJpeg(): Promise<Buffer> {
  return (await photoPixels(600, 400)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A PNG of a few kilobytes that declares `side`×`side` pixels (a decompression bomb: 20000² is 400 megapixels,
 * 1.6 GB once decoded). Its data is a run of zero rows compressed by zlib, so it is a valid file, not a truncated one.
 */
export function pngBomb(side = 20000, rows = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const data = deflateSync(Buffer.alloc((side + 1) * rows), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG red in its top half and blue in its bottom half: which colours a crop shows tells where it was cut. */
export function redAboveBlue(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d01010' } })
    .composite([{ input: { create: { width, height: height / 2, channels: 3, background: '#1010d0' } }, top: height / 2, left: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** What a crop of redAboveBlue shows: 'red', 'blue', or 'both' where it straddles the middle. */
export async function halfShown(jpeg: Buffer): Promise<'red' | 'blue' | 'both'> {
  const [red, , blue] = (await sharp(jpeg).stats()).channels.map((c) => c.mean);
  return red > 150 && blue < 80 ? 'red' : blue > 150 && red < 80 ? 'blue' : 'both';
}
