import { describe, expect, it } from 'vitest';
import { DemoCatalog } from './demo-catalog.ts';
import { DEMO_CATALOG_DATA } from './demo-data/index.ts';

const catalog = new DemoCatalog();

describe('DemoCatalog content', () => {
  it.each([
    [603, 'The Matrix', '1999', 'tt0133093'],
    [27205, 'Inception', '2010', 'tt1375666'],
    [157336, 'Interstellar', '2014', 'tt0816692'],
  ])('has movie %i (%s, %s, %s)', async (id, title, year, imdb) => {
    const movie = await catalog.movie(id);
    expect(movie).toMatchObject({ id, title, imdb_id: imdb, demo: true, external_ids: { imdb_id: imdb } });
    expect(movie?.release_date?.slice(0, 4)).toBe(year);
    expect(movie?.runtime).toBeGreaterThan(60);
    expect(movie?.genres.length).toBeGreaterThan(0);
    expect(movie?.poster_path).toBeNull();
  });

  it.each([
    [1396, 'Breaking Bad', 81189, 5],
    [1399, 'Game of Thrones', 121361, 8],
  ])('has series %i (%s, tvdb %i, %i seasons)', async (id, name, tvdb, seasons) => {
    const tv = await catalog.tv(id);
    expect(tv).toMatchObject({ id, name, number_of_seasons: seasons, external_ids: { tvdb_id: tvdb }, demo: true });
    expect(tv?.seasons.filter((season) => season.season_number > 0)).toHaveLength(seasons);
  });

  it('counts Breaking Bad episodes per season as aired (7, 13, 13, 13, 16)', async () => {
    const counts = [];
    for (let n = 1; n <= 5; n += 1) counts.push((await catalog.season(1396, n))?.episodes.length);
    expect(counts).toEqual([7, 13, 13, 13, 16]);
    const tv = await catalog.tv(1396);
    expect(tv?.number_of_episodes).toBe(62);
  });

  it('generates Game of Thrones episodes with weekly air dates from the season premiere', async () => {
    const season = await catalog.season(1399, 1);
    expect(season?.episodes.map((episode) => episode.air_date).slice(0, 3)).toEqual([
      '2011-04-17',
      '2011-04-24',
      '2011-05-01',
    ]);
    expect(season?.episodes[9]).toMatchObject({ season_number: 1, episode_number: 10, runtime: 57, name: 'Fire and Blood' });
    expect((await catalog.season(1399, 2))?.episodes[0]?.name).toBe('Episode 1');
    expect((await catalog.season(1399, 2, { language: 'de-DE' }))?.episodes[0]?.name).toBe('Folge 1');
  });

  it('holds One Piece as a long-running anime with specials', async () => {
    const tv = await catalog.tv(37854);
    expect(tv).toMatchObject({ name: 'One Piece', original_language: 'ja', external_ids: { tvdb_id: 81797 } });
    expect(tv?.number_of_episodes).toBeGreaterThan(1000);
    expect(tv?.seasons[0]?.season_number).toBe(0);
    const specials = await catalog.season(37854, 0);
    expect(specials?.name).toBe('Specials');
    expect(specials?.episodes.length).toBeGreaterThan(0);
  });

  it('releases a streaming season all at once', async () => {
    const season = await catalog.season(66732, 1);
    expect(new Set(season?.episodes.map((episode) => episode.air_date))).toEqual(new Set(['2016-07-15']));
  });

  it('has a few dozen titles with unique, well-formed ids', () => {
    const { movies, series } = DEMO_CATALOG_DATA;
    expect(movies.length).toBeGreaterThanOrEqual(25);
    expect(series.length).toBeGreaterThanOrEqual(12);
    expect(new Set(movies.map((movie) => movie.id)).size).toBe(movies.length);
    expect(new Set(series.map((show) => show.id)).size).toBe(series.length);
    for (const title of [...movies, ...series]) expect(title.imdb_id).toMatch(/^tt\d{7,8}$/);
    expect(series.filter((show) => show.anime).length).toBeGreaterThanOrEqual(2);
  });

  it('knows a few age ratings', async () => {
    expect((await catalog.movie(27205))?.certifications).toEqual([
      { iso_3166_1: 'US', certification: 'PG-13' },
      { iso_3166_1: 'DE', certification: '12' },
    ]);
    expect((await catalog.tv(1399))?.certifications).toContainEqual({ iso_3166_1: 'US', certification: 'TV-MA' });
  });

  it('answers null for what it does not hold', async () => {
    expect(await catalog.movie(999_999_999)).toBeNull();
    expect(await catalog.tv(603)).toBeNull();
    expect(await catalog.season(1396, 6)).toBeNull();
    expect(await catalog.person(1)).toBeNull();
    expect(await catalog.recommendations('movie', 1396)).toBeNull();
  });
});

describe('DemoCatalog search', () => {
  it('finds case-insensitively and accent-folded, marked demo', async () => {
    const page = await catalog.searchMovie('the MATRIX');
    expect(page.results[0]).toMatchObject({ id: 603, media_type: 'movie' });
    expect(page.demo).toBe(true);
    expect((await catalog.searchTv('pokemon')).results).toEqual([]);
    expect((await catalog.searchMulti('timothee chalamet')).results[0]).toMatchObject({ media_type: 'person', id: 1190668 });
    expect((await catalog.searchMovie('spiderman')).results[0]?.id).toBe(324857);
  });

  it('narrows by year', async () => {
    expect((await catalog.searchMovie('blade runner', { year: 2017 })).results.map((m) => m.id)).toEqual([335984]);
    expect((await catalog.searchTv('breaking', { year: 2008 })).results.map((m) => m.id)).toEqual([1396]);
    expect((await catalog.searchTv('breaking', { year: 2009 })).results).toEqual([]);
  });

  it('answers in German where it has a translation and searches German titles', async () => {
    expect((await catalog.movie(238, { language: 'de-DE' }))?.title).toBe('Der Pate');
    expect((await catalog.movie(238, { language: 'en-US' }))?.title).toBe('The Godfather');
    expect((await catalog.searchMovie('pate', { language: 'de-DE' })).results[0]?.id).toBe(238);
    expect((await catalog.genres('movie', { language: 'de-DE' })).find((genre) => genre.id === 35)?.name).toBe('Komödie');
    expect((await catalog.season(1396, 2, { language: 'de' }))?.name).toBe('Staffel 2');
  });

  it('finds titles and mixed results by keyword in multi search', async () => {
    const page = await catalog.searchMulti('dark');
    const ids = page.results.map((result) => `${result.media_type}:${result.id}`);
    expect(ids).toContain('movie:155');
    expect(ids).toContain('movie:49026');
  });
});

describe('DemoCatalog discover, trending, genres, people', () => {
  it('discovers by genre, year and rating, sorted as asked', async () => {
    const animation = await catalog.discoverMovie({ genreId: 16 });
    expect(animation.results.length).toBeGreaterThan(2);
    expect(animation.results.every((movie) => movie.genre_ids.includes(16))).toBe(true);
    const from1994 = await catalog.discoverMovie({ year: 1994, sort: 'title.asc' });
    expect(from1994.results.map((movie) => movie.title)).toEqual(['Forrest Gump', 'Pulp Fiction', 'The Shawshank Redemption']);
    const newest = await catalog.discoverTv({ sort: 'first_air_date.desc' });
    const dates = newest.results.map((show) => show.first_air_date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const good = await catalog.discoverTv({ minRating: 8.6 });
    expect(good.results.every((show) => show.vote_average >= 8.6)).toBe(true);
  });

  it('pages 20 at a time', async () => {
    const first = await catalog.discoverMovie({ page: 1 });
    const second = await catalog.discoverMovie({ page: 2 });
    expect(first.results).toHaveLength(20);
    expect(first.total_results).toBe(DEMO_CATALOG_DATA.movies.length);
    expect(second.results.length).toBe(DEMO_CATALOG_DATA.movies.length - 20);
    expect(first.total_pages).toBe(2);
    expect((await catalog.discoverMovie({ page: Number.NaN })).page).toBe(1);
    expect((await catalog.discoverMovie({ page: 3 })).results).toEqual([]);
  });

  it('trends by popularity, per media type', async () => {
    const all = await catalog.trending('all', 'day');
    const popularity = all.results.map((title) => title.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const tv = await catalog.trending('tv', 'week');
    expect(tv.results.every((title) => title.media_type === 'tv')).toBe(true);
  });

  it('recommends titles sharing genres, never the title itself', async () => {
    const page = await catalog.recommendations('movie', 603);
    expect(page?.results.length).toBeGreaterThan(0);
    expect(page?.results.some((title) => title.id === 603)).toBe(false);
    for (const title of page?.results ?? []) expect(title.genre_ids.some((genre) => [28, 878].includes(genre))).toBe(true);
  });

  it('lists genres per media type', async () => {
    expect((await catalog.genres('movie')).map((genre) => genre.id)).toContain(878);
    expect((await catalog.genres('tv')).map((genre) => genre.id)).toContain(10765);
  });

  it('tells about a person and their credits', async () => {
    expect(await catalog.person(525)).toMatchObject({ name: 'Christopher Nolan', known_for_department: 'Directing' });
    const credits = await catalog.personCredits(525);
    expect(credits?.crew.filter((role) => role.job === 'Director').map((role) => role.id)).toContain(27205);
    const keanu = await catalog.personCredits(6384);
    expect(keanu?.cast[0]).toMatchObject({ id: 603, character: 'Neo', media_type: 'movie' });
    expect((await catalog.movie(603))?.credits?.cast[0]).toMatchObject({ id: 6384, name: 'Keanu Reeves' });
  });

  it('finds by external id', async () => {
    expect((await catalog.findByExternalId('tt0133093', 'imdb_id')).movie_results.map((m) => m.id)).toEqual([603]);
    expect((await catalog.findByExternalId('tt0903747', 'imdb_id')).tv_results.map((m) => m.id)).toEqual([1396]);
    expect((await catalog.findByExternalId('121361', 'tvdb_id')).tv_results.map((m) => m.id)).toEqual([1399]);
    expect(await catalog.findByExternalId('tt0000000', 'imdb_id')).toMatchObject({ movie_results: [], tv_results: [] });
  });
});
