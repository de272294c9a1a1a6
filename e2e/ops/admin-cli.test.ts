// `admin create` and `admin reset-password` as a real child process with real piped stdin, as
// `node dist/server.js admin …` runs them: the process exits on its own. The commands themselves, in process, are
// tested in src/cli/admin.test.ts.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openDatabase } from '../../src/db/open.ts';
import { adminUsers } from '../../src/db/tables.ts';
import { verifyPassword } from '../../src/security/passwords.ts';

const PASSWORD = 'kola-nut-harbour-42';
const root = join(import.meta.dirname, '..', '..');

const dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The command in a real child process with real piped stdin, as `node dist/server.js admin …` runs it. */
function spawnCli(args: string[], input: string, env: Record<string, string> = {}) {
  const dbPath = join(dir, 'site.db');
  const script = `
    import { runAdminCommand } from './src/cli/admin.ts';
    import { openDatabase } from './src/db/open.ts';
    const database = openDatabase(process.env.DATABASE_PATH);
    const code = await runAdminCommand(process.argv.slice(1), {
      database, config: { admin: { password: process.env.ADMIN_PASSWORD || undefined } },
      stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, cost: 4,
    });
    database.close();
    process.exitCode = code;`;
  return new Promise<{ code: number | null; stdout: string; stderr: string; dbPath: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, DATABASE_PATH: dbPath, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill(), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, dbPath });
    });
    child.stdin.end(input);
  });
}

test('as a real process: piped password creates the admin and the process exits on its own', async () => {
  const r = await spawnCli(['create', 'amaka', 'amaka@metrikgroup.ng'], `${PASSWORD}\n`);
  assert.equal(r.code, 0, r.stderr);
  const database = openDatabase(r.dbPath);
  const [row] = database.db.select().from(adminUsers).all();
  database.close();
  assert.equal(row.username, 'amaka');
  assert.ok(await verifyPassword(PASSWORD, row.password));

  const again = await spawnCli(['create', 'amaka', 'amaka@metrikgroup.ng'], `${PASSWORD}\n`);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /already exists/);

  const usage = await spawnCli(['create', 'ngozi'], '');
  assert.equal(usage.code, 2);

  const reset = await spawnCli(['reset-password', 'amaka'], '', { ADMIN_PASSWORD: 'from-the-environment' });
  assert.equal(reset.code, 0, reset.stderr);
});
