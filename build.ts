// The one build: browser bundles (public + admin), CSS from UnoCSS, hashed and precompressed assets,
// then dist/server.js, dist/assets.pack (the assets it reads at start) and dist/commit-worker.js (the submission
// writer thread), so the product is those files plus node_modules/better-sqlite3 and node_modules/sharp.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { createGenerator } from '@unocss/core';
import { unoConfig } from './web/uno.config.ts';
import { assetFile, type AssetFile, type AssetManifest } from './src/render/assets.ts';
import { packAssets } from './src/render/asset-pack.ts';
import { contentHash } from './src/render/encode.ts';
import { PRECACHED_PATHS, SERVICE_WORKER_PATH } from './web/shared/offline-forms.ts';
import { buildDisplayFont, buildQuoteFonts } from './scripts/display-font.ts';
import { styleIndex } from './scripts/style-index.ts';

const root = import.meta.dirname;
const finalDist = join(root, 'dist');
// Built aside and swapped in at the end, so a running test never sees a half-written dist/.
const dist = join(root, `.dist-building-${process.pid}`);
const webOut = join(dist, 'web');
const production = process.env.NODE_ENV !== 'development';

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return files.flat();
}

async function buildBrowser(): Promise<{
  files: AssetFile[];
  manifest: Pick<AssetManifest, 'publicJs' | 'adminJs' | 'publicPreload' | 'adminPreload'>;
  /** Every script a public page without a form fetches on a first load: the boot script and its chunks. */
  publicFirstLoad: string[];
  /** What a page with a form fetches besides: the islands' hydration (web/islands/hydrate.tsx) and its chunks. */
  islandsFirstLoad: string[];
  /** The scripts that can run on any public page (the boot script, and the toasts it may show) and on a form's page. */
  scriptsFor: { everyPage: string[]; formPages: string[] };
}> {
  const common = {
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
    minify: production,
    sourcemap: false,
    jsx: 'automatic',
    write: false,
    metafile: true,
    outdir: join(webOut, 'assets'),
    absWorkingDir: root,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    legalComments: 'linked',
    logLevel: 'warning',
  } satisfies esbuild.BuildOptions;
  // The public islands (React) and the admin are built apart: a chunk the two shared would carry to visitors what
  // only the admin uses (e.g. every icon of the admin's icon picker, not only the forms' few).
  const [islandsBuild, adminBuild] = await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: { islands: join(root, 'web/islands/hydrate.tsx'), toaster: join(root, 'web/islands/toaster.tsx') },
      splitting: true,
    }),
    esbuild.build({ ...common, entryPoints: { admin: join(root, 'web/entry-admin.tsx') }, splitting: true }),
  ]);
  const urlOf = (path: string) => `/${relative(webOut, isAbsolute(path) ? path : join(root, path))}`;
  const outputs = { ...islandsBuild.metafile.outputs, ...adminBuild.metafile.outputs };
  const entryFor = (source: string) => Object.keys(outputs).find((p) => outputs[p].entryPoint?.endsWith(source))!;
  const importsOf = (out: string): string[] =>
    outputs[out].imports.filter((i) => i.kind === 'import-statement' && !i.external).flatMap((i) => [i.path, ...importsOf(i.path)]);
  const preloads = (entry: string) => [...new Set(importsOf(entry))].map(urlOf);
  const adminJs = entryFor('entry-admin.tsx');
  const islands = entryFor('islands/hydrate.tsx');
  // The public boot script: one file with nothing shared, so a page without a form makes one small request. It
  // imports the islands by their built names (web/build-constants.d.ts).
  const boot = await esbuild.build({
    ...common,
    entryPoints: { public: join(root, 'web/boot-public.ts') },
    define: { ...common.define, ISLANDS_URL: JSON.stringify(urlOf(islands)), TOASTER_URL: JSON.stringify(urlOf(entryFor('islands/toaster.tsx'))) },
    external: ['/assets/*'],
  });
  const publicJs = Object.keys(boot.metafile.outputs).find((p) => p.endsWith('.js'))!;
  const toaster = entryFor('islands/toaster.tsx');
  const withImports = (entry: string) => [...new Set([entry, ...importsOf(entry)])].map(urlOf);
  /** The entry and every chunk it can ever load, at once or later (dynamic imports too). */
  const reachable = (entry: string, seen = new Set<string>()): string[] => {
    if (seen.has(entry)) return [];
    seen.add(entry);
    for (const i of outputs[entry].imports) if (!i.external && i.path in outputs) reachable(i.path, seen);
    return [...seen].map(urlOf);
  };
  const files = [...islandsBuild.outputFiles, ...adminBuild.outputFiles, ...boot.outputFiles].map((f) => assetFile(urlOf(f.path), f.contents, !f.path.endsWith('.LEGAL.txt')));
  return {
    files,
    publicFirstLoad: [urlOf(publicJs)],
    islandsFirstLoad: withImports(islands),
    scriptsFor: { everyPage: [urlOf(publicJs), ...reachable(toaster)], formPages: reachable(islands) },
    manifest: { publicJs: urlOf(publicJs), adminJs: urlOf(adminJs), publicPreload: [], adminPreload: preloads(adminJs) },
  };
}

/** The quotes' PDF faces, as assets the server reads (src/submissions/quote-pdf.ts). */
async function buildPdfFonts(): Promise<{ files: AssetFile[]; names: NonNullable<AssetManifest['quoteFonts']> }> {
  const fonts = await buildQuoteFonts();
  const entries = Object.entries(fonts).map(([face, data]) => [face, `/assets/quote-${face}-${contentHash(Buffer.from(data))}.ttf`, data] as const);
  return {
    files: entries.map(([, name, data]) => assetFile(name, data, true)),
    names: Object.fromEntries(entries.map(([face, name]) => [face, name])) as NonNullable<AssetManifest['quoteFonts']>,
  };
}

async function buildCss(): Promise<{ files: AssetFile[]; publicCss: string; publicText: string; adminCss: string; displayFont: string }> {
  const generator = await createGenerator(unoConfig);
  const font = await buildDisplayFont();
  const fontName = `/assets/display-${contentHash(Buffer.from(font.file))}.woff2`;
  // Tests are not shipped, and a pattern in one ("display-[^"]") once became a rule that broke the whole sheet.
  const sources = (await walk(join(root, 'web'))).filter((f) => /\.(tsx?|html)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('uno.config.ts'));
  const isAdmin = (f: string) => f.includes(`${join(root, 'web/admin')}/`) || f.endsWith('entry-admin.tsx');
  const base = await readFile(join(root, 'web/styles/base.css'), 'utf8');

  async function css(files: string[], preflight: boolean): Promise<string> {
    const text = (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
    const { css } = await generator.generate(text, { preflights: preflight, minify: production });
    return preflight ? `${font.css(fontName)}${minifyCss(base)}\n${css}` : css;
  }
  const publicText = await css(sources.filter((f) => !isAdmin(f)), true);
  const adminText = await css(sources.filter(isAdmin), false);
  const publicName = `/assets/public-${contentHash(Buffer.from(publicText))}.css`;
  const adminName = `/assets/admin-${contentHash(Buffer.from(adminText))}.css`;
  return {
    files: [assetFile(publicName, Buffer.from(publicText), true), assetFile(adminName, Buffer.from(adminText), true), assetFile(fontName, font.file, true)],
    publicCss: publicName,
    publicText,
    adminCss: adminName,
    displayFont: fontName,
  };
}

function minifyCss(css: string): string {
  return production ? css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').replace(/\s*([{}:;,])\s*/g, '$1').trim() : css;
}

/**
 * /sw.js (web/sw/service-worker.ts with Workbox). Its bytes name this build (the revision of the offline page it
 * keeps, its assets cache), so each build that changes an asset is a new worker the phones pick up by themselves.
 */
async function buildServiceWorker(manifest: AssetManifest): Promise<AssetFile> {
  const build = contentHash(Buffer.from(JSON.stringify(manifest)));
  const result = await esbuild.build({
    entryPoints: [join(root, 'web/sw/service-worker.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
    minify: production,
    write: false,
    absWorkingDir: root,
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __BUILD__: JSON.stringify(build),
      __PRECACHE__: JSON.stringify(PRECACHED_PATHS.map((url) => ({ url, revision: build }))),
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
  return assetFile(SERVICE_WORKER_PATH, result.outputFiles[0].contents, false);
}

/** web/static/** keeps stable URLs (the database refers to /art/… paths), so it is revalidated, not immutable. */
async function buildStatic(): Promise<AssetFile[]> {
  const dir = join(root, 'web/static');
  const files = await walk(dir);
  return Promise.all(files.map(async (f) => assetFile(`/${relative(dir, f)}`, await readFile(f), false)));
}

/** Native addons stay out of the bundle: better-sqlite3 and sharp (libvips, prebuilt per platform as @img/sharp-*).
 * `node dist/server.js` loads them from node_modules; the single executable (build-binary.ts) carries them. */
export const NATIVE_PACKAGES = ['better-sqlite3', 'sharp'] as const;

/** What the server bundle is, whatever its format: dist/server.js here, the executable's in scripts/build-binary.ts. */
export async function serverBundleOptions(): Promise<esbuild.BuildOptions> {
  return {
    bundle: true,
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    minify: false,
    // Strings and regular expressions escaped to ASCII; see asciiOnly for the comments.
    charset: 'ascii',
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      __SCHEMA_SQL__: JSON.stringify(await readFile(join(root, 'schema.sql'), 'utf8')),
    },
    logLevel: 'warning',
  };
}

async function main() {
  const started = performance.now();
  await rm(dist, { recursive: true, force: true });
  const [browser, css, statics, pdfFonts] = await Promise.all([buildBrowser(), buildCss(), buildStatic(), buildPdfFonts()]);
  const textOf = (paths: string[]) => paths.map((path) => browser.files.find((f) => f.path === path)!.raw.toString('utf8'));
  const publicStyle = styleIndex(css.publicText, { everyPage: textOf(browser.scriptsFor.everyPage), formPages: textOf(browser.scriptsFor.formPages) });
  const manifest: AssetManifest = { ...browser.manifest, publicCss: css.publicCss, adminCss: css.adminCss, displayFont: css.displayFont, publicStyle, quoteFonts: pdfFonts.names };
  const files = [...browser.files, ...css.files, ...statics, ...pdfFonts.files, await buildServiceWorker(manifest)];

  // dist/web: the same assets as plain files, for tests that build an app from source (and for inspection).
  await Promise.all(
    files.map(async (f) => {
      const out = join(webOut, f.path);
      await mkdir(join(out, '..'), { recursive: true });
      await writeFile(out, f.raw);
    }),
  );
  await writeFile(join(webOut, 'manifest.json'), JSON.stringify(manifest, null, 2));

  // The assets beside the server, read into memory once at start (src/render/asset-pack.ts says why not inside it).
  await writeFile(join(dist, 'assets.pack'), packAssets(manifest, files));
  const esmServerFile = {
    ...(await serverBundleOptions()),
    outdir: dist,
    format: 'esm' as const,
    external: [...NATIVE_PACKAGES],
    // CommonJS dependencies bundled into an ES module still call require() for node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  };
  await esbuild.build({
    ...esmServerFile,
    entryPoints: { server: join(root, 'src/main.ts') },
    // What the server imports only when first used (the PDFs, the mailbox, sending e-mail) goes to files of its own
    // beside it, read when used: an idle server holds the source of what it runs, not of everything it can do.
    splitting: true,
  });
  // The submission writer thread's program, whole in one file: the server starts it from beside itself, and the
  // single executable unpacks it alone (scripts/build-binary.ts), where chunks shared with the server are not.
  await esbuild.build({ ...esmServerFile, entryPoints: { 'commit-worker': join(root, 'src/db/commit-worker.ts') } });

  // The off-site backups' AWS SDK, loaded from beside the server only when OFFSITE_BACKUP_URL is set (offsite.ts).
  await esbuild.build({
    ...(await serverBundleOptions()),
    entryPoints: [join(root, 'src/ops/offsite/s3.ts')],
    outfile: join(dist, 'offsite-s3.cjs'),
    format: 'cjs',
  });

  // The server is its entry and the chunks it imports, some only when first used (the PDFs, the mailbox, e-mail).
  for (const name of await readdir(dist)) if (name.endsWith('.js')) await asciiOnly(join(dist, name));

  const old = `${finalDist}.old-${process.pid}`;
  await rename(finalDist, old).catch(() => {});
  await rename(dist, finalDist);
  await rm(old, { recursive: true, force: true });

  const bytes = (list: AssetFile[], key: 'br' | 'raw') => list.reduce((n, f) => n + (f[key] ?? f.raw).length, 0);
  const kb = (paths: string[]) => (bytes(files.filter((f) => paths.includes(f.path)), 'br') / 1024).toFixed(1);
  console.log(
    `built in ${Math.round(performance.now() - started)} ms: public JS ${kb(browser.publicFirstLoad)} KB br ` +
      `(+${kb(browser.islandsFirstLoad)} KB on a form page), ` +
      `public CSS ${((files.find((f) => f.path === manifest.publicCss)?.br?.length ?? 0) / 1024).toFixed(1)} KB br, ` +
      `display font ${((files.find((f) => f.path === manifest.displayFont)?.raw.length ?? 0) / 1024).toFixed(1)} KB, ${files.length} assets`,
  );
}

/**
 * One non-ASCII character anywhere in a file of the server (dist/*.js) makes V8 keep its whole ~4 MB source as UTF-16: 7.5 MB of an
 * idle server instead of 3.8 MB. esbuild's charset 'ascii' escapes strings and names but not comments or regular
 * expression literals, so each remaining UTF-16 unit becomes \uXXXX: the same character in a string, template or
 * regular expression, plain text in a comment. Left as is if one follows a backslash, where that would not hold.
 */
export async function asciiOnly(file: string) {
  const text = await readFile(file, 'utf8');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range starts at NUL on purpose.
  if (!/[^\x00-\x7f]/.test(text) || /\\[^\x00-\x7f]/.test(text)) return;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
  await writeFile(file, text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

// Imported by scripts/build-binary.ts for the options above, run as `tsx build.ts` (npm run build) to build.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) await main();
