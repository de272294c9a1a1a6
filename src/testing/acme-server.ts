// A real ACME server on 127.0.0.1 for tests: Debian's Pebble, with pebble-challtestsrv as its DNS (every name
// resolves to 127.0.0.1), validating HTTP-01 against the port the product listens on. Installed by .ci/run.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AcmeTestServer {
  directoryUrl: string;
  /** The CA of Pebble's own HTTPS listener (for NODE_EXTRA_CA_CERTS or an https.Agent). */
  listenerCaFile: string;
  listenerCa: string;
  /** The root that signs the certificates Pebble issues (a client verifies the product's chain with it). */
  issuedRoot(): Promise<string>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the product's ports must be known before Pebble starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function waitForLine(child: ChildProcess, pattern: RegExp, name: string): Promise<void> {
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${out}`)), 15_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (pattern.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${out}`));
    });
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts Pebble checking HTTP-01 on `httpPort` (the product's PORT) of 127.0.0.1. */
export async function startAcmeServer(options: { httpPort: number; tlsPort?: number }): Promise<AcmeTestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'metrik-pebble-'));
  const listenerCaFile = join(dir, 'listener.pem');
  const keyFile = join(dir, 'listener-key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2',
    '-keyout', keyFile, '-out', listenerCaFile, '-subj', '/CN=pebble test listener',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-addext', 'basicConstraints=critical,CA:TRUE',
  ], { stdio: 'ignore' });
  const [acmePort, managementPort, dnsPort, dnsManagementPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const configFile = join(dir, 'pebble.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acmePort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: listenerCaFile,
        privateKey: keyFile,
        httpPort: options.httpPort,
        tlsPort: options.tlsPort ?? (await freePort()),
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const dns = spawn(
    'pebble-challtestsrv',
    ['-dns01', `127.0.0.1:${dnsPort}`, '-http01', '', '-https01', '', '-tlsalpn01', '', '-management', `127.0.0.1:${dnsManagementPort}`, '-defaultIPv4', '127.0.0.1', '-defaultIPv6', ''],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForLine(dns, /Starting challenge servers|Answering A questions|dnsOne/i, 'pebble-challtestsrv').catch(async (error) => {
    await stopChild(dns);
    throw error;
  });
  // Pebble answers at once (no artificial validation delay) and never rejects a good nonce: the test is about
  // the product, not about the client's retry of Pebble's deliberate chaos.
  const pebble = spawn('pebble', ['-config', configFile, '-dnsserver', `127.0.0.1:${dnsPort}`], {
    env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0', PEBBLE_AUTHZREUSE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(pebble, /Listening on/, 'pebble').catch(async (error) => {
    await Promise.all([stopChild(pebble), stopChild(dns)]);
    throw error;
  });
  const listenerCa = readFileSync(listenerCaFile, 'utf8');
  return {
    directoryUrl: `https://127.0.0.1:${acmePort}/dir`,
    listenerCaFile,
    listenerCa,
    async issuedRoot() {
      const { get } = await import('node:https');
      return new Promise((resolve, reject) => {
        get(`https://127.0.0.1:${managementPort}/roots/0`, { ca: listenerCa }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(body));
        }).on('error', reject);
      });
    },
    async stop() {
      await Promise.all([stopChild(pebble), stopChild(dns)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
