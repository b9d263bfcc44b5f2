import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { dataExportFileName, exportAccountData } from '#server/account/data-export';
import { json } from '#server/http/handler';

/** GET /api/account/export: everything the shop holds about the buyer, as a JSON file to save (Saudi PDPL). */
export default accountRoute({
  GET: async ({ db, customer }) => {
    const now = new Date();
    const data = await exportAccountData(db, customer, now);
    return json(data, { headers: { 'Content-Disposition': `attachment; filename="${dataExportFileName(now)}"` } });
  },
});

export const config: Config = { path: '/api/account/export', method: 'GET' };
