// A multipart upload written to a temporary file as it streams in: the bytes and fields arrive whole, a file over
// the limit is flagged (not kept whole), a body cut short is refused, and no temporary file outlives its upload.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { receiveMultipart, UnreadableUpload } from './upload-stream.ts';

const LIMITS = { fileField: 'file', maxFileBytes: 1000, maxFieldBytes: 100 };

/** A browser-made multipart body, sent in 7-byte pieces; `cut` stops it short. */
async function multipart(parts: Record<string, string | Blob>, cut = 0) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value as string);
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const sent = bytes.subarray(0, bytes.length - cut);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < sent.length; at += 7) controller.enqueue(sent.slice(at, at + 7));
      controller.close();
    },
  });
  return { body, type: encoded.headers.get('content-type')! };
}

test('the file part lands in a private temporary file, the text fields in memory; cleanup removes the file', async () => {
  const picture = new Uint8Array(Array.from({ length: 999 }, (_, i) => i % 256));
  const { body, type } = await multipart({ altText: 'Crane at Onne', file: new File([picture], 'crane.jpg', { type: 'image/jpeg' }) });
  const form = await receiveMultipart(body, type, LIMITS);
  assert.equal(form.fields.get('altText'), 'Crane at Onne');
  assert.deepEqual([form.file!.name, form.file!.size, form.file!.tooLarge], ['crane.jpg', 999, false]);
  assert.deepEqual(new Uint8Array(readFileSync(form.file!.path)), picture);
  await form.cleanup();
  assert.equal(existsSync(dirname(form.file!.path)), false);
});

test('a file over the limit is flagged, and only the limit is written', async () => {
  const { body, type } = await multipart({ file: new File([new Uint8Array(5000)], 'big.jpg') });
  const form = await receiveMultipart(body, type, LIMITS);
  assert.equal(form.file!.tooLarge, true);
  assert.ok(readFileSync(form.file!.path).length <= LIMITS.maxFileBytes);
  await form.cleanup();
});

test('a text field sent as a file is named among the file parts; a second file is ignored', async () => {
  const { body, type } = await multipart({ altText: new File(['x'], 'alt.txt'), file: new File(['abc'], 'a.jpg') });
  const form = await receiveMultipart(body, type, LIMITS);
  assert.ok(form.fileParts.has('altText'));
  assert.equal(form.fields.has('altText'), false);
  assert.equal(readFileSync(form.file!.path, 'utf8'), 'abc');
  await form.cleanup();
});

test('a body cut short, a body without a boundary and no body at all are unreadable, and leave no file behind', async () => {
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'upload-stream-test-'));
  try {
    const cut = await multipart({ file: new File([new Uint8Array(500)], 'half.jpg') }, 60);
    await assert.rejects(receiveMultipart(cut.body, cut.type, LIMITS), UnreadableUpload);
    const whole = await multipart({ file: new File(['abc'], 'a.jpg') });
    await assert.rejects(receiveMultipart(whole.body, 'multipart/form-data', LIMITS), UnreadableUpload);
    await assert.rejects(receiveMultipart(null, whole.type, LIMITS), UnreadableUpload);
    assert.deepEqual(readdirSync(process.env.TMPDIR), []);
  } finally {
    rmSync(process.env.TMPDIR, { recursive: true, force: true });
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
});
