import type { DemoCatalogData } from './demo-data.types.ts';
import { DEMO_MOVIE_GENRES, DEMO_TV_GENRES } from './genres.ts';
import { DEMO_MOVIES_CLASSICS } from './movies-classics.ts';
import { DEMO_MOVIES_MODERN } from './movies-modern.ts';
import { DEMO_PEOPLE } from './people.ts';
import { DEMO_SERIES_COMEDY_ANIMATION } from './series-comedy-animation.ts';
import { DEMO_SERIES_DRAMA } from './series-drama.ts';

export type * from './demo-data.types.ts';

/** The built-in demo catalog's data, shared by both services and the test-kit's fake catalog. */
export const DEMO_CATALOG_DATA: DemoCatalogData = {
  movies: [...DEMO_MOVIES_CLASSICS, ...DEMO_MOVIES_MODERN],
  series: [...DEMO_SERIES_DRAMA, ...DEMO_SERIES_COMEDY_ANIMATION],
  people: DEMO_PEOPLE,
  movieGenres: DEMO_MOVIE_GENRES,
  tvGenres: DEMO_TV_GENRES,
};
