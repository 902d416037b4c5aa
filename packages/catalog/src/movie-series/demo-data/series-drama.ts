import type { DemoSeries } from './demo-data.types.ts';

/**
 * Demo series, part 1: live-action dramas. Real TMDB/TVDB/IMDb ids and real per-season episode
 * counts; episode air dates are generated from each season's first air date and cadence.
 * Specials (season 0) exist in the catalog for the titles marked; their counts are approximate.
 */
export const DEMO_SERIES_DRAMA: DemoSeries[] = [
  {
    id: 1396, tvdb_id: 81189, imdb_id: 'tt0903747', name: { en: 'Breaking Bad' }, original_name: 'Breaking Bad',
    certifications: { US: 'TV-MA', DE: '16' },
    original_language: 'en', origin_country: ['US'], status: 'Ended', episode_run_time: 47, genre_ids: [18, 80],
    network: 'AMC',
    overview: {
      en: 'A chemistry teacher facing a terminal diagnosis starts cooking methamphetamine with a former student to provide for his family.',
      de: 'Ein Chemielehrer mit tödlicher Diagnose kocht mit einem ehemaligen Schüler Methamphetamin, um seine Familie abzusichern.',
    },
    vote_average: 8.9, vote_count: 15000, popularity: 160,
    seasons: [
      { season_number: 0, first_air_date: '2009-02-17', episode_count: 9 },
      {
        season_number: 1, first_air_date: '2008-01-20', episode_count: 7,
        episode_names: [
          'Pilot', "Cat's in the Bag...", "...And the Bag's in the River", 'Cancer Man', 'Gray Matter',
          "Crazy Handful of Nothin'", 'A No-Rough-Stuff-Type Deal',
        ],
      },
      { season_number: 2, first_air_date: '2009-03-08', episode_count: 13 },
      { season_number: 3, first_air_date: '2010-03-21', episode_count: 13 },
      { season_number: 4, first_air_date: '2011-07-17', episode_count: 13 },
      { season_number: 5, first_air_date: '2012-07-15', episode_count: 16 },
    ],
  },
  {
    id: 1399, tvdb_id: 121361, imdb_id: 'tt0944947', name: { en: 'Game of Thrones' }, original_name: 'Game of Thrones',
    certifications: { US: 'TV-MA', DE: '16' },
    original_language: 'en', origin_country: ['US'], status: 'Ended', episode_run_time: 57,
    genre_ids: [10765, 18, 10759], network: 'HBO',
    overview: {
      en: 'Noble houses scheme and fight over an iron throne while an old threat gathers beyond the wall in the north.',
      de: 'Adelshäuser intrigieren und kämpfen um einen eisernen Thron, während sich jenseits der Mauer im Norden eine alte Gefahr sammelt.',
    },
    vote_average: 8.5, vote_count: 25000, popularity: 200,
    seasons: [
      { season_number: 0, first_air_date: '2010-12-05', episode_count: 15 },
      {
        season_number: 1, first_air_date: '2011-04-17', episode_count: 10,
        episode_names: [
          'Winter Is Coming', 'The Kingsroad', 'Lord Snow', 'Cripples, Bastards, and Broken Things', 'The Wolf and the Lion',
          'A Golden Crown', 'You Win or You Die', 'The Pointy End', 'Baelor', 'Fire and Blood',
        ],
      },
      { season_number: 2, first_air_date: '2012-04-01', episode_count: 10 },
      { season_number: 3, first_air_date: '2013-03-31', episode_count: 10 },
      { season_number: 4, first_air_date: '2014-04-06', episode_count: 10 },
      { season_number: 5, first_air_date: '2015-04-12', episode_count: 10 },
      { season_number: 6, first_air_date: '2016-04-24', episode_count: 10 },
      { season_number: 7, first_air_date: '2017-07-16', episode_count: 7 },
      { season_number: 8, first_air_date: '2019-04-14', episode_count: 6 },
    ],
  },
  {
    id: 1398, tvdb_id: 75299, imdb_id: 'tt0141842', name: { en: 'The Sopranos', de: 'Die Sopranos' },
    original_name: 'The Sopranos', original_language: 'en', origin_country: ['US'], status: 'Ended', episode_run_time: 55,
    genre_ids: [18, 80], network: 'HBO',
    overview: { en: 'A New Jersey mob boss juggles his crew, his family and the panic attacks he takes to a therapist.' },
    vote_average: 8.6, vote_count: 3000, popularity: 70,
    seasons: [
      { season_number: 1, first_air_date: '1999-01-10', episode_count: 13 },
      { season_number: 2, first_air_date: '2000-01-16', episode_count: 13 },
      { season_number: 3, first_air_date: '2001-03-04', episode_count: 13 },
      { season_number: 4, first_air_date: '2002-09-15', episode_count: 13 },
      { season_number: 5, first_air_date: '2004-03-07', episode_count: 13 },
      { season_number: 6, first_air_date: '2006-03-12', episode_count: 21 },
    ],
  },
  {
    id: 1408, tvdb_id: 73255, imdb_id: 'tt0412142', name: { en: 'House', de: 'Dr. House' }, original_name: 'House',
    original_language: 'en', origin_country: ['US'], status: 'Ended', episode_run_time: 44,
    genre_ids: [18, 9648, 35], network: 'FOX',
    overview: { en: 'A brilliant, rude diagnostician and his team chase the causes of illnesses no one else can explain.' },
    vote_average: 8.6, vote_count: 6500, popularity: 120,
    seasons: [
      { season_number: 1, first_air_date: '2004-11-16', episode_count: 22 },
      { season_number: 2, first_air_date: '2005-09-13', episode_count: 24 },
      { season_number: 3, first_air_date: '2006-10-03', episode_count: 24 },
      { season_number: 4, first_air_date: '2007-09-25', episode_count: 16 },
      { season_number: 5, first_air_date: '2008-09-16', episode_count: 24 },
      { season_number: 6, first_air_date: '2009-09-21', episode_count: 21 },
      { season_number: 7, first_air_date: '2010-09-20', episode_count: 23 },
      { season_number: 8, first_air_date: '2011-10-03', episode_count: 22 },
    ],
  },
  {
    id: 1402, tvdb_id: 153021, imdb_id: 'tt1520211', name: { en: 'The Walking Dead' }, original_name: 'The Walking Dead',
    original_language: 'en', origin_country: ['US'], status: 'Ended', episode_run_time: 43,
    genre_ids: [10759, 18, 10765], network: 'AMC',
    overview: { en: 'A sheriff’s deputy wakes from a coma into a world overrun by the dead and leads a band of survivors.' },
    vote_average: 8.1, vote_count: 16500, popularity: 150,
    seasons: [
      { season_number: 1, first_air_date: '2010-10-31', episode_count: 6 },
      { season_number: 2, first_air_date: '2011-10-16', episode_count: 13 },
      { season_number: 3, first_air_date: '2012-10-14', episode_count: 16 },
      { season_number: 4, first_air_date: '2013-10-13', episode_count: 16 },
      { season_number: 5, first_air_date: '2014-10-12', episode_count: 16 },
      { season_number: 6, first_air_date: '2015-10-11', episode_count: 16 },
      { season_number: 7, first_air_date: '2016-10-23', episode_count: 16 },
      { season_number: 8, first_air_date: '2017-10-22', episode_count: 16 },
      { season_number: 9, first_air_date: '2018-10-07', episode_count: 16 },
      { season_number: 10, first_air_date: '2019-10-06', episode_count: 22 },
      { season_number: 11, first_air_date: '2021-08-22', episode_count: 24 },
    ],
  },
  {
    id: 66732, tvdb_id: 305288, imdb_id: 'tt4574334', name: { en: 'Stranger Things' }, original_name: 'Stranger Things',
    original_language: 'en', origin_country: ['US'], status: 'Ended', episode_run_time: 51,
    genre_ids: [18, 10765, 9648], network: 'Netflix',
    overview: {
      en: 'When a boy vanishes in a small Indiana town, his friends find a girl with strange powers and a door to another world.',
      de: 'Als in einer Kleinstadt in Indiana ein Junge verschwindet, finden seine Freunde ein Mädchen mit seltsamen Kräften und eine Tür in eine andere Welt.',
    },
    vote_average: 8.6, vote_count: 18000, popularity: 180,
    seasons: [
      { season_number: 1, first_air_date: '2016-07-15', episode_count: 8, cadence: 'all_at_once' },
      { season_number: 2, first_air_date: '2017-10-27', episode_count: 9, cadence: 'all_at_once' },
      { season_number: 3, first_air_date: '2019-07-04', episode_count: 8, cadence: 'all_at_once' },
      { season_number: 4, first_air_date: '2022-05-27', episode_count: 9, cadence: 'all_at_once' },
      { season_number: 5, first_air_date: '2025-11-26', episode_count: 8, cadence: 'all_at_once' },
    ],
  },
  {
    id: 100088, tvdb_id: 392256, imdb_id: 'tt3581920', name: { en: 'The Last of Us' }, original_name: 'The Last of Us',
    original_language: 'en', origin_country: ['US'], status: 'Returning Series', episode_run_time: 56,
    genre_ids: [18, 10759, 10765], network: 'HBO',
    overview: { en: 'Twenty years after a fungal outbreak, a hardened smuggler escorts a teenage girl across a ruined America.' },
    vote_average: 8.6, vote_count: 5500, popularity: 140,
    seasons: [
      { season_number: 1, first_air_date: '2023-01-15', episode_count: 9 },
      { season_number: 2, first_air_date: '2025-04-13', episode_count: 7 },
    ],
  },
  {
    id: 82856, tvdb_id: 361753, imdb_id: 'tt8111088', name: { en: 'The Mandalorian' }, original_name: 'The Mandalorian',
    original_language: 'en', origin_country: ['US'], status: 'Returning Series', episode_run_time: 37,
    genre_ids: [10765, 10759, 18], network: 'Disney+',
    overview: { en: 'A lone bounty hunter on the outer rim takes on a job that ends with him protecting the child he was sent to fetch.' },
    vote_average: 8.5, vote_count: 9500, popularity: 110,
    seasons: [
      { season_number: 1, first_air_date: '2019-11-12', episode_count: 8 },
      { season_number: 2, first_air_date: '2020-10-30', episode_count: 8 },
      { season_number: 3, first_air_date: '2023-03-01', episode_count: 8 },
    ],
  },
];
