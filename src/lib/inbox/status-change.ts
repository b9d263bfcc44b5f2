import { z } from 'zod';

/** Bodies of the admin's status changes (PATCH /api/admin/quotes/:id, /api/admin/messages/:id). */
export const quoteStatusChangeSchema = z.strictObject({ status: z.literal('finished', { error: 'invalid_status' }) });
export const messageStatusChangeSchema = z.strictObject({ status: z.enum(['read', 'archived'], { error: 'invalid_status' }) });
