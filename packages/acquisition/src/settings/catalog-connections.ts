import { createMovieSeriesCatalog, type MovieSeriesCatalog } from '@hms/catalog';
import type { CatalogSettingsService } from './catalog-settings.service.ts';

/**
 * The movie/series catalog for the current settings: the HTTP catalog with the stored token, or
 * the demo catalog without one. One client is kept while the settings stay the same, so its
 * cache and rate limit carry over between requests.
 */
export class CatalogConnections {
  private current: { key: string; catalog: MovieSeriesCatalog } | undefined;

  constructor(private readonly settings: CatalogSettingsService) {}

  /** Throws `catalog_token_unreadable` when the stored token cannot be decrypted. */
  async movieSeries(): Promise<MovieSeriesCatalog> {
    const { baseUrl, token } = await this.settings.connection();
    const key = JSON.stringify([baseUrl, token]);
    if (this.current?.key !== key) {
      this.current = { key, catalog: createMovieSeriesCatalog({ token, baseUrl }) };
    }
    return this.current.catalog;
  }
}
