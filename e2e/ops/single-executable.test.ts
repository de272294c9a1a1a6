// dist/metrik-site, the whole product in one file (scripts/build-binary.ts, after the build `npm test` runs first),
// copied alone into an empty directory and run with no Node on PATH and an empty home: it serves, commits through
// its writer thread, turns a photo into variants with the sharp and libvips it carries, and takes the same
// commands as `node dist/server.js`, HTTPS by itself and replication with the Litestream it carries included.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { generateX25519Identity } from 'age-encryption';
import Database from 'better-sqlite3';
import { freePort, startAcmeServer } from '../../src/testing/acme-server.ts';
import { ADMIN_ENV, adminToken } from '../../src/testing/admin.ts';
import { h2, openH2 } from '../../src/testing/h2.ts';
import { photo } from '../../src/testing/photos.ts';
import { eventually, litestreamPid, replicaCurrent, sendEnquiry, storedMessages } from '../../src/testing/replica.ts';
import { startServer, type RunningServer } from '../../src/testing/server.ts';

const root = join(import.meta.dirname, '../..');
const built = join(import.meta.dirname, '../../dist/metrik-site');
const scratch = mkdtempSync(join(tmpdir(), 'metrik-binary-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

// The machine without Node: a directory holding only the executable, a PATH with nothing but a shell, a home
// where the executable unpacks its native files.
const app = join(scratch, 'app');
const binary = join(app, 'metrik-site');
const home = join(scratch, 'home');
const bin = join(scratch, 'bin');
const dataFile = join(scratch, 'data', 'site.db');
const ADMIN = { username: 'operator', email: 'ops@metrikgroup.ng', password: 'harbour-light-2025' };
const withoutNode = { PATH: bin, HOME: home, DATABASE_PATH: dataFile };
const program = { command: binary, args: [], cwd: app };

function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync(binary, args, { cwd: app, env: { ...withoutNode, ...env }, encoding: 'utf8', timeout: 30_000 });
}

const unpackedDirectories = (cache = join(home, '.cache', 'metrik-site')) => (existsSync(cache) ? readdirSync(cache) : []);

/** What a process has open (a descriptor closed meanwhile is left out). */
function openFiles(pid: number): string[] {
  const fds = `/proc/${pid}/fd`;
  return readdirSync(fds).flatMap((fd) => {
    try {
      return [readlinkSync(join(fds, fd))];
    } catch {
      return [];
    }
  });
}

let auth: Record<string, string> = {};

/** Uploads a 700 × 460 photo to the server at `url` as the admin signed in by the upload test. */
async function uploadPhoto(url: string, name: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await photo(700, 460))], name, { type: 'image/jpeg' }));
  return fetch(`${url}/api/admin/media`, { method: 'POST', body: form, headers: auth });
}

function rows(sql: string, file = dataFile): unknown[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

before(() => {
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build-binary.ts')], { cwd: root, encoding: 'utf8' });
  assert.equal(build.status, 0, build.stderr);
  for (const dir of [app, home, bin]) mkdirSync(dir);
  copyFileSync(built, binary);
  symlinkSync('/bin/sh', join(bin, 'sh'));
});

describe('dist/metrik-site, alone on a machine without Node', () => {
  let server: RunningServer | undefined;
  after(() => server?.stop());

  test('the environment has no node: a shell on its PATH finds none', () => {
    const lookup = spawnSync('/bin/sh', ['-c', 'command -v node || command -v nodejs'], { env: withoutNode, encoding: 'utf8' });
    assert.notEqual(lookup.status, 0, lookup.stdout);
    assert.deepEqual(readdirSync(app), ['metrik-site']);
    assert.ok((statSync(binary).mode & 0o111) !== 0, 'executable');
  });

  test('serves the seeded site and /healthz, without the experimental warning', async () => {
    server = await startServer(withoutNode, mkdtempSync(join(scratch, 'run-')), program);
    const health = await fetch(`${server.url}/healthz`);
    assert.deepEqual([health.status, await health.json()], [200, { ok: true }]);
    const home = await fetch(`${server.url}/`);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /Building Excellence/);
    assert.match(server.output(), /ready in \d+ ms/);
    assert.doesNotMatch(server.output(), /experimental/i);
  });

  test('a contact form answers 201 and its row is in the data file (written by the unpacked writer thread)', async () => {
    const res = await fetch(`${server!.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.ng', service: 'general', message: 'From the one-file server' }),
    });
    assert.equal(res.status, 201);
    assert.deepEqual(rows('SELECT email, message FROM contact_submissions'), [{ email: 'ada@example.ng', message: 'From the one-file server' }]);
    // The writer thread's own connection: were it not running, the server thread would have written the row.
    assert.equal(openFiles(server!.process.pid!).filter((path) => path === dataFile).length, 2);
  });

  test('admin create (password from ADMIN_PASSWORD) makes an admin who can sign in and upload a photo', async () => {
    const created = run(['admin', 'create', ADMIN.username, ADMIN.email], { ADMIN_PASSWORD: ADMIN.password });
    assert.equal(created.status, 0, created.stderr);
    const login = await fetch(`${server!.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    assert.equal(login.status, 200);
    auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

    const upload = await uploadPhoto(server!.url, 'yard.jpg');
    assert.equal(upload.status, 201);
    const media = (await upload.json()) as { width: number; variants: { format: string; width: number; url: string }[] };
    assert.equal(media.width, 700);
    assert.deepEqual([...new Set(media.variants.map((v) => v.format))].sort(), ['avif', 'jpeg', 'webp']);
    const avif = media.variants.find((v) => v.format === 'avif' && v.width === 640)!;
    const served = await fetch(`${server!.url}${avif.url}`);
    assert.deepEqual([served.status, served.headers.get('content-type')], [200, 'image/avif']);
  });

  test('its native code comes from its own unpacked files, not from any node_modules on this machine', async () => {
    const [hash] = unpackedDirectories();
    const unpacked = join(home, '.cache', 'metrik-site', hash);
    // The server and its photo worker, a child of the same program: alive for 30 s after the upload above, unless it
    // ended past 100 MB after that photo (replaced at once, as a loaded machine's first photo can make it); then the
    // worker another upload starts is read while it works.
    const pid = server!.process.pid!;
    const nativeFiles = () =>
      [String(pid), ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)]
        .flatMap((p) => {
          try {
            return readFileSync(`/proc/${p}/maps`, 'utf8').split('\n');
          } catch {
            return []; // a worker that ended between the listing and the read
          }
        })
        .map((line) => line.split(/\s+/).slice(5).join(' '))
        .filter((path) => /\.(node|so(\.\d+)*)$/.test(path));
    const withWorker = (paths: string[]) => paths.some((path) => /libvips-cpp\.so/.test(path));
    let found = nativeFiles();
    if (!withWorker(found)) {
      let uploaded = false;
      const upload = uploadPhoto(server!.url, 'second.jpg').then((res) => {
        uploaded = true;
        return res;
      });
      while (!uploaded && !withWorker(found)) {
        await new Promise((r) => setTimeout(r, 10));
        found = nativeFiles();
      }
      assert.equal((await upload).status, 201);
    }
    assert.ok(withWorker(found), 'the photo worker was seen');
    const mapped = new Set(found);
    const fromUnpacked = (name: RegExp) => [...mapped].some((path) => path.startsWith(`${unpacked}/`) && name.test(path));
    assert.ok(fromUnpacked(/better_sqlite3\.node$/), [...mapped].join('\n'));
    assert.ok(fromUnpacked(/sharp-linux-x64.*\.node$/), [...mapped].join('\n'));
    assert.ok(fromUnpacked(/libvips-cpp\.so/), [...mapped].join('\n'));
    assert.deepEqual([...mapped].filter((path) => path.includes('node_modules') && !path.startsWith(`${unpacked}/`)), []);
    for (const dir of [unpacked, dirname(unpacked)]) assert.equal(statSync(dir).mode & 0o077, 0, `${dir} is private`);
  });

  test('backup FILE writes a checked copy while it serves; restore FILE puts it back once stopped', async () => {
    const backup = join(scratch, 'before.db');
    const copied = run(['backup', backup]);
    assert.equal(copied.status, 0, copied.stderr);
    assert.deepEqual(rows('PRAGMA integrity_check', backup), [{ integrity_check: 'ok' }]);
    assert.equal(rows('SELECT id FROM contact_submissions', backup).length, 1);

    const later = await fetch(`${server!.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Late', lastName: 'Comer', email: 'late@example.ng', service: 'general', message: 'After the backup' }),
    });
    assert.equal(later.status, 201);
    await server!.stop();
    server = undefined;

    const restored = run(['restore', backup]);
    assert.equal(restored.status, 0, restored.stderr);
    assert.deepEqual(rows('SELECT email FROM contact_submissions'), [{ email: 'ada@example.ng' }]);
    assert.ok(readdirSync(join(scratch, 'data')).some((f) => f.startsWith('site.db.before-restore-')));
  });

  test('a second start reuses the unpacked files; two first starts at once share one directory', async () => {
    const [hash] = unpackedDirectories();
    const before = statSync(join(home, '.cache', 'metrik-site', hash)).mtimeMs;
    server = await startServer(withoutNode, mkdtempSync(join(scratch, 'run-')), program);
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
    assert.deepEqual(unpackedDirectories(), [hash]);
    assert.equal(statSync(join(home, '.cache', 'metrik-site', hash)).mtimeMs, before);

    const cache = join(scratch, 'fresh-cache');
    const help = () =>
      new Promise<number | null>((resolve) => {
        spawn(binary, ['help'], { cwd: app, env: { ...withoutNode, XDG_CACHE_HOME: cache }, stdio: 'ignore' }).once('exit', resolve);
      });
    assert.deepEqual(await Promise.all([help(), help(), help()]), [0, 0, 0]);
    assert.deepEqual(unpackedDirectories(join(cache, 'metrik-site')), [hash]);
  });
});

describe('dist/metrik-site with DOMAIN set', () => {
  let server: RunningServer | undefined;
  let stopAcme: (() => Promise<void>) | undefined;
  after(async () => {
    await server?.stop();
    await stopAcme?.();
  });

  test('obtains its certificate from an ACME server and serves the site over HTTP/2', async () => {
    const domain = 'metrikgroup.test';
    const [httpPort, httpsPort] = await Promise.all([freePort(), freePort()]);
    const pebble = await startAcmeServer({ httpPort, tlsPort: httpsPort });
    stopAcme = () => pebble.stop();
    const env = {
      ...withoutNode,
      DATABASE_PATH: join(scratch, 'https', 'site.db'),
      PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      DOMAIN: domain,
      ACME_DIRECTORY_URL: pebble.directoryUrl,
      NODE_EXTRA_CA_CERTS: pebble.listenerCaFile,
    };
    server = await startServer(env, mkdtempSync(join(scratch, 'run-')), program);
    const until = Date.now() + 60_000;
    while (!server.output().includes('serving HTTPS on') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.match(server.output(), /serving HTTPS on https:\/\/metrikgroup\.test:\d+/);
    const { session, leaf } = await openH2(httpsPort, { servername: domain, ca: await pebble.issuedRoot() });
    try {
      assert.equal(session.alpnProtocol, 'h2');
      assert.match(leaf.subjectAltName ?? '', /DNS:metrikgroup\.test/);
      const home = await h2(session, 'GET', '/', { authority: domain });
      assert.equal(home.status, 200);
      assert.match(home.body, /Building Excellence/);
      assert.match(String(home.headers['strict-transport-security']), /max-age=/);
    } finally {
      session.close();
    }
  });
});

describe('dist/metrik-site with REPLICA_URL set', () => {
  let server: RunningServer | undefined;
  after(() => server?.stop());
  // Caches and homes of their own, so that the unpacked directories above stay as those tests expect.
  const cache = join(scratch, 'replica-cache');
  const replicaUrl = `file://${join(scratch, 'replica')}`;
  let env: Record<string, string>;
  const message = 'One file on the VPS: replicated by the Litestream inside it';

  test('replicates with the Litestream it carries, unpacked at the first use (none beside it or on PATH)', async () => {
    env = { ...withoutNode, XDG_CACHE_HOME: cache, REPLICA_URL: replicaUrl, REPLICA_AGE_KEY: await generateX25519Identity() };
    assert.deepEqual(readdirSync(app), ['metrik-site']);
    const live = join(scratch, 'old-vps', 'site.db');
    server = await startServer({ ...env, ...ADMIN_ENV, DATABASE_PATH: live }, mkdtempSync(join(scratch, 'run-')), program);
    await eventually('Litestream started', () => /replica: Litestream replicates/.test(server!.output()), 10_000);
    // The running Litestream is the program unpacked from the executable, mode 755, in a private directory.
    const exe = readlinkSync(`/proc/${litestreamPid(live)}/exe`);
    assert.ok(exe.startsWith(`${join(cache, 'metrik-site')}/`), exe);
    assert.equal(statSync(exe).mode & 0o777, 0o755);
    assert.equal(statSync(dirname(exe)).mode & 0o077, 0, 'its directory is private');
    assert.equal(spawnSync(exe, ['version'], { encoding: 'utf8' }).stdout.trim(), 'v0.3.13');
    await sendEnquiry(server.url, message);
    await replicaCurrent(server.url, await adminToken(server.url));
    await server.stop();
    server = undefined;
  });

  test('the old VPS is gone: on a new machine (no cache, empty data folder) it restores the replica first, then serves it', async (t) => {
    const fresh = { ...env, HOME: join(scratch, 'new-home'), XDG_CACHE_HOME: join(scratch, 'new-cache'), DATABASE_PATH: join(scratch, 'new-vps', 'site.db') };
    const started = performance.now();
    server = await startServer(fresh, mkdtempSync(join(scratch, 'run-')), program);
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
    t.diagnostic(`launch to healthy, restored from the replica: ${Math.round(performance.now() - started)} ms`);
    assert.match(server.output(), /was restored from the replica before serving/);
    // The admin and their password came back with the file, and so did the enquiry.
    await adminToken(server.url);
    assert.ok(storedMessages(fresh.DATABASE_PATH).includes(message));
  });
});
