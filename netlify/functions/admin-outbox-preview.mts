import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { outboxPreviewHtml } from '#server/admin/outbox/service';
import { FRAMED_DOCUMENT_CSP } from '#server/http/security-headers';

/**
 * GET /api/admin/outbox/:id/preview: the e-mail's HTML as its recipient's mail program shows it,
 * for the Outbox page's sandboxed frame. Its own policy (FRAMED_DOCUMENT_CSP) lets nothing run or
 * load and lets only this site frame it; links open in a new tab.
 */
export default adminRoute({
  GET: async ({ db, id }) => {
    const html = await outboxPreviewHtml(db, id());
    return new Response(html.replace(/<head>/i, '<head><base target="_blank">'), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': FRAMED_DOCUMENT_CSP, 'Cache-Control': 'no-store' },
    });
  },
});

export const config: Config = { path: '/api/admin/outbox/:id/preview', method: 'GET' };
