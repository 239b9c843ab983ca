/** A query value; empty ones (undefined, null, '') are left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;

/** The path with its query, names in the order given; empty values are left out (no `?` when none is left). */
export function withQuery(path: string, params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
