import { languageOf, matchScore } from '../text.ts';
import { DEMO_CATALOG_DATA } from './demo-data/index.ts';
import type { DemoCatalogData, DemoMovie, DemoSeries } from './demo-data/demo-data.types.ts';
import {
  genreList,
  movieDetail,
  movieSummary,
  personDetail,
  personSummary,
  seasonDetail,
  tvDetail,
  tvSummary,
} from './demo-records.ts';
import type {
  DiscoverOptions,
  DiscoverSort,
  ExternalSource,
  FindResult,
  Genre,
  LanguageOption,
  MediaType,
  MovieDetail,
  MovieSeriesCatalog,
  MovieSummary,
  MultiResult,
  Paged,
  PersonCredits,
  PersonDetail,
  PersonSummary,
  SearchOptions,
  SeasonDetail,
  TitleSummary,
  TrendingMediaType,
  TrendingWindow,
  TvDetail,
  TvSummary,
} from './movie-series.types.ts';

/** TMDB answers 20 results per page; the demo catalog does the same. */
export const DEMO_PAGE_SIZE = 20;

export interface DemoCatalogOptions {
  /** Other data than the built-in set (tests, the fake catalog server). */
  data?: DemoCatalogData;
  /** Language when a call names none; TMDB's default is en-US. */
  defaultLanguage?: string;
}

/**
 * The built-in catalog used when no catalog token is configured: a few dozen real titles with
 * their public ids, answering every call in memory in the TMDB shape, each answer marked
 * `demo: true`. It never fails; unknown ids are `null` as with the real catalog's 404.
 */
export class DemoCatalog implements MovieSeriesCatalog {
  readonly isDemo = true;
  readonly data: DemoCatalogData;
  private readonly defaultLanguage: string;

  constructor(options: DemoCatalogOptions = {}) {
    this.data = options.data ?? DEMO_CATALOG_DATA;
    this.defaultLanguage = options.defaultLanguage ?? 'en-US';
  }

  private lang(options: LanguageOption | undefined): string {
    return languageOf(options?.language ?? this.defaultLanguage);
  }

  async searchMulti(query: string, options: SearchOptions = {}): Promise<Paged<MultiResult>> {
    const lang = this.lang(options);
    const scored: Array<{ score: number; popularity: number; item: MultiResult }> = [
      ...this.scoreMovies(query, options.year).map(({ score, movie }) => ({
        score,
        popularity: movie.popularity,
        item: movieSummary(movie, lang) as MultiResult,
      })),
      ...this.scoreSeries(query, options.year).map(({ score, series }) => ({
        score,
        popularity: series.popularity,
        item: tvSummary(series, lang) as MultiResult,
      })),
      ...this.scorePeople(query).map(({ score, item }) => ({ score, popularity: item.popularity, item })),
    ];
    scored.sort((a, b) => b.score - a.score || b.popularity - a.popularity);
    return paginate(
      scored.map((entry) => entry.item),
      options.page,
    );
  }

  async searchMovie(query: string, options: SearchOptions = {}): Promise<Paged<MovieSummary>> {
    const lang = this.lang(options);
    const found = this.scoreMovies(query, options.year).sort(
      (a, b) => b.score - a.score || b.movie.popularity - a.movie.popularity,
    );
    return paginate(
      found.map(({ movie }) => movieSummary(movie, lang)),
      options.page,
    );
  }

  async searchTv(query: string, options: SearchOptions = {}): Promise<Paged<TvSummary>> {
    const lang = this.lang(options);
    const found = this.scoreSeries(query, options.year).sort(
      (a, b) => b.score - a.score || b.series.popularity - a.series.popularity,
    );
    return paginate(
      found.map(({ series }) => tvSummary(series, lang)),
      options.page,
    );
  }

  async searchPerson(query: string, options: SearchOptions = {}): Promise<Paged<PersonSummary>> {
    const found = this.scorePeople(query, this.lang(options)).sort(
      (a, b) => b.score - a.score || b.item.popularity - a.item.popularity,
    );
    return paginate(
      found.map(({ item }) => item),
      options.page,
    );
  }

  async movie(id: number, options?: LanguageOption): Promise<MovieDetail | null> {
    const movie = this.findMovie(id);
    return movie ? movieDetail(this.data, movie, this.lang(options)) : null;
  }

  async tv(id: number, options?: LanguageOption): Promise<TvDetail | null> {
    const series = this.findSeries(id);
    return series ? tvDetail(this.data, series, this.lang(options)) : null;
  }

  async season(tvId: number, seasonNumber: number, options?: LanguageOption): Promise<SeasonDetail | null> {
    const series = this.findSeries(tvId);
    return series ? seasonDetail(series, seasonNumber, this.lang(options)) : null;
  }

  async discoverMovie(options: DiscoverOptions = {}): Promise<Paged<MovieSummary>> {
    const lang = this.lang(options);
    const matching = this.data.movies.filter((movie) =>
      matchesDiscover(options, movie.genre_ids, movie.release_date, movie.runtime, movie),
    );
    const sorted = sortTitles(matching, options.sort ?? 'popularity.desc', (movie) => ({
      date: movie.release_date,
      title: movie.title.en,
    }));
    return paginate(
      sorted.map((movie) => movieSummary(movie, lang)),
      options.page,
    );
  }

  async discoverTv(options: DiscoverOptions = {}): Promise<Paged<TvSummary>> {
    const lang = this.lang(options);
    const matching = this.data.series.filter((series) => {
      const summary = tvSummary(series, 'en');
      return matchesDiscover(options, series.genre_ids, summary.first_air_date, series.episode_run_time, series);
    });
    const sorted = sortTitles(matching, options.sort ?? 'popularity.desc', (series) => ({
      date: tvSummary(series, 'en').first_air_date,
      title: series.name.en,
    }));
    return paginate(
      sorted.map((series) => tvSummary(series, lang)),
      options.page,
    );
  }

  async trending(
    mediaType: TrendingMediaType,
    window: TrendingWindow,
    options: LanguageOption & { page?: number } = {},
  ): Promise<Paged<TitleSummary>> {
    const lang = this.lang(options);
    const titles: TitleSummary[] = [];
    if (mediaType !== 'tv') titles.push(...this.data.movies.map((movie) => movieSummary(movie, lang)));
    if (mediaType !== 'movie') titles.push(...this.data.series.map((series) => tvSummary(series, lang)));
    // A week's trend weighs the lasting audience (vote count) in; a day's is popularity alone.
    const weight = (title: TitleSummary) =>
      window === 'day' ? title.popularity : title.popularity + title.vote_count / 500;
    titles.sort((a, b) => weight(b) - weight(a) || a.id - b.id);
    return paginate(titles, options.page);
  }

  async genres(mediaType: MediaType, options?: LanguageOption): Promise<Genre[]> {
    const all = mediaType === 'movie' ? this.data.movieGenres : this.data.tvGenres;
    return genreList(
      all,
      all.map((genre) => genre.id),
      this.lang(options),
    );
  }

  async person(id: number, options?: LanguageOption): Promise<PersonDetail | null> {
    const person = this.data.people.find((candidate) => candidate.id === id);
    return person ? personDetail(person, this.lang(options)) : null;
  }

  async personCredits(id: number, options?: LanguageOption): Promise<PersonCredits | null> {
    const person = this.data.people.find((candidate) => candidate.id === id);
    if (!person) return null;
    const lang = this.lang(options);
    const summaryOf = (mediaType: MediaType, titleId: number): TitleSummary | null => {
      const found = mediaType === 'movie' ? this.findMovie(titleId) : this.findSeries(titleId);
      if (!found) return null;
      return mediaType === 'movie' ? movieSummary(found as DemoMovie, lang) : tvSummary(found as DemoSeries, lang);
    };
    return {
      id,
      cast: person.cast.flatMap((role) => {
        const title = summaryOf(role.media_type, role.id);
        return title ? [{ ...title, character: role.character }] : [];
      }),
      crew: person.crew.flatMap((role) => {
        const title = summaryOf(role.media_type, role.id);
        return title ? [{ ...title, job: role.job, department: role.department }] : [];
      }),
      demo: true,
    };
  }

  async recommendations(
    mediaType: MediaType,
    id: number,
    options: LanguageOption & { page?: number } = {},
  ): Promise<Paged<TitleSummary> | null> {
    const lang = this.lang(options);
    const titles: Array<DemoMovie | DemoSeries> = mediaType === 'movie' ? this.data.movies : this.data.series;
    const source = titles.find((title) => title.id === id);
    if (!source) return null;
    const related = titles
      .filter((title) => title.id !== id)
      .map((title) => ({ title, shared: title.genre_ids.filter((genre) => source.genre_ids.includes(genre)).length }))
      .filter((entry) => entry.shared > 0)
      .sort((a, b) => b.shared - a.shared || b.title.popularity - a.title.popularity);
    return paginate(
      related.map(({ title }) =>
        mediaType === 'movie' ? movieSummary(title as DemoMovie, lang) : tvSummary(title as DemoSeries, lang),
      ),
      options.page,
    );
  }

  async findByExternalId(externalId: string, source: ExternalSource, options?: LanguageOption): Promise<FindResult> {
    const lang = this.lang(options);
    const wanted = externalId.trim().toLowerCase();
    if (source === 'imdb_id') {
      return {
        movie_results: this.data.movies.filter((movie) => movie.imdb_id === wanted).map((movie) => movieSummary(movie, lang)),
        tv_results: this.data.series
          .filter((series) => series.imdb_id === wanted)
          .map((series) => tvSummary(series, lang)),
        demo: true,
      };
    }
    return {
      movie_results: [],
      tv_results: this.data.series
        .filter((series) => String(series.tvdb_id) === wanted)
        .map((series) => tvSummary(series, lang)),
      demo: true,
    };
  }

  async verify(): Promise<void> {}

  private findMovie(id: number): DemoMovie | undefined {
    return this.data.movies.find((movie) => movie.id === id);
  }

  private findSeries(id: number): DemoSeries | undefined {
    return this.data.series.find((series) => series.id === id);
  }

  private scoreMovies(query: string, year: number | undefined) {
    return this.data.movies
      .filter((movie) => year === undefined || movie.release_date.startsWith(String(year)))
      .map((movie) => ({
        movie,
        score: Math.max(
          ...[movie.title.en, movie.title.de ?? '', movie.original_title].map((text) => matchScore(query, text)),
        ),
      }))
      .filter((entry) => entry.score > 0);
  }

  private scoreSeries(query: string, year: number | undefined) {
    return this.data.series
      .filter((series) => year === undefined || (tvSummary(series, 'en').first_air_date ?? '').startsWith(String(year)))
      .map((series) => ({
        series,
        score: Math.max(
          ...[series.name.en, series.name.de ?? '', series.original_name].map((text) => matchScore(query, text)),
        ),
      }))
      .filter((entry) => entry.score > 0);
  }

  private scorePeople(query: string, lang = 'en') {
    return this.data.people
      .map((person) => ({ score: matchScore(query, person.name), item: personSummary(this.data, person, lang) }))
      .filter((entry) => entry.score > 0);
  }
}

function paginate<T>(all: T[], page = 1): Paged<T> {
  const current = Number.isFinite(page) ? Math.min(500, Math.max(1, Math.floor(page))) : 1;
  const start = (current - 1) * DEMO_PAGE_SIZE;
  return {
    page: current,
    results: all.slice(start, start + DEMO_PAGE_SIZE),
    total_pages: Math.max(1, Math.ceil(all.length / DEMO_PAGE_SIZE)),
    total_results: all.length,
    demo: true,
  };
}

function matchesDiscover(
  options: DiscoverOptions,
  genreIds: number[],
  date: string | null,
  runtime: number,
  rating: { vote_average: number; vote_count: number },
): boolean {
  // The demo data knows no companies or keywords: such a filter matches nothing rather than all.
  if (options.companyId !== undefined || options.keywordId !== undefined) return false;
  if (options.genreId !== undefined && !genreIds.includes(options.genreId)) return false;
  if (options.year !== undefined && !(date ?? '').startsWith(String(options.year))) return false;
  if (options.dateFrom && (!date || date < options.dateFrom)) return false;
  if (options.dateTo && (!date || date > options.dateTo)) return false;
  if (options.minRating !== undefined && rating.vote_average < options.minRating) return false;
  if (options.minVotes !== undefined && rating.vote_count < options.minVotes) return false;
  if (options.minRuntime !== undefined && runtime < options.minRuntime) return false;
  return true;
}

function sortTitles<T extends { popularity: number; vote_average: number; id: number }>(
  titles: T[],
  sort: DiscoverSort,
  keys: (title: T) => { date: string | null; title: string },
): T[] {
  const [field, direction] = sort.split('.') as [string, 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    if (field === 'popularity') return a.popularity - b.popularity;
    if (field === 'vote_average') return a.vote_average - b.vote_average;
    if (field === 'title') return keys(a).title.localeCompare(keys(b).title);
    return (keys(a).date ?? '').localeCompare(keys(b).date ?? '');
  };
  return [...titles].sort((a, b) => sign * compare(a, b) || a.id - b.id);
}
