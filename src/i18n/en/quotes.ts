/** English strings of the quotes screens: the source of truth for every other locale. */
export const quotes = {} as const;
