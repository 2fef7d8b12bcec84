/** A catalog's shape with every text widened to `string`: another language's catalog must have exactly these keys. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
