// An encrypted replica (REPLICA_AGE_KEY) with the real product and Litestream: what lands in the replica's folder is
// age-encrypted (no SQLite header, no enquiry text), Debian's `age` tool opens it with the key, `restore --replica`
// brings it back with the key and refuses with a sentence under another one.
// Runs quiet: it waits on Litestream's sync with deadlines, which four browser files beside it overran.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { generateX25519Identity } from 'age-encryption';
import { ADMIN_ENV, adminToken } from '../../../src/testing/admin.ts';
import { replicaCurrent, runProgram, sendEnquiry, storedMessages } from '../../../src/testing/replica.ts';
import { startServer, type RunningServer } from '../../../src/testing/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'metrik-replica-age-'));
const replicaDir = join(dir, 'replica');
const REPLICA_URL = `file://${replicaDir}`;
const SECRET_TEXT = 'Age-sealed: the Trans-Amadi warehouse tender';
let server: RunningServer;
let key: string;

/** Every file Litestream wrote to the replica's folder. */
function replicaFiles(folder = replicaDir): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? replicaFiles(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

before(async () => {
  key = await generateX25519Identity();
  server = await startServer({ ...ADMIN_ENV, REPLICA_URL, REPLICA_AGE_KEY: key }, join(dir, 'live'));
  await sendEnquiry(server.url, SECRET_TEXT);
  await replicaCurrent(server.url, await adminToken(server.url));
});
after(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('age-encrypted replica', () => {
  test('every file in the replica is age: no SQLite header, no enquiry text, and the key never in the server log', () => {
    const files = replicaFiles();
    assert.ok(files.some((f) => f.endsWith('.snapshot.lz4')) && files.some((f) => f.endsWith('.wal.lz4')), files.join('\n'));
    for (const file of files) {
      const bytes = readFileSync(file);
      assert.equal(bytes.subarray(0, 22).toString(), 'age-encryption.org/v1\n', file);
      assert.ok(!bytes.includes(Buffer.from(SECRET_TEXT)) && !bytes.includes(Buffer.from('SQLite format 3')), file);
    }
    assert.ok(!server.output().includes(key));
    assert.match(server.output(), /\(encrypted with age\)/);
  });

  test("Debian's age tool decrypts a snapshot with the key: an LZ4 frame holding the SQLite file", () => {
    const snapshot = replicaFiles().find((f) => f.endsWith('.snapshot.lz4'))!;
    const keyFile = join(dir, 'key.txt');
    writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
    const plain = execFileSync('age', ['-d', '-i', keyFile, snapshot]);
    assert.deepEqual([...plain.subarray(0, 4)], [0x04, 0x22, 0x4d, 0x18], 'the LZ4 frame magic');
  });

  test('restore --replica with the key brings the enquiry back; another key is refused with a sentence', async () => {
    const target = join(dir, 'restored', 'site.db');
    const wrong = await runProgram(['restore', '--replica'], { REPLICA_URL, REPLICA_AGE_KEY: await generateX25519Identity(), DATABASE_PATH: target });
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /^Restore failed: .*Nothing was changed\.\n$/);
    assert.ok(!wrong.stderr.includes('AGE-SECRET-KEY'));
    const right = await runProgram(['restore', '--replica'], { REPLICA_URL, REPLICA_AGE_KEY: key, DATABASE_PATH: target });
    assert.equal(right.code, 0, right.stderr);
    assert.ok(storedMessages(target).includes(SECRET_TEXT));
  });
});
