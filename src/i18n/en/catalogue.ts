/** English strings of the catalogue screens: the source of truth for every other locale. */
export const catalogue = {} as const;
