// dist/metrik-site: the whole product as one executable file, a Node single executable application (Linux x64,
// the platform it is built on). `npm run build:binary` runs the build first; this file only packs its output:
//   1. the server bundled once more, as CommonJS (the only kind of script a single executable runs on Node 20),
//      with every import of a native package routed to src/ops/executable.ts, which loads it from disk;
//   2. the files that must exist on disk (native addons, libvips, the JavaScript that loads them, the writer
//      thread's program) listed with their content hash, unpacked at the first start (src/ops/unpack.ts);
//   3. Litestream's program (REPLICA_URL), when its npm package is installed: a list of its own, unpacked only when
//      a replica is set;
//   4. a copy of this Node binary with that script, the site's assets and those files injected (postject).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { asciiOnly, NATIVE_PACKAGES, serverBundleOptions } from '../build.ts';
import { EXECUTABLE_ASSETS } from '../src/ops/executable.ts';
import type { UnpackList } from '../src/ops/unpack.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const output = join(dist, 'metrik-site');
/** The fuse Node's single executable support looks for (Node's documentation, "Single executable applications"). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
/** Dependencies a native package needs only while npm installs it (better-sqlite3 fetches a prebuilt addon). */
const INSTALL_ONLY = new Set(['prebuild-install']);
/** Parts of a package nothing loads at run time: sources, headers, build leftovers, documentation. */
const SKIPPED_DIRECTORIES = new Set(['src', 'deps', 'include', 'obj', 'obj.target', '.deps', 'test', 'tests', 'docs', 'node_modules']);
const SKIPPED_FILES = /\.(md|markdown|ts|mts|cts|map|gyp|gypi|mk|a|c|cc|cpp|h|hpp)$|Makefile$|^test_/;
const LICENSE = /^licen[cs]e/i;

/** Path (relative to the unpacked directory) → file on this machine. */
type Files = Map<string, string>;

/** The native packages and everything they require at run time, as they lie in node_modules. */
function packageFiles(): Files {
  const files: Files = new Map();
  const visited = new Set<string>();
  const visit = (name: string, from: string) => {
    const dir = packageDirectory(name, from);
    if (!dir || visited.has(dir)) return;
    visited.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (relative(root, dir).startsWith('..')) throw new Error(`${name} is installed outside this project (${dir}): run npm ci here.`);
    for (const file of filesOf(dir)) files.set(relative(root, file), file);
    const dependencies = { ...manifest.dependencies, ...manifest.optionalDependencies };
    // Optional ones are the prebuilt addons and libraries: those npm installed are this platform's.
    for (const dependency of Object.keys(dependencies)) if (!INSTALL_ONLY.has(dependency)) visit(dependency, dir);
  };
  for (const name of NATIVE_PACKAGES) visit(name, root);
  return files;
}

/** Where Node would find package `name` required from `from`: the nearest node_modules holding it. */
function packageDirectory(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === dirname(dir)) return undefined;
  }
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : filesOf(path);
    return SKIPPED_FILES.test(entry.name) && !LICENSE.test(entry.name) ? [] : [path];
  });
}

/** The list the executable unpacks from, and its hash: of every path, mode and byte. */
function unpackList(files: Files): UnpackList {
  const hash = createHash('sha256');
  const list = [...files].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, source]) => {
    const mode = statSync(source).mode & 0o111 ? 0o755 : 0o644;
    hash.update(`${path}\0${mode}\0`).update(readFileSync(source));
    return { path, mode };
  });
  return { hash: hash.digest('hex').slice(0, 16), files: list };
}

/** Modules that read import.meta.url only where the executable never goes (it checks insideExecutable first). */
const READS_IMPORT_META_OUTSIDE = new Set(['src/db/commit-engines.ts', 'src/db/schema-source.ts', 'src/render/asset-pack.ts', 'src/ops/offsite/offsite.ts']);

/** The server as CommonJS, every native package taken from the unpacked files (src/ops/executable.ts). */
async function bundleServer(out: string) {
  const executableModule = join(root, 'src/ops/executable.ts');
  const nativePackages = new RegExp(`^(${NATIVE_PACKAGES.join('|')})$`);
  const result = await esbuild.build({
    ...(await serverBundleOptions()),
    entryPoints: [join(root, 'src/main.ts')],
    outfile: out,
    format: 'cjs',
    // Warnings are sorted below: import.meta is empty in CommonJS, and only some modules may read it.
    logLevel: 'error',
    plugins: [
      {
        name: 'native-packages-unpacked',
        setup(build) {
          build.onResolve({ filter: nativePackages }, (args) => ({ path: args.path, namespace: 'unpacked' }));
          build.onLoad({ filter: /.*/, namespace: 'unpacked' }, (args) => ({
            contents: `module.exports = require(${JSON.stringify(executableModule)}).requireUnpacked(${JSON.stringify(args.path)});`,
            resolveDir: root,
            loader: 'js',
          }));
        },
      },
    ],
  });
  const unexpected = result.warnings.filter((w) => w.id !== 'empty-import-meta' || !READS_IMPORT_META_OUTSIDE.has(w.location?.file ?? ''));
  if (unexpected.length > 0) {
    const messages = await esbuild.formatMessages(unexpected, { kind: 'warning' });
    throw new Error(`The executable's server bundle has warnings (import.meta is empty there):\n${messages.join('')}`);
  }
  await asciiOnly(out);
}

/** Litestream's program from its npm package (an optional dependency: absent on a platform it does not support). */
function litestreamProgram(): string | undefined {
  try {
    const program = join(dirname(createRequire(import.meta.url).resolve('@flydotio/litestream-linux-x64/package.json')), 'litestream');
    return existsSync(program) ? program : undefined;
  } catch {
    return undefined;
  }
}

async function main() {
  const started = performance.now();
  const [major, minor] = process.versions.node.split('.').map(Number);
  // node:sea's isSea and assets arrived in 20.12: an older Node would build a program that cannot find its parts.
  if (major < 20 || (major === 20 && minor < 12)) throw new Error(`Node ${process.version} cannot build the executable: use 20.12 or newer.`);
  for (const built of ['server.js', 'commit-worker.js', 'offsite-s3.cjs', 'assets.pack']) {
    if (!existsSync(join(dist, built))) throw new Error(`dist/${built} is missing: run "npm run build:binary" (it builds first).`);
  }
  const work = mkdtempSync(join(tmpdir(), 'metrik-binary-'));
  const executable = join(dist, `.metrik-site-${process.pid}`);
  try {
    const mainScript = join(work, 'main.cjs');
    await bundleServer(mainScript);

    const files = packageFiles();
    files.set(EXECUTABLE_ASSETS.worker, join(dist, 'commit-worker.js'));
    files.set(EXECUTABLE_ASSETS.offsiteS3, join(dist, 'offsite-s3.cjs'));
    const list = unpackList(files);
    writeFileSync(join(work, 'unpack.json'), JSON.stringify(list));
    const litestream = litestreamProgram();
    const litestreamFiles: Files = new Map(litestream ? [[EXECUTABLE_ASSETS.litestream, litestream]] : []);
    if (litestream) writeFileSync(join(work, 'litestream.json'), JSON.stringify(unpackList(litestreamFiles)));
    else console.warn('@flydotio/litestream-linux-x64 is not installed: the executable will not carry Litestream (REPLICA_URL then needs one beside it or on PATH).');

    const blob = join(work, 'sea.blob');
    const config = {
      main: mainScript,
      output: blob,
      disableExperimentalSEAWarning: true,
      useCodeCache: true,
      assets: {
        [EXECUTABLE_ASSETS.assetPack]: join(dist, 'assets.pack'),
        [EXECUTABLE_ASSETS.unpackList]: join(work, 'unpack.json'),
        ...Object.fromEntries([...files].map(([path, source]) => [EXECUTABLE_ASSETS.unpackPrefix + path, source])),
        ...(litestream ? { [EXECUTABLE_ASSETS.litestreamList]: join(work, 'litestream.json') } : {}),
        ...Object.fromEntries([...litestreamFiles].map(([path, source]) => [EXECUTABLE_ASSETS.litestreamPrefix + path, source])),
      },
    };
    writeFileSync(join(work, 'sea-config.json'), JSON.stringify(config));
    const prepared = spawnSync(process.execPath, ['--experimental-sea-config', join(work, 'sea-config.json')], { encoding: 'utf8' });
    if (prepared.status !== 0) throw new Error(`node --experimental-sea-config failed:\n${prepared.stderr}`);

    copyFileSync(process.execPath, executable);
    // In a child: postject's ELF library prints dozens of harmless section-name warnings, shown only on failure.
    const postject = createRequire(import.meta.url).resolve('postject/dist/cli.js');
    const injected = spawnSync(process.execPath, [postject, executable, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SEA_FUSE], { encoding: 'utf8' });
    if (injected.status !== 0) throw new Error(`postject failed:\n${injected.stdout}${injected.stderr}`);
    chmodSync(executable, 0o755);
    renameSync(executable, output);

    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `dist/metrik-site in ${Math.round(performance.now() - started)} ms: ${megabytes(statSync(output).size)} ` +
        `(Node ${process.version} ${megabytes(statSync(process.execPath).size)}, ${list.files.length} files to unpack` +
        `${litestream ? `, Litestream ${megabytes(statSync(litestream).size)} unpacked when REPLICA_URL is set` : ', no Litestream'})`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(executable, { force: true });
  }
}

await main();
