import { describe, expect, it } from 'vitest';
import { animeCases, olderAnimeCases } from './cases/anime.ts';
import type { Case } from './cases/case.ts';
import { codecCases } from './cases/codec.ts';
import { dailyCases } from './cases/daily.ts';
import { editionCases } from './cases/editions.ts';
import { episodeCases, renamedEpisodeCases } from './cases/episodes.ts';
import { groupCases } from './cases/groups.ts';
import { hdrCases } from './cases/hdr.ts';
import { junkCases } from './cases/junk.ts';
import { languageCases } from './cases/languages.ts';
import { modifierCases } from './cases/modifier.ts';
import { movieCases, renamedMovieCases } from './cases/movies.ts';
import { multiEpisodeCases } from './cases/multi-episode.ts';
import { musicCases } from './cases/music.ts';
import { resolutionCases } from './cases/resolution.ts';
import { revisionCases } from './cases/revisions.ts';
import { seasonCases } from './cases/seasons.ts';
import { sourceCases } from './cases/source.ts';
import { specialCases } from './cases/specials.ts';
import { unknownCases } from './cases/unknown.ts';
import { yearsInTitleCases } from './cases/years-in-title.ts';
import { normalizeTitle, parseReleaseName } from './index.ts';

const groups: Record<string, Case[]> = {
  movies: movieCases,
  'movies, renamer and regional styles': renamedMovieCases,
  editions: editionCases,
  'years in titles': yearsInTitleCases,
  episodes: episodeCases,
  'episodes, renamer and regional styles': renamedEpisodeCases,
  'multi-episode': multiEpisodeCases,
  'seasons and packs': seasonCases,
  specials: specialCases,
  daily: dailyCases,
  anime: animeCases,
  'anime, older styles': olderAnimeCases,
  music: musicCases,
  resolution: resolutionCases,
  source: sourceCases,
  modifier: modifierCases,
  codec: codecCases,
  hdr: hdrCases,
  'languages and multi': languageCases,
  groups: groupCases,
  revisions: revisionCases,
  'junk, prefixes and extensions': junkCases,
  unknown: unknownCases,
};

for (const [group, cases] of Object.entries(groups)) {
  describe(group, () => {
    it.each(cases)('%s', (input, expected) => {
      expect(parseReleaseName(input)).toMatchObject({ input, ...expected });
    });
  });
}

const CONTRACT_FIELDS = [
  'input', 'kind', 'title', 'year', 'season', 'episodes', 'full_season', 'absolute_episodes', 'air_date', 'artist',
  'album', 'resolution', 'source', 'modifier', 'codec', 'hdr', 'edition', 'languages', 'multi', 'group', 'revision',
  'audio_format', 'bitrate',
];

describe('the contract shape', () => {
  it('holds at least 1,500 different hand-labelled names', () => {
    const names = new Set(Object.values(groups).flatMap((cases) => cases.map(([input]) => input)));
    expect(names.size).toBeGreaterThanOrEqual(1500);
  });

  it('answers odd, long and hostile input with a full line instead of throwing', () => {
    const odd = ['.'.repeat(5000), ' '.repeat(5000), 'x'.repeat(20000), '['.repeat(3000), 'S01E01'.repeat(500), ' - 01'.repeat(800), '\u0000\t\r', '日本語のタイトル', '🎬 Movie 2020 🍿'];
    for (const name of odd) {
      const parsed = parseReleaseName(name);
      expect(parsed.input).toBe(name);
      expect(Object.keys(parsed)).toEqual(CONTRACT_FIELDS);
    }
  });

  it('gives every field of the contract, and no other, for every kind of name', () => {
    for (const name of ['The.Matrix.1999.1080p.BluRay.x264-SPARKS', 'Show.S01E01.720p', 'Artist - Album (2020) [FLAC]', 'zzz', '']) {
      expect(Object.keys(parseReleaseName(name))).toEqual(CONTRACT_FIELDS);
    }
  });

  it('keeps episode and absolute numbers ascending and the title free of double spaces', () => {
    for (const [input] of Object.values(groups).flat()) {
      const parsed = parseReleaseName(input);
      expect(parsed.episodes).toEqual([...parsed.episodes].sort((a, b) => a - b));
      expect(parsed.absolute_episodes).toEqual([...parsed.absolute_episodes].sort((a, b) => a - b));
      if (parsed.title !== null) expect(parsed.title).toBe(parsed.title.replace(/\s{2,}/g, ' ').trim());
    }
  });
});

describe('normalizeTitle', () => {
  it.each([
    ["Marvel's Agents of S.H.I.E.L.D.", 'Marvels Agents of S H I E L D'],
    ['Spider-Man: No Way Home', 'spider man no way home'],
    ['Amélie', 'Amelie'],
    ['Law & Order: SVU', 'LAW ORDER SVU'],
    ['  The   Office (US) ', 'the office us'],
    ['Grey’s Anatomy', 'Greys Anatomy'],
  ])('%s matches %s', (left, right) => {
    expect(normalizeTitle(left)).toBe(normalizeTitle(right));
  });

  it('keeps different titles apart', () => {
    expect(normalizeTitle('Dune Part Two')).not.toBe(normalizeTitle('Dune Part One'));
    expect(normalizeTitle("Ocean's Eleven")).toBe('oceans eleven');
  });
});
