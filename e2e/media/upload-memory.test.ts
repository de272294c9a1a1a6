// The whole server's peak memory while ten 12-megapixel photos are uploaded at once (README § Photos and
// memory): the real product as a process, its peak resident set (VmHWM) read from /proc when they are done.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import { photoPixels } from '../../src/testing/photos.ts';
import { ADMIN_ENV, adminToken } from '../../src/testing/admin.ts';
import { type RunningServer, startServer } from '../../src/testing/server.ts';

/**
 * The target for the whole product (README § Uploaded photos): the server and its photo worker measured
 * 260-300 MB together (755-810 MB when photos were processed in the server, 398 MB before uploads streamed to
 * disk); the bound leaves room for a loaded test machine.
 */
export const UPLOAD_PEAK_BOUND_MB = 330;
const UPLOADS = 10;

let server: RunningServer;
before(async () => {
  server = await startServer(ADMIN_ENV);
});
after(() => server.stop());

/** A multipart POST through node:http, which has no client timeout: the last of ten waits for nine before it. */
async function post(url: string, token: string, form: FormData): Promise<number> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const statusKb = (pid: number, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
/** The server's child processes (its photo worker), which count towards its memory. */
const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

test(`ten concurrent 12-megapixel uploads keep the whole process under ${UPLOAD_PEAK_BOUND_MB} MB`, async () => {
  // A phone's photo: 4000 × 3000, JPEG quality 95 (about 5 MB); three scenes, so not every upload is the same file.
  const photos = await Promise.all([1, 2, 3].map(async (seed) => (await photoPixels(4000, 3000, seed)).jpeg({ quality: 95 }).toBuffer()));
  const token = await adminToken(server.url);
  await fetch(`${server.url}/healthz`);
  const pid = server.process.pid!;
  const idleMb = statusKb(pid, 'VmRSS') / 1024;
  // The worker is replaced when it has grown (photo-worker.ts): each child's own peak is read while it lives.
  const workerPeaks = new Map<number, number>();
  const sample = setInterval(() => {
    for (const child of childrenOf(pid)) {
      let peak: number;
      try {
        peak = statusKb(child, 'VmHWM') / 1024;
      } catch {
        continue; // the worker ended between listing and reading: its last sample stands
      }
      if (peak > 0) workerPeaks.set(child, Math.max(workerPeaks.get(child) ?? 0, peak));
    }
  }, 50);
  const started = performance.now();
  // Cleared however the uploads end: a sampler left running keeps this process, and the whole run, alive for ever.
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, async (_, i) => {
      const form = new FormData();
      form.set('file', new Blob([photos[i % photos.length]], { type: 'image/jpeg' }), `site-${i}.jpg`);
      form.set('altText', `Site photo ${i}`);
      return post(`${server.url}/api/admin/media`, token, form);
    }),
  ).finally(() => clearInterval(sample));
  const seconds = (performance.now() - started) / 1000;
  // The server's peak plus the largest worker's: an upper bound of the two together, whenever each peaked.
  const serverPeakMb = statusKb(pid, 'VmHWM') / 1024;
  const workerPeakMb = Math.max(...workerPeaks.values());
  const peakMb = serverPeakMb + workerPeakMb;
  console.log(
    `# ${UPLOADS} concurrent uploads of 4000x3000 JPEGs (${(photos[0].length / 1e6).toFixed(1)} MB each): statuses ${statuses.join(',')}, ${seconds.toFixed(1)} s; idle ${idleMb.toFixed(0)} MB, peak RSS (VmHWM) ${serverPeakMb.toFixed(0)} MB server + ${workerPeakMb.toFixed(0)} MB photo worker (largest of ${workerPeaks.size}) = ${peakMb.toFixed(0)} MB`,
  );
  assert.deepEqual(statuses, Array(UPLOADS).fill(201), 'every photo stored');
  assert.ok(workerPeaks.size >= 1, 'the photos were processed by the photo worker');
  assert.ok(peakMb < UPLOAD_PEAK_BOUND_MB, `peak ${peakMb.toFixed(0)} MB`);
});
