// `metrik-site service install` (or `node dist/server.js service install`): makes the program a systemd service
// that starts at boot, binds ports 80 and 443 without running as root, restarts after a crash, stops gracefully
// (SIGTERM: requests finish, README § Stopping), and runs inside the sandbox systemd offers. README § Deploy on a
// fresh VPS shows it in use.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { CONFIG_VARIABLES } from '../config.ts';
import { insideExecutable, PROGRAM } from './executable.ts';

export const SERVICE = {
  name: 'metrik-site',
  user: 'metrik-site',
  dataDir: '/var/lib/metrik-site',
  envFile: '/etc/metrik-site.env',
  unitFile: '/etc/systemd/system/metrik-site.service',
} as const;

const SERVICE_USAGE = `Usage:
  ${PROGRAM} service install

As root on a machine with systemd: creates the user ${SERVICE.user}, the data folder ${SERVICE.dataDir}, the
environment file ${SERVICE.envFile} (from the configuration variables set for this command, such as DOMAIN and
ACME_EMAIL) and the unit ${SERVICE.unitFile}, then starts the service and enables it at boot.`;

/** What the install does to the machine, replaceable in tests. */
export interface ServiceSystem {
  isRoot(): boolean;
  hasSystemd(): boolean;
  userExists(user: string): boolean;
  createUser(user: string, home: string): void;
  chown(path: string, user: string): void;
  systemctl(...args: string[]): void;
  /** Whether `user` may read and run the program where it lies (ProtectHome hides /home and /root from it). */
  readableBy(path: string, user: string): boolean;
}

const run = (file: string, args: string[]) => execFileSync(file, args, { stdio: ['ignore', 'ignore', 'pipe'] });

const realSystem: ServiceSystem = {
  isRoot: () => process.getuid?.() === 0,
  hasSystemd: () => existsSync('/run/systemd/system'),
  userExists: (user) => {
    try {
      run('id', ['-u', user]);
      return true;
    } catch {
      return false;
    }
  },
  createUser: (user, home) => run('useradd', ['--system', '--user-group', '--home-dir', home, '--no-create-home', '--shell', '/usr/sbin/nologin', user]),
  chown: (path, user) => run('chown', ['-R', `${user}:${user}`, path]),
  systemctl: (...args) => run('systemctl', args),
  readableBy: (path, user) => {
    try {
      run('runuser', ['-u', user, '--', 'test', '-r', path]);
      return true;
    } catch {
      return false;
    }
  },
};

/** The command that starts the site: the executable itself, or Node with the bundle (absolute paths). */
function serviceCommand(): string[] {
  return insideExecutable ? [process.execPath] : [process.execPath, resolve(process.argv[1])];
}

/** The unit: a dedicated user, the environment file, ports below 1024 without root, restarts, and a sandbox. */
export function serviceUnit(execStart: string[]): string {
  return `# Written by \`${PROGRAM} service install\`; README § Deploy on a fresh VPS.
[Unit]
Description=Metrik Group website (${SERVICE.name})
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=${SERVICE.user}
Group=${SERVICE.user}
EnvironmentFile=${SERVICE.envFile}
# The single executable unpacks its native parts under XDG_CACHE_HOME at its first start.
Environment=XDG_CACHE_HOME=${SERVICE.dataDir}/.cache
WorkingDirectory=${SERVICE.dataDir}
ExecStart=${execStart.join(' ')}
Restart=on-failure
RestartSec=2s
# SIGTERM lets requests in flight finish (10 s at most), then the data file is closed.
KillSignal=SIGTERM
TimeoutStopSec=20s

# Ports 80 and 443 without root, and no other privilege.
AmbientCapabilities=CAP_NET_BIND_SERVICE
CapabilityBoundingSet=CAP_NET_BIND_SERVICE
NoNewPrivileges=yes

# Everything read-only but the data folder (data file, backups, unpacked parts).
ProtectSystem=strict
ReadWritePaths=${SERVICE.dataDir}
ProtectHome=yes
PrivateTmp=yes
PrivateDevices=yes
ProtectKernelTunables=yes
ProtectKernelModules=yes
ProtectKernelLogs=yes
ProtectControlGroups=yes
ProtectClock=yes
ProtectHostname=yes
RestrictNamespaces=yes
RestrictRealtime=yes
RestrictSUIDSGID=yes
LockPersonality=yes
RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6
SystemCallArchitectures=native
UMask=0027

[Install]
WantedBy=multi-user.target
`;
}

/**
 * Read by Node itself, not by the configuration: the CA of a private ACME directory (ACME_DIRECTORY_URL on an
 * internal step-ca, say) or of an S3 endpoint, which the service must trust as the install command did.
 */
const NODE_VARIABLES = ['NODE_EXTRA_CA_CERTS'] as const;

/**
 * The environment file: the data file in the data folder, ports 80 (and 443 with DOMAIN), and every configuration
 * variable set for the install command. Never ADMIN_PASSWORD: a password does not belong in a file.
 */
export function serviceEnvironment(env: Record<string, string | undefined>): string {
  const chosen = new Map<string, string>([
    ['DATABASE_PATH', join(SERVICE.dataDir, 'site.db')],
    ['PORT', '80'],
  ]);
  if (env.DOMAIN) chosen.set('HTTPS_PORT', '443');
  for (const name of [...CONFIG_VARIABLES, ...NODE_VARIABLES]) {
    const value = env[name];
    if (value && !name.startsWith('ADMIN_')) chosen.set(name, value);
  }
  const lines = [...chosen].map(([name, value]) => `${name}=${/^[\w@%+=:,./-]*$/.test(value) ? value : JSON.stringify(value)}`);
  return `# The site's configuration (README § Configuration). After a change: systemctl restart ${SERVICE.name}\n${lines.join('\n')}\n`;
}

export interface ServiceCommandOptions {
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  system?: ServiceSystem;
  /** Where the files go (tests); the real paths otherwise. */
  paths?: { dataDir: string; envFile: string; unitFile: string };
  execStart?: string[];
}

/** Runs `service …`; returns the exit code. */
export function runServiceCommand(args: string[], opts: ServiceCommandOptions): number {
  const system = opts.system ?? realSystem;
  const paths = opts.paths ?? SERVICE;
  const fail = (message: string) => {
    opts.stderr.write(`${message}\n`);
    return 1;
  };
  if (args[0] !== 'install' || args.length > 1) {
    opts.stderr.write(`${SERVICE_USAGE}\n`);
    return 2;
  }
  if (!system.isRoot()) {
    return fail(`service install creates a user and writes ${paths.unitFile}: run it as root (for example: sudo ${PROGRAM} service install).`);
  }
  if (!system.hasSystemd()) {
    return fail(
      `systemd is not running on this machine (there is no /run/systemd/system), so there is no service to install. Start the program with your own supervisor, or run the Docker image (README § Docker).`,
    );
  }
  const execStart = opts.execStart ?? serviceCommand();
  const program = execStart[execStart.length - 1];
  if (!isAbsolute(program) || /^\/(root|home)(\/|$)/.test(program)) {
    return fail(`The program is in ${program}, which the service cannot read (its sandbox hides /root and /home). Move it first, e.g. to /usr/local/bin/${SERVICE.name}, and run the install from there.`);
  }

  const done: string[] = [];
  if (!system.userExists(SERVICE.user)) {
    system.createUser(SERVICE.user, paths.dataDir);
    done.push(`created the system user ${SERVICE.user} (no login shell)`);
  }
  if (!system.readableBy(program, SERVICE.user)) {
    return fail(`The user ${SERVICE.user} cannot read ${program}. Make it readable (chmod 755 ${program}, and its folders) and run the install again.`);
  }
  mkdirSync(paths.dataDir, { recursive: true, mode: 0o750 });
  system.chown(paths.dataDir, SERVICE.user);
  done.push(`${paths.dataDir}: the data file, its backups and the program's unpacked parts, owned by ${SERVICE.user}`);
  if (existsSync(paths.envFile)) {
    done.push(`${paths.envFile}: kept as it was (edit it, then systemctl restart ${SERVICE.name})`);
  } else {
    writeFileSync(paths.envFile, serviceEnvironment(opts.env), { mode: 0o640 });
    done.push(`${paths.envFile}: the configuration (readable by root only, as it may hold SMTP_URL)`);
  }
  writeFileSync(paths.unitFile, serviceUnit(execStart), { mode: 0o644 });
  done.push(`${paths.unitFile}: starts ${execStart.join(' ')} at boot as ${SERVICE.user}, with ports 80 and 443 allowed`);
  system.systemctl('daemon-reload');
  system.systemctl('enable', '--now', SERVICE.name);
  done.push(`started ${SERVICE.name} and enabled it at boot`);

  const adminCommand = `runuser -u ${SERVICE.user} -- env DATABASE_PATH=${join(paths.dataDir, 'site.db')} ${execStart.join(' ')} admin create <username> <email>`;
  opts.stdout.write(
    `${done.map((line) => `✔ ${line}`).join('\n')}\n\nNext:\n` +
      `  the first admin:   ${adminCommand}\n` +
      `  its state:         systemctl status ${SERVICE.name}   (logs: journalctl -u ${SERVICE.name} -f)\n` +
      (opts.env.DOMAIN ? `  DNS:               point the A record of ${opts.env.DOMAIN.split(',').join(' and ')} at this machine; the certificate follows by itself\n` : '') +
      `  a change:          edit ${paths.envFile}, then systemctl restart ${SERVICE.name}\n`,
  );
  return 0;
}
