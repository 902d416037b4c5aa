/** Where TMDB serves the images whose paths (`/abc.jpg`) its answers carry. */
export const TMDB_IMAGE_BASE_URL = 'https://image.tmdb.org/t/p/';

/**
 * The full URL of a catalog image path in a size TMDB offers (`w92` … `w780`, `original`);
 * null when there is no image (the demo catalog has none). An absolute URL is kept as is.
 */
export function catalogImageUrl(
  path: string | null | undefined,
  size = 'w500',
  baseUrl: string = TMDB_IMAGE_BASE_URL,
): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${size}${path.startsWith('/') ? path : `/${path}`}`;
}
