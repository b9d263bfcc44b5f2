import { z } from 'zod';
import { typeError } from '#lib/validation/common';
import { parseBody } from '../http/body.ts';

const nothing = z.strictObject({}, { error: typeError });

/**
 * For calls that take no input (refresh, sign-out): an empty body or `{}` is fine; anything else
 * (malformed JSON, fields) is a 400 like on every other endpoint, so no caller mistakes it for an
 * option that was honoured.
 */
export async function expectNoInput(req: Request): Promise<void> {
  if ((await req.clone().text()).trim() !== '') await parseBody(req, nothing);
}
