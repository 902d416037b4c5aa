import { describe, expect, it } from 'vitest';
import { createMovieSeriesCatalog } from './catalog-factory.ts';
import { DemoCatalog } from './demo-catalog.ts';
import { TmdbCatalog } from './tmdb-catalog.ts';

describe('createMovieSeriesCatalog', () => {
  it('uses the demo catalog without a token', async () => {
    for (const token of [undefined, null, '', '   ']) {
      const catalog = createMovieSeriesCatalog({ token });
      expect(catalog).toBeInstanceOf(DemoCatalog);
      expect(catalog.isDemo).toBe(true);
    }
    const german = createMovieSeriesCatalog({ defaultLanguage: 'de-DE' });
    expect((await german.movie(11))?.title).toBe('Krieg der Sterne');
  });

  it('uses the HTTP catalog with a token', () => {
    const catalog = createMovieSeriesCatalog({ token: 'abc', baseUrl: 'http://127.0.0.1:9/3' });
    expect(catalog).toBeInstanceOf(TmdbCatalog);
    expect(catalog.isDemo).toBe(false);
  });
});
