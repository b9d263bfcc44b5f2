// npm run db:seed: migrates, then seeds the demo catalogue, settings and admin into an empty database.
import { isEmpty, seed } from '#db/seed/index';
import { seedAdmin } from '#server/db/bootstrap';
import { db } from '#server/db/index';
import { migrateToLatest } from '#server/db/migrate';
import { fileStore } from '#server/storage/index';

const database = await db();
await migrateToLatest(database);
if (await isEmpty(database)) {
  const counts = await seed(database, { admin: seedAdmin(), images: await fileStore('product-images') });
  console.log(`Seeded ${counts.categories} categories and ${counts.products} products.`);
} else {
  console.log('The database already has a catalogue; nothing seeded.');
}
await database.destroy();
