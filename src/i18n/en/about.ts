/** English strings of the about screens: the source of truth for every other locale. */
export const about = {} as const;
