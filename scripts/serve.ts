// npm start (after `astro build`): the production build served as Netlify serves it, with the
// functions and the embedded database, on one local port.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { env, ensureLocalAuthSecret } from '#server/env';
import { startLocalSweeps } from '#server/admin/photos/sweep';
import { startLocalSender } from '#server/email/local-sender';
import { prepareDatabase, seedAdmin } from '#server/db/bootstrap';
import { db } from '#server/db/index';
import { loadFunctions } from '#server/platform/functions';
import { createLocalServer, type SsrHandler } from '#server/platform/local-server';
import { shutDownOnSignals } from '#server/platform/graceful-shutdown';

const started = Date.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const ssrEntry = `${root}.netlify/v1/functions/ssr/ssr.mjs`;
if (!existsSync(`${root}dist/index.html`) || !existsSync(ssrEntry)) {
  console.error('No build found: run `npm run build` first (npm start does both).');
  process.exit(1);
}

ensureLocalAuthSecret();
const config = env();
// The end-to-end suite's own hooks (scripts/e2e-hooks.ts), never in production; set up before the
// database, so that the seeded administrator's password is hashed at the tests' cost too.
const e2eHooks = process.env.E2E_TEST_HOOKS === '1' && config.NODE_ENV !== 'production' ? (await import('./e2e-hooks.ts')).startE2eHooks() : [];
const { seeded } = await prepareDatabase();
// Netlify runs netlify/functions/storage-sweep.mts hourly; here the server does.
startLocalSweeps(db);
// Netlify runs netlify/functions/email-sender.mts every minute; here the server does (ADR 0020).
const sender = startLocalSender(db);
const functions = [...e2eHooks, ...(await loadFunctions(`${root}netlify/functions`))];
const ssr = (await import(pathToFileURL(ssrEntry).href)).default as SsrHandler;

const server = createLocalServer({ functions, staticRoot: `${root}dist`, ssr });
server.listen(config.PORT, '127.0.0.1', () => {
  const admin = seedAdmin();
  console.log(`\nGulf Lift Parts is running at http://localhost:${config.PORT}  (Arabic: http://localhost:${config.PORT}/ar/)`);
  console.log(`Database: ${config.DATABASE_URL ? 'DATABASE_URL' : `embedded PGlite in ${config.DATA_DIR}/`}${seeded ? ' (seeded just now)' : ''}`);
  if (admin) console.log(`Admin sign-in: ${admin.email} / ${admin.password}`);
  console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
});

// Stop accepting, let the requests in flight finish and the sender put down what it holds, then
// close the database pool.
shutDownOnSignals(server, {
  release: async () => {
    await sender.stop();
    await (await db()).destroy();
  },
});
