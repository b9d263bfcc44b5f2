/** The name of the shop's own client directive, `client:intent` (client-intent.ts). */
export const INTENT_DIRECTIVE = 'intent';
