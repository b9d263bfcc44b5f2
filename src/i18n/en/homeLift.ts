/** English strings of the homeLift screens: the source of truth for every other locale. */
export const homeLift = {} as const;
