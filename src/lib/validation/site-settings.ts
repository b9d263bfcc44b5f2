import { z } from 'zod';
import { text, typeError } from './common.ts';

/** Longest maintenance message: both languages, separated by "|". */
export const MAINTENANCE_MESSAGE_MAX = 1000;

/** The admin's maintenance switch (PUT /api/admin/site-settings), the same on the form and the server. */
export const siteSettingsSchema = z.strictObject({
  maintenanceMode: z.boolean({ error: typeError }),
  maintenanceMessage: text(MAINTENANCE_MESSAGE_MAX, { required: false }).default(''),
}, { error: typeError });

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
