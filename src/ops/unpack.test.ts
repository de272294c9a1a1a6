// Where the single executable unpacks its native files, and that no start ever loads a half-written one.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { unpackOnce, unpackPlaces, UnpackError, type UnpackList } from './unpack.ts';

const scratch = mkdtempSync(join(tmpdir(), 'metrik-unpack-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const contents: Record<string, string> = {
  'commit-worker.mjs': 'export {};',
  'node_modules/better-sqlite3/build/Release/better_sqlite3.node': 'ELF…',
  'node_modules/better-sqlite3/package.json': '{}',
};
const list: UnpackList = {
  hash: '0123456789abcdef',
  files: Object.keys(contents).map((path) => ({ path, mode: path.endsWith('.node') ? 0o755 : 0o644 })),
};
const read = (path: string) => Buffer.from(contents[path]);
let fresh = 0;
const place = () => join(scratch, `place-${++fresh}`);

describe('unpackOnce', () => {
  test('writes every file with its mode into <place>/<hash>, private to this user', () => {
    const at = place();
    const dir = unpackOnce(list, read, [at]);
    assert.equal(dir, join(at, list.hash));
    for (const file of list.files) {
      assert.equal(readFileSync(join(dir, file.path), 'utf8'), contents[file.path]);
      assert.equal(statSync(join(dir, file.path)).mode & 0o777, file.mode);
    }
    assert.equal(statSync(at).mode & 0o077, 0);
    assert.equal(statSync(dir).mode & 0o077, 0);
    assert.deepEqual(readdirSync(at), [list.hash]);
  });

  test('a later start reuses the directory without reading a byte', () => {
    const at = place();
    unpackOnce(list, read, [at]);
    const dir = unpackOnce(list, () => assert.fail('read again'), [at]);
    assert.equal(dir, join(at, list.hash));
  });

  test('a start that loses the race to another uses the winner’s directory and leaves no partial one', () => {
    const at = place();
    const dir = unpackOnce(
      list,
      (path) => {
        // Another process finishes its copy while this one is still writing.
        if (path === list.files.at(-1)!.path) mkdirSync(join(at, list.hash, 'from-the-winner'), { recursive: true });
        return read(path);
      },
      [at],
    );
    assert.equal(dir, join(at, list.hash));
    assert.deepEqual(readdirSync(at), [list.hash]);
    assert.deepEqual(readdirSync(dir), ['from-the-winner']);
  });

  test('a partial directory abandoned by a killed start is removed; one being written now is left alone', () => {
    const at = place();
    mkdirSync(join(at, 'feedbeefcafe0000.partial-old'), { recursive: true });
    mkdirSync(join(at, `${list.hash}.partial-now`));
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(join(at, 'feedbeefcafe0000.partial-old'), hourAgo, hourAgo);
    chmodSync(at, 0o700);
    unpackOnce(list, read, [at]);
    assert.deepEqual(readdirSync(at).sort(), [list.hash, `${list.hash}.partial-now`]);
  });

  test('a place that is not a private directory of this user is passed over for the next', () => {
    const shared = place();
    mkdirSync(shared, { mode: 0o755 });
    chmodSync(shared, 0o755);
    const file = place();
    writeFileSync(file, 'not a directory');
    const next = place();
    assert.equal(unpackOnce(list, read, [shared, file, next]), join(next, list.hash));
    assert.deepEqual(readdirSync(shared), []);
  });

  test('with no usable place, the error names every place and why', () => {
    const shared = place();
    mkdirSync(shared, { mode: 0o755 });
    chmodSync(shared, 0o755);
    assert.throws(() => unpackOnce(list, read, [shared]), (error: Error) => {
      assert.ok(error instanceof UnpackError);
      assert.match(error.message, new RegExp(`${shared}: open to other users \\(mode 755\\)`));
      return true;
    });
  });
});

describe('unpackPlaces', () => {
  test('the cache directory first, then beside the data file, then the temporary directory', () => {
    const places = unpackPlaces({ XDG_CACHE_HOME: '/c', HOME: '/h' }, '/srv/metrik/site.db');
    assert.deepEqual(places.slice(0, 2), ['/c/metrik-site', '/srv/metrik/.metrik-site']);
    assert.ok(places[2].startsWith(join(tmpdir(), 'metrik-site-')));
  });

  test('without XDG_CACHE_HOME, ~/.cache; no folder beside an in-memory database', () => {
    assert.equal(unpackPlaces({ HOME: '/h' }, ':memory:')[0], '/h/.cache/metrik-site');
    assert.equal(unpackPlaces({ HOME: '/h' }, ':memory:').length, 2);
  });
});
