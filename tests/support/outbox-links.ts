import type { Database } from '#server/db/index';

/** The newest queued e-mail of a template to an address, with its data (tests read links from it). */
export async function latestEmail(db: Database, to: string, template: string) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'locale', 'subject', 'data', 'recipient', 'template'])
    .where('recipient', '=', to)
    .where('template', '=', template)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The token of the newest link e-mailed to an address with a template (`…?token=…`). */
export async function tokenFromEmail(db: Database, to: string, template: string): Promise<string> {
  const row = await latestEmail(db, to, template);
  if (!row) throw new Error(`no ${template} e-mail to ${to}`);
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as { link: string };
  return new URL(data.link, 'http://x').searchParams.get('token')!;
}
