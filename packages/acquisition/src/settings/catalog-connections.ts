import {
  createMovieSeriesCatalog,
  DemoMusicCatalog,
  type MovieSeriesCatalog,
  MusicBrainzCatalog,
  type MusicCatalog,
} from '@hms/catalog';
import type { CatalogSettingsService } from './catalog-settings.service.ts';

/**
 * The movie/series catalog for the current settings: the HTTP catalog with the stored token, or
 * the demo catalog without one. One client is kept while the settings stay the same, so its
 * cache and rate limit carry over between requests.
 */
export class CatalogConnections {
  private current: { key: string; catalog: MovieSeriesCatalog } | undefined;
  private currentMusic: { key: string | null; catalog: MusicCatalog } | undefined;

  constructor(
    private readonly settings: CatalogSettingsService,
    /** How the service names itself to MusicBrainz, which blocks unnamed clients. */
    private readonly userAgent = 'home-media-stack-acquisition ( self-hosted )',
  ) {}

  /** Throws `catalog_token_unreadable` when the stored token cannot be decrypted. */
  async movieSeries(): Promise<MovieSeriesCatalog> {
    const { baseUrl, token } = await this.settings.connection();
    const key = JSON.stringify([baseUrl, token]);
    if (this.current?.key !== key) {
      this.current = { key, catalog: createMovieSeriesCatalog({ token, baseUrl }) };
    }
    return this.current.catalog;
  }

  /** The music catalog: the demo one until the owner names a MusicBrainz-compatible server. */
  async music(): Promise<MusicCatalog> {
    const { base_url: baseUrl } = await this.settings.musicView();
    if (!this.currentMusic || this.currentMusic.key !== baseUrl) {
      const catalog =
        baseUrl === null
          ? new DemoMusicCatalog()
          : new MusicBrainzCatalog({ baseUrl, userAgent: this.userAgent });
      this.currentMusic = { key: baseUrl, catalog };
    }
    return this.currentMusic.catalog;
  }
}
