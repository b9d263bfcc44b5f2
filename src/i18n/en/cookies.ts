/** English strings of the cookies screens: the source of truth for every other locale. */
export const cookies = {} as const;
