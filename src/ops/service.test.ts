// `service install` against a stand-in machine (files in a scratch folder, commands recorded). systemd itself
// checks the unit it writes in e2e/ops/service-unit.test.ts.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { runServiceCommand, SERVICE, type ServiceSystem, serviceEnvironment } from './service.ts';

const scratch = mkdtempSync(join(tmpdir(), 'service-install-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function machine(overrides: Partial<ServiceSystem> = {}) {
  const calls: string[] = [];
  const system: ServiceSystem = {
    isRoot: () => true,
    hasSystemd: () => true,
    userExists: () => false,
    createUser: (user, home) => calls.push(`useradd ${user} ${home}`),
    chown: (path, user) => calls.push(`chown ${user} ${path}`),
    systemctl: (...args) => calls.push(`systemctl ${args.join(' ')}`),
    readableBy: () => true,
    ...overrides,
  };
  return { system, calls };
}

function install(env: Record<string, string>, system: ServiceSystem, folder = mkdtempSync(join(scratch, 'root-'))) {
  const out: string[] = [];
  const err: string[] = [];
  const paths = { dataDir: join(folder, 'var/lib/metrik-site'), envFile: join(folder, 'metrik-site.env'), unitFile: join(folder, 'metrik-site.service') };
  const code = runServiceCommand(['install'], {
    env,
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t) },
    system,
    paths,
    execStart: ['/usr/local/bin/metrik-site'],
  });
  return { code, out: out.join(''), err: err.join(''), paths };
}

describe('service install', () => {
  test('writes the user, data folder, environment and unit, starts the service and says what to run next', () => {
    const { system, calls } = machine();
    const env = { DOMAIN: 'metrikgroup.ng,www.metrikgroup.ng', ACME_EMAIL: 'it@metrikgroup.ng', ADMIN_PASSWORD: 'never-in-a-file-2026', SMTP_URL: 'smtp://u:p@mail.example.ng:587', PATH: '/usr/bin' };
    const { code, out, paths } = install(env, system);
    assert.equal(code, 0);
    assert.deepEqual(calls, [
      `useradd ${SERVICE.user} ${paths.dataDir}`,
      `chown ${SERVICE.user} ${paths.dataDir}`,
      'systemctl daemon-reload',
      `systemctl enable --now ${SERVICE.name}`,
    ]);
    const written = readFileSync(paths.envFile, 'utf8');
    assert.match(written, /^DATABASE_PATH=\/var\/lib\/metrik-site\/site\.db$/m);
    assert.match(written, /^PORT=80$/m);
    assert.match(written, /^HTTPS_PORT=443$/m);
    assert.match(written, /^DOMAIN=metrikgroup\.ng,www\.metrikgroup\.ng$/m);
    assert.match(written, /^SMTP_URL=smtp:\/\/u:p@mail\.example\.ng:587$/m);
    assert.doesNotMatch(written, /ADMIN_PASSWORD|never-in-a-file|PATH=\/usr\/bin/);
    assert.equal(statSync(paths.envFile).mode & 0o777, 0o640, 'the environment file is not world-readable');
    const unit = readFileSync(paths.unitFile, 'utf8');
    assert.match(unit, /^ExecStart=\/usr\/local\/bin\/metrik-site$/m);
    assert.match(unit, /^AmbientCapabilities=CAP_NET_BIND_SERVICE$/m);
    assert.match(unit, /^User=metrik-site$/m);
    assert.match(out, /admin create <username> <email>/);
    assert.match(out, /point the A record of metrikgroup\.ng and www\.metrikgroup\.ng/);
  });

  test('keeps an environment file that exists, and an existing user', () => {
    const { system, calls } = machine({ userExists: () => true });
    const folder = mkdtempSync(join(scratch, 'root-'));
    writeFileSync(join(folder, 'metrik-site.env'), 'PORT=8080\n');
    const { code, out, paths } = install({ DOMAIN: 'metrikgroup.ng' }, system, folder);
    assert.equal(code, 0);
    assert.equal(readFileSync(paths.envFile, 'utf8'), 'PORT=8080\n');
    assert.ok(!calls.some((c) => c.startsWith('useradd')));
    assert.match(out, /kept as it was/);
  });

  test('refuses with a sentence when not root, without systemd, or when the service could not read the program', () => {
    const notRoot = install({}, machine({ isRoot: () => false }).system);
    assert.equal(notRoot.code, 1);
    assert.match(notRoot.err, /run it as root/);
    const noSystemd = install({}, machine({ hasSystemd: () => false }).system);
    assert.equal(noSystemd.code, 1);
    assert.match(noSystemd.err, /systemd is not running on this machine/);
    const unreadable = install({}, machine({ readableBy: () => false }).system);
    assert.equal(unreadable.code, 1);
    assert.match(unreadable.err, /cannot read \/usr\/local\/bin\/metrik-site/);
    for (const refused of [notRoot, noSystemd, unreadable]) assert.throws(() => statSync(refused.paths.unitFile), 'no unit written');
  });

  test('refuses a program kept under /root or /home, which the sandbox hides', () => {
    const out: string[] = [];
    const code = runServiceCommand(['install'], {
      env: {},
      stdout: { write: () => 0 },
      stderr: { write: (t: string) => out.push(t) },
      system: machine().system,
      paths: { dataDir: join(scratch, 'd'), envFile: join(scratch, 'e'), unitFile: join(scratch, 'u') },
      execStart: ['/usr/bin/node', '/root/metrik/dist/server.js'],
    });
    assert.equal(code, 1);
    assert.match(out.join(''), /Move it first/);
  });

  test("the environment file carries a private CA's certificate file for Node (NODE_EXTRA_CA_CERTS), not Node's other settings", () => {
    const file = serviceEnvironment({ NODE_EXTRA_CA_CERTS: '/etc/ssl/step-ca.pem', NODE_OPTIONS: '--inspect=0.0.0.0', DOMAIN: 'metrikgroup.ng' });
    assert.match(file, /^NODE_EXTRA_CA_CERTS=\/etc\/ssl\/step-ca\.pem$/m);
    assert.doesNotMatch(file, /NODE_OPTIONS/);
  });

  test('the environment file quotes a value with spaces', () => {
    assert.match(serviceEnvironment({ BACKUP_COMMAND: 'rclone copy "$BACKUP_FILE" b2:metrik' }), /^BACKUP_COMMAND="rclone copy \\"\$BACKUP_FILE\\" b2:metrik"$/m);
  });
});
