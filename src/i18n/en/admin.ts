/** English strings of the admin screens: the source of truth for every other locale. */
export const admin = {} as const;
