// npm run dev: Astro's dev server (hot reload) with the shop's functions and the embedded
// database in this one process (see src/integrations/dev-platform.ts).
import { dev } from 'astro';
import { env, ensureLocalAuthSecret } from '#server/env';
import { startLocalSweeps } from '#server/admin/photos/sweep';
import { startLocalSender } from '#server/email/local-sender';
import { seedAdmin } from '#server/db/bootstrap';
import { db } from '#server/db/index';
import { migrateToLatest } from '#server/db/migrate';

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
ensureLocalAuthSecret();
const config = env();
const server = await dev({ root: new URL('..', import.meta.url).pathname, server: { port: config.PORT } });
const address = `http://localhost:${server.address.port}`;
// Netlify runs netlify/functions/storage-sweep.mts hourly; here the dev process does. The dev
// platform migrates the database as the server starts; the sweep waits for the same migration (the
// handle is shared through globalThis, and the migrator's lock lets one run it).
const migrated = async () => {
  const database = await db();
  await migrateToLatest(database);
  return database;
};
startLocalSweeps(migrated);
// Netlify runs netlify/functions/email-sender.mts every minute; here the dev process does (ADR 0020).
const sender = startLocalSender(migrated);
const admin = seedAdmin();
console.log(`\nGulf Lift Parts (development) at ${address}  (Arabic: ${address}/ar/)`);
console.log(`Database: ${config.DATABASE_URL ? 'DATABASE_URL' : `embedded PGlite in ${config.DATA_DIR}/`} (migrated, and seeded when empty, as the server starts)`);
if (admin) console.log(`Admin sign-in: ${admin.email} / ${admin.password}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.stop().then(() => sender.stop()).then(() => process.exit(0)));
}
