// The server's side of the photo worker against stand-in children (node -e): answers come back as Buffers,
// a refusal keeps its status and sentence, and a child that dies mid-job costs that upload a sentence, not the
// server, while the next upload gets a new child.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { test } from 'node:test';
import { PhotoWorker, RECYCLE_AFTER_RSS_BYTES } from '../../src/media/photo-worker.ts';
import { ImageRefused } from '../../src/media/process.ts';

const JPEG = { mimeType: 'image/jpeg', extension: 'jpg' } as const;

/** A child that runs `onJob(job)` for every job (its body as JavaScript, with `job` and `send` in scope). */
const child = (onJob: string) => ({
  file: process.execPath,
  args: ['-e', `${inFiles} process.on('message', (job) => { const send = (m) => process.send(m); ${onJob} }); process.on('disconnect', () => process.exit(0));`],
});

/** In the stand-in: `answer(job, original, variants)` leaves the bytes in files as the real worker does, and says where. */
const inFiles = `const answer = (job, original, variants, rss = 50e6) => {
  const fs = require('node:fs'), path = require('node:path');
  const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'photo-worker-test-'));
  fs.writeFileSync(path.join(dir, 'o'), original);
  variants.forEach((v, i) => fs.writeFileSync(path.join(dir, 'v' + i), v));
  process.send({ id: job.id, image: { dir, width: 4, height: 3, placeholder: 'p', original: { data: 'o', mimeType: 'image/jpeg', hash: 'h' },
    variants: variants.map((v, i) => ({ format: 'webp', width: 4, height: 3, hash: 'v' + i, data: 'v' + i })) }, rss });
};`;

test('the bytes a processed picture left in files come back as Buffers, and the files are removed', async () => {
  const worker = new PhotoWorker(child(`answer(job, Buffer.from(job.input), [Buffer.from([7, 8])])`));
  const before = readdirSync(tmpdir()).filter((name) => name.startsWith('photo-worker-test-'));
  try {
    const image = await worker.process(new Uint8Array([1, 2, 3]), JPEG);
    assert.ok(Buffer.isBuffer(image.original.data));
    assert.deepEqual([...image.original.data], [1, 2, 3]);
    assert.ok(Buffer.isBuffer(image.variants[0].data));
    assert.deepEqual([...image.variants[0].data], [7, 8]);
    assert.deepEqual(readdirSync(tmpdir()).filter((name) => name.startsWith('photo-worker-test-')), before);
  } finally {
    worker.stop();
  }
});

/** In the stand-in: `variants(job, [[format, width, bytes], …])` answers a stored original's job with files, as the real worker does. */
const inVariantFiles = `const variants = (job, list) => {
  const fs = require('node:fs'), path = require('node:path');
  const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'photo-worker-test-'));
  list.forEach(([, , bytes], i) => fs.writeFileSync(path.join(dir, 'v' + i), Buffer.from(bytes)));
  send({ id: job.id, variants: { dir, variants: list.map(([format, width], i) => ({ format, width, height: 628, hash: 'h' + i, data: 'v' + i, ...(job.kind === 'lite' ? { lite: true } : {}) })) }, rss: 50e6 });
};`;

test('a link preview cut at a focal point comes back as a Buffer (its file removed), and none as undefined', async () => {
  const worker = new PhotoWorker(
    child(`${inVariantFiles} if (job.kind !== 'link-preview') throw new Error('not a preview job');
      variants(job, job.focus.y === 1 ? [] : [['jpeg', 1200, [job.focus.x * 10, job.focus.y * 10, ...job.input]]]);`),
  );
  const before = readdirSync(tmpdir()).filter((name) => name.startsWith('photo-worker-test-'));
  try {
    const preview = await worker.cutLinkPreview(new Uint8Array([9]), { x: 0.2, y: 0.5 });
    assert.ok(preview && Buffer.isBuffer(preview.data));
    assert.deepEqual([...preview.data], [2, 5, 9], 'the focal point and the bytes reached the child');
    assert.deepEqual([preview.format, preview.width, preview.height], ['jpeg', 1200, 628]);
    assert.equal(await worker.cutLinkPreview(new Uint8Array([9]), { x: 0.5, y: 1 }), undefined);
    assert.deepEqual(readdirSync(tmpdir()).filter((name) => name.startsWith('photo-worker-test-')), before);
  } finally {
    worker.stop();
  }
});

test("a stored photo's lite variants come back as Buffers marked lite (their files removed)", async () => {
  const worker = new PhotoWorker(
    child(`${inVariantFiles} if (job.kind !== 'lite') throw new Error('not a lite job');
      variants(job, [['avif', 320, [1, ...job.input]], ['jpeg', 640, [2, ...job.input]]]);`),
  );
  const before = readdirSync(tmpdir()).filter((name) => name.startsWith('photo-worker-test-'));
  try {
    const lite = await worker.cutLiteVariants(new Uint8Array([9]));
    assert.deepEqual(
      lite.map((v) => [v.format, v.width, v.lite, Buffer.isBuffer(v.data) && [...v.data]]),
      [
        ['avif', 320, true, [1, 9]],
        ['jpeg', 640, true, [2, 9]],
      ],
    );
    assert.deepEqual(readdirSync(tmpdir()).filter((name) => name.startsWith('photo-worker-test-')), before);
  } finally {
    worker.stop();
  }
});

test('a refused picture keeps its status and sentence', async () => {
  const worker = new PhotoWorker(child(`send({ id: job.id, refused: { status: 413, message: 'Too many pixels.' } })`));
  try {
    await assert.rejects(worker.process(new Uint8Array([1]), JPEG), (error) => error instanceof ImageRefused && error.status === 413 && error.message === 'Too many pixels.');
  } finally {
    worker.stop();
  }
});

test('a worker that dies mid-job answers that upload with a sentence, and the next upload gets a new worker', async () => {
  // The first child dies on its first job; every later child answers.
  const marker = `/tmp/photo-worker-test-${process.pid}-${Date.now()}`;
  const worker = new PhotoWorker(
    child(`const fs = require('node:fs'); if (!fs.existsSync('${marker}')) { fs.writeFileSync('${marker}', ''); process.exit(1); }
      answer(job, Buffer.from(job.input), [])`),
  );
  try {
    await assert.rejects(worker.process(new Uint8Array([1]), JPEG), (error) => error instanceof ImageRefused && error.status === 415 && /could not be processed/.test(error.message));
    const image = await worker.process(new Uint8Array([5]), JPEG);
    assert.deepEqual([...image.original.data], [5]);
  } finally {
    worker.stop();
    await import('node:fs').then((fs) => fs.rmSync(marker, { force: true }));
  }
});

test('a worker that cannot start answers with a sentence instead of failing the server', async () => {
  const worker = new PhotoWorker({ file: '/nonexistent/photo-worker', args: [] });
  await assert.rejects(worker.process(new Uint8Array([1]), JPEG), (error) => error instanceof ImageRefused && error.status === 415);
});

test('a child grown past the bound after a job is replaced at the next job; one that stays small is kept', async () => {
  const pidOf = async (worker: PhotoWorker) => (await worker.process(new Uint8Array([1]), JPEG)).original.data.toString();
  const grown = new PhotoWorker(child(`answer(job, Buffer.from(String(process.pid)), [], ${RECYCLE_AFTER_RSS_BYTES + 1})`));
  const small = new PhotoWorker(child(`answer(job, Buffer.from(String(process.pid)), [], ${RECYCLE_AFTER_RSS_BYTES - 1})`));
  try {
    const [first, second] = [await pidOf(grown), await pidOf(grown)];
    assert.notEqual(first, second);
    assert.equal(await pidOf(small), await pidOf(small));
  } finally {
    grown.stop();
    small.stop();
  }
});
