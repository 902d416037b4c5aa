import type { DemoGenre } from './demo-data.types.ts';

/** TMDB's movie genre ids with their English and German names. */
export const DEMO_MOVIE_GENRES: DemoGenre[] = [
  { id: 28, en: 'Action', de: 'Action' },
  { id: 12, en: 'Adventure', de: 'Abenteuer' },
  { id: 16, en: 'Animation', de: 'Animation' },
  { id: 35, en: 'Comedy', de: 'Komödie' },
  { id: 80, en: 'Crime', de: 'Krimi' },
  { id: 99, en: 'Documentary', de: 'Dokumentarfilm' },
  { id: 18, en: 'Drama', de: 'Drama' },
  { id: 10751, en: 'Family', de: 'Familie' },
  { id: 14, en: 'Fantasy', de: 'Fantasy' },
  { id: 36, en: 'History', de: 'Historie' },
  { id: 27, en: 'Horror', de: 'Horror' },
  { id: 10402, en: 'Music', de: 'Musik' },
  { id: 9648, en: 'Mystery', de: 'Mystery' },
  { id: 10749, en: 'Romance', de: 'Liebesfilm' },
  { id: 878, en: 'Science Fiction', de: 'Science Fiction' },
  { id: 10770, en: 'TV Movie', de: 'TV-Film' },
  { id: 53, en: 'Thriller', de: 'Thriller' },
  { id: 10752, en: 'War', de: 'Kriegsfilm' },
  { id: 37, en: 'Western', de: 'Western' },
];

/** TMDB's series genre ids with their English and German names. */
export const DEMO_TV_GENRES: DemoGenre[] = [
  { id: 10759, en: 'Action & Adventure', de: 'Action & Adventure' },
  { id: 16, en: 'Animation', de: 'Animation' },
  { id: 35, en: 'Comedy', de: 'Komödie' },
  { id: 80, en: 'Crime', de: 'Krimi' },
  { id: 99, en: 'Documentary', de: 'Dokumentarfilm' },
  { id: 18, en: 'Drama', de: 'Drama' },
  { id: 10751, en: 'Family', de: 'Familie' },
  { id: 10762, en: 'Kids', de: 'Kids' },
  { id: 9648, en: 'Mystery', de: 'Mystery' },
  { id: 10763, en: 'News', de: 'News' },
  { id: 10764, en: 'Reality', de: 'Reality' },
  { id: 10765, en: 'Sci-Fi & Fantasy', de: 'Sci-Fi & Fantasy' },
  { id: 10766, en: 'Soap', de: 'Soap' },
  { id: 10767, en: 'Talk', de: 'Talk' },
  { id: 10768, en: 'War & Politics', de: 'War & Politics' },
  { id: 37, en: 'Western', de: 'Western' },
];
