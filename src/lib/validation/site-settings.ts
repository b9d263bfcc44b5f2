import { z } from 'zod';
import { text } from './common.ts';

/** Longest maintenance message: both languages, separated by "|". */
export const MAINTENANCE_MESSAGE_MAX = 1000;

/** The admin's maintenance switch (PUT /api/admin/site-settings), the same on the form and the server. */
export const siteSettingsSchema = z.object({
  maintenanceMode: z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') }),
  maintenanceMessage: text(MAINTENANCE_MESSAGE_MAX, { required: false }).default(''),
});

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
