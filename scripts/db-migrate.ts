// npm run db:migrate: brings the configured database (Neon, PostgreSQL or embedded) up to date.
import { db } from '#server/db/index';
import { migrateToLatest } from '#server/db/migrate';

const database = await db();
const applied = await migrateToLatest(database);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date.');
await database.destroy();
