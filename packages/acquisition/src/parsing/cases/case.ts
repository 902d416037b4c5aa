import type { ParsedRelease } from '../parsed-release.ts';

/** One table row: a release name and the fields a careful reader takes from it. */
export type Case = readonly [input: string, expected: Partial<ParsedRelease>];

export const movie = (title: string, year: number | null, extra: Partial<ParsedRelease> = {}): Partial<ParsedRelease> => ({
  kind: 'movie',
  title,
  year,
  ...extra,
});

export const episode = (
  title: string | null,
  season: number | null,
  episodes: number[],
  extra: Partial<ParsedRelease> = {},
): Partial<ParsedRelease> => ({ kind: 'episode', title, season, episodes, ...extra });

export const seasonPack = (title: string | null, season: number | null, extra: Partial<ParsedRelease> = {}): Partial<ParsedRelease> => ({
  kind: 'season',
  title,
  season,
  episodes: [],
  full_season: true,
  ...extra,
});

export const anime = (title: string, absolute: number[], extra: Partial<ParsedRelease> = {}): Partial<ParsedRelease> => ({
  kind: 'episode',
  title,
  season: null,
  episodes: [],
  absolute_episodes: absolute,
  ...extra,
});

export const daily = (title: string, airDate: string, extra: Partial<ParsedRelease> = {}): Partial<ParsedRelease> => ({
  kind: 'episode',
  title,
  air_date: airDate,
  ...extra,
});

export const album = (artist: string, albumTitle: string, extra: Partial<ParsedRelease> = {}): Partial<ParsedRelease> => ({
  kind: 'album',
  artist,
  album: albumTitle,
  ...extra,
});

/**
 * Crosses hand-written name patterns with hand-written tokens and the value each token means.
 * The expectation is the token's meaning as a person reads it, never the parser's answer.
 */
export function crossCases<V>(
  templates: readonly string[],
  tokens: ReadonlyArray<readonly [token: string, value: V]>,
  expect: (value: V) => Partial<ParsedRelease>,
): Case[] {
  const rows: Case[] = [];
  for (const template of templates) {
    for (const [token, value] of tokens) rows.push([template.replace('{}', token), expect(value)]);
  }
  return rows;
}

/** Every field empty: what a name with nothing readable gives. */
export const emptyExpectation: Partial<ParsedRelease> = {
  kind: 'unknown',
  title: null,
  year: null,
  season: null,
  episodes: [],
  full_season: false,
  absolute_episodes: [],
  air_date: null,
  artist: null,
  album: null,
  resolution: null,
  source: null,
  modifier: null,
  codec: null,
  hdr: [],
  edition: null,
  languages: [],
  multi: false,
  group: null,
  revision: 1,
  audio_format: null,
  bitrate: null,
};
