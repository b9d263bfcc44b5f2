/** English strings of the auth screens: the source of truth for every other locale. */
export const auth = {} as const;
