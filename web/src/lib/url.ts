/** The origin of an absolute http(s) address, or null (a frame's messages are checked against it). */
export function httpOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The address with `origin=<this site>` added, so a framed page may post messages back to it. */
export function withSiteOrigin(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('origin', window.location.origin);
    return parsed.toString();
  } catch {
    return url;
  }
}
