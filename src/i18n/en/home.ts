/** English strings of the home screens: the source of truth for every other locale. */
export const home = {} as const;
