/**
 * Matches SWR keys of one call whatever their query, for `mutate(filter)`: a plain path key
 * and a key kept with the language ([path, language]) alike.
 */
export const keyOf =
  (path: string) =>
  (key: unknown): boolean => {
    const first: unknown = Array.isArray(key) ? key[0] : key;
    return typeof first === 'string' && (first === path || first.startsWith(`${path}?`));
  };
