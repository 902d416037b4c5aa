import { DemoCatalog, type MovieSeriesCatalog, TmdbCatalog } from '@hms/catalog';

/**
 * The TMDB-v3 client when a token is configured, the built-in demo catalog otherwise, so the
 * app starts and works without any account at the catalog (answers then carry `demo: true`).
 */
export function movieSeriesCatalogFor(config: { catalogUrl: string; catalogToken?: string | undefined }): MovieSeriesCatalog {
  const token = config.catalogToken?.trim();
  return token ? new TmdbCatalog({ baseUrl: config.catalogUrl, token }) : new DemoCatalog();
}
