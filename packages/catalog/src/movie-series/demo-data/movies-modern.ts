import type { DemoMovie } from './demo-data.types.ts';

/** Demo movies, part 2: titles from 2008 on. Real TMDB/IMDb ids, years and runtimes. */
export const DEMO_MOVIES_MODERN: DemoMovie[] = [
  {
    id: 155, imdb_id: 'tt0468569', title: { en: 'The Dark Knight' }, original_title: 'The Dark Knight',
    certifications: { US: 'PG-13', DE: '16' },
    original_language: 'en', origin_country: ['US', 'GB'], release_date: '2008-07-16', runtime: 152,
    genre_ids: [18, 28, 80, 53],
    overview: { en: 'Batman, a new district attorney and a police lieutenant face a criminal who wants to watch the city turn on itself.' },
    vote_average: 8.5, vote_count: 33000, popularity: 140,
  },
  {
    id: 19995, imdb_id: 'tt0499549', title: { en: 'Avatar', de: 'Avatar - Aufbruch nach Pandora' }, original_title: 'Avatar',
    original_language: 'en', origin_country: ['US'], release_date: '2009-12-15', runtime: 162, genre_ids: [28, 12, 14, 878],
    overview: { en: 'A paralysed marine steers an alien body on a distant moon and comes to side with the people he was sent to move.' },
    vote_average: 7.6, vote_count: 32000, popularity: 120,
  },
  {
    id: 27205, imdb_id: 'tt1375666', title: { en: 'Inception' }, original_title: 'Inception', original_language: 'en',
    certifications: { US: 'PG-13', DE: '12' },
    origin_country: ['US', 'GB'], release_date: '2010-07-15', runtime: 148, genre_ids: [28, 878, 12],
    overview: {
      en: 'A thief who steals secrets from dreams is offered his old life back if he can plant an idea instead.',
      de: 'Ein Dieb, der Geheimnisse aus Träumen stiehlt, bekommt sein altes Leben zurück, wenn er stattdessen eine Idee einpflanzt.',
    },
    vote_average: 8.4, vote_count: 37000, popularity: 125,
  },
  {
    id: 24428, imdb_id: 'tt0848228', title: { en: 'The Avengers', de: 'Marvel’s The Avengers' }, original_title: 'The Avengers',
    original_language: 'en', origin_country: ['US'], release_date: '2012-04-25', runtime: 143, genre_ids: [878, 28, 12],
    overview: { en: 'A team of quarrelling heroes has to learn to work together before an invading army reaches New York.' },
    vote_average: 7.7, vote_count: 31000, popularity: 110,
  },
  {
    id: 49026, imdb_id: 'tt1345836', title: { en: 'The Dark Knight Rises' }, original_title: 'The Dark Knight Rises',
    original_language: 'en', origin_country: ['US', 'GB'], release_date: '2012-07-16', runtime: 165, genre_ids: [28, 80, 18, 53],
    overview: { en: 'Eight years after vanishing, Batman returns to face a masked revolutionary who takes Gotham hostage.' },
    vote_average: 7.8, vote_count: 23000, popularity: 80,
  },
  {
    id: 157336, imdb_id: 'tt0816692', title: { en: 'Interstellar' }, original_title: 'Interstellar',
    certifications: { US: 'PG-13', DE: '12' },
    original_language: 'en', origin_country: ['US', 'GB'], release_date: '2014-11-05', runtime: 169, genre_ids: [12, 18, 878],
    overview: {
      en: 'With crops failing on Earth, a former pilot leads a crew through a wormhole to look for a new home for humanity.',
      de: 'Als auf der Erde die Ernten versagen, führt ein ehemaliger Pilot eine Crew durch ein Wurmloch auf der Suche nach einer neuen Heimat.',
    },
    vote_average: 8.4, vote_count: 36000, popularity: 150,
  },
  {
    id: 372058, imdb_id: 'tt5311514', title: { en: 'Your Name.', de: 'Your Name. – Gestern, heute und für immer' },
    original_title: '君の名は。', original_language: 'ja', origin_country: ['JP'], release_date: '2016-08-26', runtime: 106,
    genre_ids: [16, 10749, 18], anime: true,
    overview: { en: 'A city boy and a country girl start waking up in each other’s bodies and try to find out why.' },
    vote_average: 8.5, vote_count: 11500, popularity: 70,
  },
  {
    id: 346364, imdb_id: 'tt1396484', title: { en: 'It', de: 'Es' }, original_title: 'It', original_language: 'en',
    origin_country: ['US'], release_date: '2017-09-06', runtime: 135, genre_ids: [27, 14],
    overview: { en: 'A group of misfit kids in a small town stands up to a shape-shifting creature that feeds on fear.' },
    vote_average: 7.2, vote_count: 20000, popularity: 65,
  },
  {
    id: 335984, imdb_id: 'tt1856101', title: { en: 'Blade Runner 2049' }, original_title: 'Blade Runner 2049',
    original_language: 'en', origin_country: ['US', 'GB', 'CA'], release_date: '2017-10-04', runtime: 164,
    genre_ids: [878, 18],
    overview: { en: 'Thirty years later, a replicant officer uncovers a buried secret that leads him to a long-missing blade runner.' },
    vote_average: 7.6, vote_count: 14000, popularity: 60,
  },
  {
    id: 299536, imdb_id: 'tt4154756', title: { en: 'Avengers: Infinity War' }, original_title: 'Avengers: Infinity War',
    original_language: 'en', origin_country: ['US'], release_date: '2018-04-25', runtime: 149, genre_ids: [12, 28, 878],
    overview: { en: 'Earth’s heroes scatter across the galaxy to stop a warlord from collecting six stones of unlimited power.' },
    vote_average: 8.2, vote_count: 30000, popularity: 115,
  },
  {
    id: 324857, imdb_id: 'tt4633694', title: { en: 'Spider-Man: Into the Spider-Verse', de: 'Spider-Man: A New Universe' },
    original_title: 'Spider-Man: Into the Spider-Verse', original_language: 'en', origin_country: ['US'],
    release_date: '2018-12-06', runtime: 117, genre_ids: [16, 28, 12, 878],
    overview: { en: 'A Brooklyn teenager gains spider powers and meets other spider-people pulled in from parallel worlds.' },
    vote_average: 8.4, vote_count: 16000, popularity: 75,
  },
  {
    id: 496243, imdb_id: 'tt6751668', title: { en: 'Parasite' }, original_title: '기생충', original_language: 'ko',
    origin_country: ['KR'], release_date: '2019-05-30', runtime: 133, genre_ids: [35, 53, 18],
    overview: { en: 'A poor family talks its way, one member at a time, into jobs with a wealthy household.' },
    vote_average: 8.5, vote_count: 19000, popularity: 70,
  },
  {
    id: 438631, imdb_id: 'tt1160419', title: { en: 'Dune' }, original_title: 'Dune', original_language: 'en',
    origin_country: ['US'], release_date: '2021-09-15', runtime: 155, genre_ids: [878, 12],
    overview: {
      en: 'The heir of a noble house arrives on a desert planet that holds the universe’s most precious resource, and its dangers.',
      de: 'Der Erbe eines Adelshauses kommt auf einen Wüstenplaneten, der die kostbarste Ressource des Universums birgt – und ihre Gefahren.',
    },
    vote_average: 7.8, vote_count: 13500, popularity: 95,
  },
  {
    id: 872585, imdb_id: 'tt15398776', title: { en: 'Oppenheimer' }, original_title: 'Oppenheimer', original_language: 'en',
    origin_country: ['US', 'GB'], release_date: '2023-07-19', runtime: 181, genre_ids: [18, 36],
    overview: { en: 'The physicist who led the race to build the first atomic bomb lives with what it has made of him.' },
    vote_average: 8.1, vote_count: 10500, popularity: 100,
  },
];
