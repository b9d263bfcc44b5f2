/** English strings of the inbox screens: the source of truth for every other locale. */
export const inbox = {} as const;
