import type { DemoSeries } from './demo-data.types.ts';

/**
 * Demo series, part 2: comedies, animation and anime. Real TMDB/TVDB/IMDb ids. Anime season
 * splits follow the catalog's arcs; where the catalog's split is not certain the counts are our
 * approximation (marked), never claimed exact.
 */
export const DEMO_SERIES_COMEDY_ANIMATION: DemoSeries[] = [
  {
    id: 1668, tvdb_id: 79168, imdb_id: 'tt0108778', name: { en: 'Friends' }, original_name: 'Friends',
    original_language: 'en', origin_country: ['US'], status: 'Ended', episode_run_time: 22, genre_ids: [35, 18],
    network: 'NBC',
    overview: { en: 'Six friends in Manhattan share apartments, jobs, break-ups and a favourite coffee house through their twenties.' },
    vote_average: 8.4, vote_count: 8000, popularity: 190,
    seasons: [
      { season_number: 1, first_air_date: '1994-09-22', episode_count: 24 },
      { season_number: 2, first_air_date: '1995-09-21', episode_count: 24 },
      { season_number: 3, first_air_date: '1996-09-19', episode_count: 25 },
      { season_number: 4, first_air_date: '1997-09-25', episode_count: 24 },
      { season_number: 5, first_air_date: '1998-09-24', episode_count: 24 },
      { season_number: 6, first_air_date: '1999-09-23', episode_count: 25 },
      { season_number: 7, first_air_date: '2000-10-12', episode_count: 24 },
      { season_number: 8, first_air_date: '2001-09-27', episode_count: 24 },
      { season_number: 9, first_air_date: '2002-09-26', episode_count: 24 },
      { season_number: 10, first_air_date: '2003-09-25', episode_count: 18 },
    ],
  },
  {
    id: 1418, tvdb_id: 80379, imdb_id: 'tt0898266', name: { en: 'The Big Bang Theory' }, original_name: 'The Big Bang Theory',
    original_language: 'en', origin_country: ['US'], status: 'Ended', episode_run_time: 21, genre_ids: [35],
    network: 'CBS',
    overview: { en: 'Two physicists sharing a flat get an education in everything but physics from the actress across the hall.' },
    vote_average: 7.9, vote_count: 11000, popularity: 170,
    seasons: [
      { season_number: 1, first_air_date: '2007-09-24', episode_count: 17 },
      { season_number: 2, first_air_date: '2008-09-22', episode_count: 23 },
      { season_number: 3, first_air_date: '2009-09-21', episode_count: 23 },
      { season_number: 4, first_air_date: '2010-09-23', episode_count: 24 },
      { season_number: 5, first_air_date: '2011-09-22', episode_count: 24 },
      { season_number: 6, first_air_date: '2012-09-27', episode_count: 24 },
      { season_number: 7, first_air_date: '2013-09-26', episode_count: 24 },
      { season_number: 8, first_air_date: '2014-09-22', episode_count: 24 },
      { season_number: 9, first_air_date: '2015-09-21', episode_count: 24 },
      { season_number: 10, first_air_date: '2016-09-19', episode_count: 24 },
      { season_number: 11, first_air_date: '2017-09-25', episode_count: 24 },
      { season_number: 12, first_air_date: '2018-09-24', episode_count: 24 },
    ],
  },
  {
    id: 60625, tvdb_id: 275274, imdb_id: 'tt2861424', name: { en: 'Rick and Morty' }, original_name: 'Rick and Morty',
    original_language: 'en', origin_country: ['US'], status: 'Returning Series', episode_run_time: 22,
    genre_ids: [16, 35, 10765, 10759], network: 'Adult Swim',
    overview: { en: 'A reckless scientist drags his anxious grandson along on trips through space and alternate realities.' },
    vote_average: 8.7, vote_count: 10000, popularity: 150,
    seasons: [
      { season_number: 1, first_air_date: '2013-12-02', episode_count: 11 },
      { season_number: 2, first_air_date: '2015-07-26', episode_count: 10 },
      { season_number: 3, first_air_date: '2017-04-01', episode_count: 10 },
      { season_number: 4, first_air_date: '2019-11-10', episode_count: 10 },
      { season_number: 5, first_air_date: '2021-06-20', episode_count: 10 },
      { season_number: 6, first_air_date: '2022-09-04', episode_count: 10 },
      { season_number: 7, first_air_date: '2023-10-15', episode_count: 10 },
      { season_number: 8, first_air_date: '2025-05-25', episode_count: 10 },
    ],
  },
  {
    id: 94605, tvdb_id: 371028, imdb_id: 'tt11126994', name: { en: 'Arcane' }, original_name: 'Arcane',
    original_language: 'en', origin_country: ['US', 'FR'], status: 'Ended', episode_run_time: 40,
    genre_ids: [16, 10765, 10759, 18], network: 'Netflix',
    overview: { en: 'Two orphaned sisters end up on opposite sides of a conflict between a gleaming city and the slums beneath it.' },
    vote_average: 8.7, vote_count: 4500, popularity: 90,
    seasons: [
      { season_number: 1, first_air_date: '2021-11-06', episode_count: 9, cadence: { every_days: 7, per_release: 3 } },
      { season_number: 2, first_air_date: '2024-11-09', episode_count: 9, cadence: { every_days: 7, per_release: 3 } },
    ],
  },
  {
    id: 1429, tvdb_id: 267440, imdb_id: 'tt2560140', name: { en: 'Attack on Titan' }, original_name: '進撃の巨人',
    original_language: 'ja', origin_country: ['JP'], status: 'Ended', episode_run_time: 24,
    genre_ids: [16, 10765, 10759], network: 'NHK', anime: true,
    overview: { en: 'Humanity lives behind giant walls to hide from man-eating giants, until the day one of them breaks through.' },
    vote_average: 8.7, vote_count: 7000, popularity: 130,
    seasons: [
      { season_number: 1, first_air_date: '2013-04-07', episode_count: 25 },
      { season_number: 2, first_air_date: '2017-04-01', episode_count: 12 },
      { season_number: 3, first_air_date: '2018-07-23', episode_count: 22 },
      // The final season's split into parts differs between catalogs; 28 is our approximation.
      { season_number: 4, first_air_date: '2020-12-07', episode_count: 28 },
    ],
  },
  {
    id: 31911, tvdb_id: 85249, imdb_id: 'tt1355642', name: { en: 'Fullmetal Alchemist: Brotherhood' },
    original_name: '鋼の錬金術師 FULLMETAL ALCHEMIST', original_language: 'ja', origin_country: ['JP'], status: 'Ended',
    episode_run_time: 24, genre_ids: [16, 10759, 10765, 18], network: 'MBS', anime: true,
    overview: { en: 'Two brothers who paid dearly for a forbidden ritual search for a way to get their bodies back.' },
    vote_average: 8.7, vote_count: 2200, popularity: 80,
    seasons: [{ season_number: 1, first_air_date: '2009-04-05', episode_count: 64 }],
  },
  {
    id: 37854, tvdb_id: 81797, imdb_id: 'tt0388629', name: { en: 'One Piece' }, original_name: 'ワンピース',
    original_language: 'ja', origin_country: ['JP'], status: 'Returning Series', episode_run_time: 24,
    genre_ids: [10759, 35, 16], network: 'Fuji TV', anime: true,
    overview: {
      en: 'A rubber-limbed young pirate gathers a crew and sails the Grand Line in search of a legendary treasure.',
      de: 'Ein junger Pirat mit Gummikörper sammelt eine Crew und segelt über die Grand Line auf der Suche nach einem legendären Schatz.',
    },
    vote_average: 8.7, vote_count: 5000, popularity: 210,
    // Seasons by saga; counts follow the saga episode ranges, the last one is still growing.
    // Air dates run weekly without the broadcast pauses, so later dates are approximate.
    seasons: [
      { season_number: 0, first_air_date: '2000-12-20', episode_count: 20 },
      { season_number: 1, name: { en: 'East Blue' }, first_air_date: '1999-10-20', episode_count: 61 },
      { season_number: 2, name: { en: 'Alabasta' }, first_air_date: '2001-01-07', episode_count: 74 },
      { season_number: 3, name: { en: 'Sky Island' }, first_air_date: '2002-11-24', episode_count: 71 },
      { season_number: 4, name: { en: 'Water 7' }, first_air_date: '2004-06-13', episode_count: 119 },
      { season_number: 5, name: { en: 'Thriller Bark' }, first_air_date: '2008-01-20', episode_count: 59 },
      { season_number: 6, name: { en: 'Summit War' }, first_air_date: '2009-01-11', episode_count: 132 },
      { season_number: 7, name: { en: 'Fish-Man Island' }, first_air_date: '2011-10-02', episode_count: 58 },
      { season_number: 8, name: { en: 'Dressrosa' }, first_air_date: '2013-01-13', episode_count: 172 },
      { season_number: 9, name: { en: 'Whole Cake Island' }, first_air_date: '2016-07-10', episode_count: 145 },
      { season_number: 10, name: { en: 'Wano Country' }, first_air_date: '2019-07-07', episode_count: 194 },
      { season_number: 11, name: { en: 'Egghead' }, first_air_date: '2024-01-07', episode_count: 70 },
    ],
  },
];
