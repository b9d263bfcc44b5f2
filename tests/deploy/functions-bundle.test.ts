import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, parse, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '#db/scratch-database';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Kysely, PGliteDialect } from 'kysely';
import type { DB } from '#server/db/schema';
import { migrateToLatest } from '#server/db/migrate';
import { enqueueEmail } from '#server/email/outbox';
import { PDF_FONT_FILES, PDF_FONT_FOLDER } from '#server/quotations/pdf';
import { TEST_COST_REFUSAL } from '#server/auth/password';
import { bundleFunctions, functionModule } from '../support/netlify-functions.ts';
import { unzip } from '../support/unzip.ts';

/**
 * Every function deploys as Netlify builds it (issue 21). Netlify's own bundler
 * (@netlify/zip-it-and-ship-it) packs every file of netlify/functions with the settings of
 * netlify.toml's [functions]; each archive is unpacked into a fresh folder outside the repository,
 * where no node_modules but the bundle's own can be found, and the function is imported and
 * called once in a child process of its own: health answers 200 against a database, every admin
 * call 401, an unknown product 404, the scheduled e-mail sender sends a queued message into the
 * development mailbox, and no function fails to load or answers 500. No archive carries a file of the
 * checkout besides its bundle and packages, nor the embedded database (PGlite), which deployed
 * functions never use (netlify.toml leaves it out), and only the function that draws quotations'
 * PDFs carries pdf-lib and the fonts; no bundle imports at load a package it needs only for a task
 * (LOADED_FOR_THEIR_TASK), and each carries those it loads later; none hashes passwords at the
 * tests' cost. A function that works only
 * unbundled (a file read at run time but not included, a dependency the tracer cannot see) fails here.
 *
 * The database, reached by every child through the bundle's own `pg` driver: a scratch PostgreSQL
 * database when TEST_DATABASE_URL is set (CI), otherwise an in-memory PGlite served on a local port
 * by @electric-sql/pglite-socket (so no child spends seconds starting a database of its own).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FUNCTIONS_DIR = join(ROOT, 'netlify/functions');
const ORIGIN = 'http://localhost:4321';
const run = promisify(execFile);

/**
 * Packages a function imports when its task needs them, never at its start (ADR 0037): react-email
 * and nodemailer to render and send a message (280 and 50-100 ms to load), pdf-lib, fontkit and
 * bidi-js to draw a quotation (150-185 ms), ExcelJS and JSZip to read or write an .xlsx sheet (225
 * and 35 ms), qrcode to draw a new authenticator's QR code (30 ms), sharp for an image. esbuild
 * hoists a static import of a package to the top of the bundle, so such an import anywhere in a
 * function's code shows there.
 */
const LOADED_FOR_THEIR_TASK = ['react-email', 'nodemailer', 'pdf-lib', '@pdf-lib/fontkit', 'bidi-js', 'exceljs', 'jszip', 'qrcode', 'sharp'];
/**
 * What Netlify's bundler writes into every archive beside the function's bundle and the packages
 * (node_modules) it needs. Anything else is a file of the checkout the tracer packed: a path the code
 * builds that it read as a pattern over the checkout (ADR 0037), the local data folder among them.
 */
const NETLIFY_FILES = ['___netlify-entry-point.mjs', '___netlify-bootstrap.mjs', '___netlify-metadata.json', '___netlify-telemetry.mjs'];
/** The packages a bundle imports at its top (`import … from "name"` or `"name/path"`). */
const packagesImportedAtLoad = (bundle: string) => [...bundle.matchAll(/^import\b[^;]*?\bfrom\s*["']([^"'./][^"']*)["']/gm)].map(([, specifier]) => specifier!);

interface Answer {
  scheduled: boolean;
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: string;
}

/**
 * Loads sharp as the bundled function at `main` resolves it (from its archive's node_modules) in a
 * child process, and encodes a 2×2 image to WebP with it: the byte length of the result.
 */
async function encodeWithBundledSharp(main: string, folder: string): Promise<number> {
  const script = `import { createRequire } from 'node:module';
    import { pathToFileURL } from 'node:url';
    const { default: sharp } = await import(pathToFileURL(createRequire(process.argv[1]).resolve('sharp')).href);
    const image = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#1d4e89' } }).webp().toBuffer();
    process.stdout.write(String(image.length));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, main], { cwd: folder, env: { PATH: process.env.PATH ?? '' } });
  return Number(stdout);
}

/** No node_modules above the folder: Node could otherwise find the repository's packages there. */
function nodeModulesAbove(folder: string): string[] {
  const found: string[] = [];
  for (let dir = dirname(folder); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) found.push(join(dir, 'node_modules'));
    if (dir === parse(dir).root) return found;
  }
}

describe('every function, bundled by Netlify’s bundler, runs from its archive alone', () => {
  let work = '';
  let archives: { name: string; path: string }[] = [];
  let scratch: ScratchDatabase | null = null;
  let socket: PGLiteSocketServer | null = null;
  let pglite: PGlite | null = null;
  let databaseEnv: Record<string, string> = {};
  let dataDir = '';
  const answers = new Map<string, Answer>();
  /** The native binaries each archive carries (sharp's, for the functions that process photos). */
  const natives = new Map<string, string[]>();
  /** What sharp, as each bundle that carries it resolves it, made of a tiny image: the WebP's bytes. */
  const sharpFrom = new Map<string, number>();
  /** The archives that carry the embedded database, which netlify.toml leaves out of every one. */
  const withPglite: string[] = [];
  /** "function: file" for each file of an archive that is not its bundle, Netlify's entry files or a package. */
  const strays: string[] = [];
  /** What each archive carries of the quotation PDF's renderer (pdf-lib, the fonts' files), and whether its bundle holds the renderer. */
  const pdfParts = new Map<string, { pdfLib: boolean; fonts: string[]; renders: boolean }>();
  /** "function: package" for each bundle that imports at load a package it should import only for its task. */
  const loadingAtStart: string[] = [];
  /** "function: package" for each package a bundle imports when its task needs it, and whether the archive carries the package. */
  const loadedForTask = new Map<string, boolean>();
  /** The bundles that hash or check passwords (they name the scheme), and those that carry the switch to the tests' cost. */
  const hashingPasswords: string[] = [];
  const atTestCost: string[] = [];
  let archiveBytes = 0;

  beforeAll(async () => {
    const t0 = Date.now();
    work = await mkdtemp(join(tmpdir(), 'liftparts-deploy-'));
    archives = await bundleFunctions(ROOT, join(work, 'zips'));
    const bundled = Date.now();

    // A database the functions can use, migrated, with one e-mail queued for the sender.
    dataDir = join(work, 'data');
    const queueOne = (db: Kysely<DB>) =>
      db.transaction().execute((tx) =>
        enqueueEmail(tx, { template: 'new_message', to: 'sales@liftparts.example', locale: 'ar', data: { messageId: 1, name: 'Lina', company: null, email: 'lina@example.com', phone: '+966 50 123 4567', subject: 'Bundle test', message: 'Hello', receivedAt: new Date().toISOString() } }),
      );
    if (process.env.TEST_DATABASE_URL) {
      scratch = await createScratchDatabase({ driver: 'pg', serverUrl: process.env.TEST_DATABASE_URL, prefix: 'deploy' });
      await queueOne(scratch.db);
      databaseEnv = { DATABASE_URL: scratch.url!, DATABASE_DRIVER: 'pg' };
    } else {
      pglite = await PGlite.create({ extensions: { pg_trgm } });
      const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
      await migrateToLatest(db);
      await queueOne(db);
      socket = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 50 });
      await socket.start();
      databaseEnv = { DATABASE_URL: `postgres://postgres@${socket.getServerConn()}/postgres`, DATABASE_DRIVER: 'pg' };
    }

    const caller = join(work, 'call-function.mjs');
    await copyFile(join(ROOT, 'tests/deploy/call-function.mjs'), caller);
    const parallel = 2;
    const queue = [...archives];
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let archive = queue.shift(); archive; archive = queue.shift()) {
          const folder = join(work, 'functions', archive.name);
          await unzip(archive.path, folder);
          const main = await functionModule(folder);
          const { stdout } = await run(process.execPath, [caller, main, ORIGIN], {
            cwd: folder,
            // Nothing of this process's environment but PATH: the function sees what a deploy sets.
            env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'deploy-test-secret-'.repeat(3), SITE_URL: ORIGIN, ...databaseEnv },
            timeout: 60_000,
          }).catch((error: { stderr?: string; message: string }) => {
            throw new Error(`${archive.name} failed to run from its bundle: ${error.stderr || error.message}`);
          });
          answers.set(archive.name, JSON.parse(stdout.trim().split('\n').at(-1)!) as Answer);
          // Every file of the archive (directories aside), as a path inside it.
          const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => !entry.isDirectory()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
          natives.set(archive.name, files.filter((file) => file.endsWith('.node')));
          if (files.some((file) => file.startsWith('node_modules/sharp/'))) sharpFrom.set(archive.name, await encodeWithBundledSharp(main, folder));
          if (files.some((file) => file.startsWith('node_modules/@electric-sql/pglite'))) withPglite.push(archive.name);
          const bundlePath = relative(folder, main);
          for (const file of files) {
            if (file !== bundlePath && !NETLIFY_FILES.includes(file) && !file.startsWith('node_modules/')) strays.push(`${archive.name}: ${file}`);
          }
          const bundle = await readFile(main, 'utf8');
          for (const specifier of packagesImportedAtLoad(bundle)) {
            const name = LOADED_FOR_THEIR_TASK.find((task) => specifier === task || specifier.startsWith(`${task}/`));
            if (name) loadingAtStart.push(`${archive.name}: ${name}`);
          }
          for (const name of LOADED_FOR_THEIR_TASK) {
            if (bundle.includes(`import("${name}")`)) loadedForTask.set(`${archive.name}: ${name}`, files.includes(`node_modules/${name}/package.json`));
          }
          if (bundle.includes('"scrypt"')) hashingPasswords.push(archive.name);
          // The switch is dropped from a bundle that never calls it, its refusal's words with it.
          if (bundle.includes(TEST_COST_REFUSAL)) atTestCost.push(archive.name);
          pdfParts.set(archive.name, {
            pdfLib: files.some((file) => file.startsWith('node_modules/pdf-lib/')),
            fonts: files.filter((file) => file.startsWith(`${PDF_FONT_FOLDER}/`)),
            // The renderer names its font files; a bundle without the names cannot draw a PDF.
            renders: bundle.includes(PDF_FONT_FILES.arabic),
          });
          archiveBytes += (await stat(archive.path)).size;
          await rm(folder, { recursive: true, force: true });
        }
      }),
    );
    console.info(
      `deploy test: ${archives.length} functions (${(archiveBytes / 1e6).toFixed(0)} MB of archives) bundled in ${((bundled - t0) / 1000).toFixed(0)} s, unpacked and run in ${((Date.now() - bundled) / 1000).toFixed(0)} s`,
    );
  }, 900_000);

  afterAll(async () => {
    await scratch?.drop();
    await socket?.stop();
    await pglite?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('bundles every function of netlify/functions, unpacked where no other node_modules is found', async () => {
    const sources = (await readdir(FUNCTIONS_DIR)).filter((f) => /\.m?[jt]s$/.test(f)).map((f) => f.replace(/\.m?[jt]s$/, ''));
    expect(archives.map((a) => a.name)).toEqual(sources.sort());
    expect(nodeModulesAbove(join(work, 'functions', 'x'))).toEqual([]);
    expect(answers.size).toBe(sources.length);
  });

  it('no function fails to load or answers 500', () => {
    const failures = [...answers].filter(([, answer]) => answer.status >= 500).map(([name, answer]) => `${name}: ${answer.status} ${answer.body}`);
    expect(failures).toEqual([]);
  });

  it('health answers 200 against the database', () => {
    expect(answers.get('health')).toMatchObject({ status: 200, body: JSON.stringify({ status: 'ok', database: 'ok' }) });
  });

  it('every admin function answers a visitor 401', () => {
    const admin = [...answers].filter(([, a]) => a.path.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(10);
    for (const [name, answer] of admin) expect(`${name} ${answer.status} ${answer.body}`).toBe(`${name} 401 ${JSON.stringify({ error: { code: 'unauthorized' } })}`);
  });

  it('an unknown product is a 404, and bad input a 400 with field codes', () => {
    expect(answers.get('product')).toMatchObject({ status: 404 });
    for (const name of ['contact', 'auth-register', 'auth-login']) {
      const answer = answers.get(name)!;
      expect(answer.status, name).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'invalid_input', fields: expect.any(Object) } });
    }
  });

  it('no function carries the embedded database: deployed, they reach PostgreSQL at DATABASE_URL', () => {
    expect(withPglite).toEqual([]);
  });

  it('an archive carries its bundle, Netlify’s entry files and packages: no other file of the checkout (the local data folder, a file a path pattern matched)', () => {
    expect(strays).toEqual([]);
  });

  it('the quotation PDF’s renderer (pdf-lib, the fonts) travels with the functions that draw one, and with no other', () => {
    const drawing = [...pdfParts].filter(([, parts]) => parts.renders).map(([name]) => name);
    expect(drawing).toContain('admin-quotation');
    const fonts = Object.values(PDF_FONT_FILES).map((font) => `${PDF_FONT_FOLDER}/${font}`);
    for (const [name, parts] of pdfParts) {
      if (parts.renders) expect(parts, name).toMatchObject({ pdfLib: true, fonts: expect.arrayContaining(fonts) });
      else expect(parts, name).toMatchObject({ pdfLib: false, fonts: [] });
    }
  });

  it('no function loads before it answers a package only one of its tasks needs (a message, a PDF, a sheet, a QR code, an image)', () => {
    expect(loadingAtStart).toEqual([]);
  });

  it('what a function loads for its task travels in its archive, though no call here performs the task', () => {
    // The tracer follows a dynamic import too; a package it missed would fail only at the task
    // (setting up an authenticator, reading a spreadsheet), which these calls never reach.
    const missing = [...loadedForTask].filter(([, carried]) => !carried).map(([pair]) => pair);
    expect(missing).toEqual([]);
    for (const pair of ['admin-quotation: pdf-lib', 'admin-quotation: @pdf-lib/fontkit', 'admin-quotation: bidi-js', 'email-sender: react-email', 'email-sender: nodemailer', 'admin-product-imports: exceljs', 'admin-product-imports: jszip', 'admin-product-export: exceljs', 'account-totp: qrcode', 'media: sharp']) {
      expect(loadedForTask.has(pair), pair).toBe(true);
    }
  });

  it('no function hashes passwords at the tests’ cost: none carries the switch to it', () => {
    expect(hashingPasswords).toEqual(expect.arrayContaining(['auth-register', 'auth-login', 'account-password']));
    expect(atTestCost).toEqual([]);
  });

  it('sharp travels with its native binary for this platform, and loads from the archive', () => {
    // Netlify builds on Linux x64 like this machine: npm installed sharp's binary as a package
    // (@img/sharp-linux-x64, with libvips beside it), and the tracer copies it into the archive.
    const binary = new RegExp(`^node_modules/@img/sharp-${process.platform}-${process.arch}/lib/sharp-${process.platform}-${process.arch}[^/]*\\.node$`);
    // /media renders seeded photos; the other two take uploads (product photos, a custom quote's).
    for (const name of ['media', 'admin-product-photos', 'quotes']) {
      expect(natives.get(name)!.some((file) => binary.test(file)), `${name}: ${natives.get(name)!.join(', ')}`).toBe(true);
      expect(answers.get(name)!.status, name).toBeLessThan(500);
      // The functions load sharp on their first image job, not at their start (ADR 0037): load it as
      // the bundle does and have libvips encode an image.
      expect(sharpFrom.get(name), name).toBeGreaterThan(0);
    }
  });

  it('the scheduled e-mail sender sends the queued message into the development mailbox; the storage sweep runs', async () => {
    expect(answers.get('email-sender')).toMatchObject({ scheduled: true, status: 204 });
    expect(answers.get('storage-sweep')).toMatchObject({ scheduled: true, status: 204 });
    const mailbox = join(dataDir, 'mailbox');
    const files = await readdir(mailbox);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const eml = await readFile(join(mailbox, files.find((f) => f.endsWith('.eml'))!), 'utf8');
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/^Content-Language: ar$/m);
  });
});
