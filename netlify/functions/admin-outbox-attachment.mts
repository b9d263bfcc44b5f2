import type { Config } from '@netlify/functions';
import { attachmentIndexSchema } from '#lib/admin/outbox';
import { adminRoute } from '#server/admin/route';
import { outboxAttachment } from '#server/admin/outbox/service';
import { notFound } from '#server/http/errors';

/**
 * GET /api/admin/outbox/:id/attachments/:index: a file attached to an e-mail, always as a download
 * (never rendered on the site's origin, whatever its type).
 */
export default adminRoute({
  GET: async ({ db, id, params }) => {
    const emailId = id();
    const index = attachmentIndexSchema.safeParse(params.index);
    if (!index.success) throw notFound();
    const file = await outboxAttachment(db, emailId, index.data);
    return new Response(file.content.slice(), {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
});

export const config: Config = { path: '/api/admin/outbox/:id/attachments/:index', method: 'GET' };
