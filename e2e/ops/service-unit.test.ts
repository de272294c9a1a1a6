// The unit `service install` writes, checked by systemd itself (`systemd-analyze verify`, Debian's systemd
// package). The install against a stand-in machine is tested in src/ops/service.test.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { SERVICE, serviceEnvironment, serviceUnit } from '../../src/ops/service.ts';

const scratch = mkdtempSync(join(tmpdir(), 'service-install-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

describe('service install', () => {
  test('the unit passes systemd-analyze verify', () => {
    const folder = mkdtempSync(join(scratch, 'verify-'));
    // verify checks that ExecStart's program exists: this very Node stands in for the executable.
    const unitFile = join(folder, `${SERVICE.name}.service`);
    writeFileSync(unitFile, serviceUnit([process.execPath]).replace(`EnvironmentFile=${SERVICE.envFile}`, `EnvironmentFile=${join(folder, 'env')}`));
    writeFileSync(join(folder, 'env'), serviceEnvironment({}));
    const verified = spawnSync('systemd-analyze', ['verify', unitFile], { encoding: 'utf8' });
    assert.equal(verified.error, undefined, 'systemd-analyze is installed (apt-get install systemd)');
    assert.equal(verified.status, 0, verified.stderr);
    assert.equal(verified.stderr.split('\n').filter((line) => line.includes(unitFile)).join('\n'), '', 'no warning about the unit');
  });
});
