import { DemoCatalog } from './demo-catalog.ts';
import type { MovieSeriesCatalog } from './movie-series.types.ts';
import { TmdbCatalog, type TmdbCatalogOptions } from './tmdb-catalog.ts';

export interface MovieSeriesCatalogSettings {
  /** No token (unset or blank) means the built-in demo catalog. */
  token?: string | null;
  baseUrl?: string | null;
  defaultLanguage?: string;
}

/**
 * The catalog a service uses: the HTTP catalog when a token is configured, otherwise the
 * built-in demo catalog (whose answers carry `demo: true`).
 */
export function createMovieSeriesCatalog(
  settings: MovieSeriesCatalogSettings,
  extra: Omit<Partial<TmdbCatalogOptions>, 'token' | 'baseUrl'> = {},
): MovieSeriesCatalog {
  const token = settings.token?.trim();
  const language = settings.defaultLanguage ? { defaultLanguage: settings.defaultLanguage } : {};
  if (!token) return new DemoCatalog(language);
  return new TmdbCatalog({
    ...extra,
    ...language,
    token,
    ...(settings.baseUrl?.trim() ? { baseUrl: settings.baseUrl.trim() } : {}),
  });
}
