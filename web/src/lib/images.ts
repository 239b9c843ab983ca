const host = (imageCdn: string | null | undefined) => (imageCdn ?? '').replace(/\/+$/, '');

/** Resolves an image path against the chosen image CDN host; absolute URLs pass through. */
export function resolveImage(src: string | null | undefined, imageCdn: string | null | undefined): string | undefined {
  if (!src) return undefined;
  if (/^(https?:)?\/\//.test(src) || src.startsWith('data:')) return src;
  return `${host(imageCdn)}/${src.replace(/^\/+/, '')}`;
}

export const brokenImage = (imageCdn: string | null | undefined): string => `${host(imageCdn)}/images/broken.svg`;

export const flagImage = (imageCdn: string | null | undefined, flag: string): string =>
  `${host(imageCdn)}/flags/${flag.toLowerCase()}.svg`;
