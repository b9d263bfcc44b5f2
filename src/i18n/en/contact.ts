/** English strings of the contact screens: the source of truth for every other locale. */
export const contact = {} as const;
