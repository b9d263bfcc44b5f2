import { z } from 'zod';
import { validate } from '../../http/body.ts';

/** `?page=N` of an admin inbox: a whole number from 1 (default 1). */
const pageQuery = z.strictObject({
  page: z.coerce.number({ error: 'invalid_page' }).int({ error: 'invalid_page' }).min(1, { error: 'invalid_page' }).max(1_000_000, { error: 'invalid_page' }).default(1),
});

export function pageFrom(req: Request): number {
  return validate(pageQuery, Object.fromEntries(new URL(req.url).searchParams)).page;
}
