/** Another locale's version of an English namespace: exactly the same keys, every value a string. */
export type Translation<T> = { readonly [K in keyof T]: string };
