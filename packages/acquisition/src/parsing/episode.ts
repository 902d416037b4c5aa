/**
 * Season, episode, air-date and absolute-number markers. Each finder returns where its marker
 * starts in the spaced-out name, because the title is everything before the first marker.
 */

export interface EpisodeInfo {
  /** Index in the spaced name where the marker starts. */
  at: number;
  season: number | null;
  episodes: number[];
  fullSeason: boolean;
  absolute: number[];
  airDate: string | null;
}

const MAX_RANGE = 200;

function range(from: number, to: number): number[] {
  if (to < from || to - from > MAX_RANGE) return [from, to].filter((n, i, all) => all.indexOf(n) === i).sort((a, b) => a - b);
  const numbers: number[] = [];
  for (let n = from; n <= to; n += 1) numbers.push(n);
  return numbers;
}

function sortedUnique(numbers: number[]): number[] {
  return [...new Set(numbers)].sort((a, b) => a - b);
}

// S01E01, S01E01E02, S01E01-E03, S01E01-03, S01 E01, S01.E01, S01E01 E02
const SEASON_EPISODE = /\bs(\d{1,4}) ?[-.x]? ?(?:ep?) ?(\d{1,4})((?:(?: ?- ?| )?(?:s\d{1,4} ?)?e ?\d{1,4}|-\d{1,4}(?![\dpi]))*)(?![\dpi])/i;
const EPISODE_TAIL_PART = /( ?- ?| )?(?:s\d{1,4} ?)?(e)? ?(\d{1,4})/gi;
// 1x01, 1x01-1x03, 1x01-03, 1x01x02
const CROSS = /\b(\d{1,2})x(\d{1,3})((?:(?:-\d{1,2}x|-| \d{1,2}x|x)\d{1,3})*)\b/i;
const CROSS_TAIL_PART = /(-\d{1,2}x|-| \d{1,2}x|x)(\d{1,3})/gi;
// Spanish sites: "[Cap.105]" is season 1 episode 5.
const SPANISH_CHAPTER = /\bcap(?:itulo)? ?(\d{1,2})(\d{2})\b/i;
// Old scene numbering: "Show.103.HDTV" is season 1 episode 3, "Show.1013.HDTV" season 10 episode 13.
const SCENE_NUMBER = /\b([1-9]\d?)(\d\d)\b(?= (?:720p|1080p|480p|hdtv|pdtv|sdtv|dsr|ws|dvdrip)\b)/i;
// Season 1 Episode 5, Series 2 Ep 3
const WORDY = /\b(?:season|series|saison|staffel|temporada) ?(\d{1,2}) ?[-,]? ?(?:episode|episodio|ep|folge|episodes) ?(\d{1,3})(?: ?(?:-|to|&|and) ?(\d{1,3}))?\b/i;
// S01, S01-S03, S01-03, S01 S02
const SEASON_PACK = /\bs(\d{1,2})(?:(?: ?- ?| )s?(\d{1,2}))?\b(?! ?e ?\d)/i;
const SEASON_WORDS =
  /\b(?:seasons?|saison|staffel|temporada|stagione) ?(\d{1,2}|[ivx]{1,5}\b)(?:(?: ?- ?| to | & | and |,)(?:seasons? ?|s)?(\d{1,2}))?\b/i;
// British "Series 2" means a season, but "The Series 7 (2010)" is a movie title.
const SERIES_WORD = /\bseries (\d{1,2})(?: ?- ?(\d{1,2}))?\b/i;
const ORDINAL_SEASON = /\b(\d{1,2})(?:st|nd|rd|th) season\b/i;
const COMPLETE_SERIES = /\b(?:complete (?:series|collection|box ?set|seasons?)|all seasons|integrale|int[eé]grale|the complete|full series)\b/i;
// A bare COMPLETE also marks full Blu-ray discs of movies, so it counts only without a movie year.
const BARE_COMPLETE = /\bcomplete\b(?! ?-?(?:blu|bd|uhd|dvd))/i;
// Daily: 2024 03 14 / 2024-03-14; 03 14 2024 (month first, day first when month > 12)
const DATE_YMD = /\b((?:19|20)\d\d)[ -](\d\d)[ -](\d\d)\b/;
const DATE_MDY = /\b(\d\d)[ -](\d\d)[ -]((?:19|20)\d\d)\b/;
// Anime: "Show - 1034", "Show - 01-12", "Show - 05v2", "Show Ep 05", "Show #05"
const ABSOLUTE_DASH = / - (\d{1,4})(?:v\d)?(?: ?(?:-|~) ?(\d{1,4})(?:v\d)?)?(?= |$|\[|\()/;
const ABSOLUTE_WORD = /(?:\b(?:ep|episode|e) ?|#)(\d{1,4})(?:v\d)?(?:-(\d{1,4}))?(?= |$|\[|\()/i;
// Without a fansub group, a number after " - " is an episode only when quality or the end follows.
const ABSOLUTE_DASH_STRICT = / - (\d{1,4})(?:v\d)?(?: ?(?:-|~) ?(\d{1,4})(?:v\d)?)?(?= ?\[| ?\(|$| (?:480|576|720|1080|2160)p\b| - )/;
const ABSOLUTE_WORD_STRICT = /\b(?:(?:ep|episode) ?|e)(\d{1,4})(?:v\d)?(?:-(\d{1,4}))?(?= |$|\[|\()/i;
// Fansub names also write "Show-01[720p]" and bare ranges "Show 091-123 [1080p]".
const ABSOLUTE_TIGHT_DASH = /[^\s\d]-(\d{2,4})(?:v\d)?(?=\[|\(| |$)/;
const ABSOLUTE_BARE_RANGE = / (\d{2,4}) ?(?:-|~) ?(\d{2,4})(?= \[| \(|$)/;
const ABSOLUTE_BRACKET_RANGE = /[[(](\d{1,4}) ?(?:-|~) ?(\d{1,4})[\])]/;
const ABSOLUTE_BARE = / (\d{2,4})(?:v\d)?(?= \[| \(|$)/;

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10 };

/** "Saison VII" → 7 (I, V and X are enough for season numbers). */
function romanNumber(text: string): number {
  let total = 0;
  const letters = text.toLowerCase();
  for (let i = 0; i < letters.length; i += 1) {
    const value = ROMAN[letters[i] ?? ''] ?? 0;
    const next = ROMAN[letters[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function dateString(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function parseEpisodeTail(first: number, tail: string, part: RegExp): number[] {
  const episodes = [first];
  let previous = first;
  part.lastIndex = 0;
  for (let match = part.exec(tail); match; match = part.exec(tail)) {
    const separator = match[1] ?? '';
    const value = Number(match[3] ?? match[4] ?? match[2]);
    const isRange = separator.includes('-');
    if (isRange) episodes.push(...range(previous, value));
    else episodes.push(value);
    previous = value;
  }
  return sortedUnique(episodes);
}

function empty(at: number): EpisodeInfo {
  return { at, season: null, episodes: [], fullSeason: false, absolute: [], airDate: null };
}

/** Finds the first season/episode marker in a spaced-out name (dots and underscores as spaces). */
export function findEpisode(text: string): EpisodeInfo | null {
  const standard = SEASON_EPISODE.exec(text);
  if (standard) {
    const info = empty(standard.index);
    info.season = Number(standard[1]);
    info.episodes = parseEpisodeTail(Number(standard[2]), standard[3] ?? '', EPISODE_TAIL_PART);
    return info;
  }
  const wordy = WORDY.exec(text);
  if (wordy) {
    const info = empty(wordy.index);
    info.season = Number(wordy[1]);
    info.episodes = wordy[3] ? range(Number(wordy[2]), Number(wordy[3])) : [Number(wordy[2])];
    return info;
  }
  const chapter = SPANISH_CHAPTER.exec(text);
  if (chapter) {
    const seasonWords = SEASON_WORDS.exec(text);
    const info = empty(seasonWords && seasonWords.index < chapter.index ? seasonWords.index : chapter.index);
    info.season = Number(chapter[1]);
    info.episodes = [Number(chapter[2])];
    return info;
  }
  const cross = CROSS.exec(text);
  if (cross && !/^\d{3,4}x\d{3,4}$/.test(cross[0])) {
    const info = empty(cross.index);
    info.season = Number(cross[1]);
    info.episodes = parseEpisodeTail(Number(cross[2]), cross[3] ?? '', CROSS_TAIL_PART);
    return info;
  }
  const scene = SCENE_NUMBER.exec(text);
  if (scene && scene.index > 0 && Number(scene[2]) > 0 && !/^(?:19|20)\d\d$/.test(scene[0])) {
    const info = empty(scene.index);
    info.season = Number(scene[1]);
    info.episodes = [Number(scene[2])];
    return info;
  }
  return null;
}

/** Whole seasons: `S01`, `S01-S03`, `Season 1`, `Complete Series`. */
export function findSeasonPack(text: string, hasMovieYear: boolean): EpisodeInfo | null {
  const candidates: EpisodeInfo[] = [];
  const pack = SEASON_PACK.exec(text);
  if (pack) {
    const info = empty(pack.index);
    info.season = Number(pack[1]);
    info.fullSeason = true;
    candidates.push(info);
  }
  const words = SEASON_WORDS.exec(text);
  if (words?.[1]) {
    const info = empty(words.index);
    info.season = /^\d+$/.test(words[1]) ? Number(words[1]) : romanNumber(words[1]);
    info.fullSeason = true;
    candidates.push(info);
  }
  const series = hasMovieYear ? null : SERIES_WORD.exec(text);
  if (series && series.index > 0) {
    const info = empty(series.index);
    info.season = Number(series[1]);
    info.fullSeason = true;
    candidates.push(info);
  }
  const ordinal = ORDINAL_SEASON.exec(text);
  if (ordinal) {
    const info = empty(ordinal.index);
    info.season = Number(ordinal[1]);
    info.fullSeason = true;
    candidates.push(info);
  }
  if (candidates.length > 0) return candidates.sort((a, b) => a.at - b.at)[0] ?? null;
  const complete = COMPLETE_SERIES.exec(text) ?? (hasMovieYear ? null : BARE_COMPLETE.exec(text));
  if (complete && complete.index > 0) {
    const info = empty(complete.index);
    info.fullSeason = true;
    return info;
  }
  return null;
}

/** Daily shows: `Show 2024 03 14` or `Show 03 14 2024`. */
export function findAirDate(text: string): EpisodeInfo | null {
  const ymd = DATE_YMD.exec(text);
  if (ymd) {
    const date = dateString(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
    if (date) return { ...empty(ymd.index), airDate: date };
  }
  const mdy = DATE_MDY.exec(text);
  if (mdy) {
    const first = Number(mdy[1]);
    const second = Number(mdy[2]);
    const year = Number(mdy[3]);
    const date = first > 12 ? dateString(year, second, first) : dateString(year, first, second);
    if (date) return { ...empty(mdy.index), airDate: date };
  }
  return null;
}

function isYearLike(value: string): boolean {
  return /^(?:19|20)\d\d$/.test(value);
}

/**
 * Anime absolute numbers after the title. `fansub` is true for `[Group] Show - 05` names, where
 * a bare number after ` - ` is always an episode; otherwise four-digit years are left alone.
 */
export function findAbsolute(text: string, fansub: boolean): EpisodeInfo | null {
  const dash = (fansub ? ABSOLUTE_DASH : ABSOLUTE_DASH_STRICT).exec(text);
  if (dash?.[1] && dash.index > 0 && (fansub || !isYearLike(dash[1]))) {
    const info = empty(dash.index);
    info.absolute = dash[2] ? range(Number(dash[1]), Number(dash[2])) : [Number(dash[1])];
    return info;
  }
  if (!fansub) {
    const word = ABSOLUTE_WORD_STRICT.exec(text);
    if (!word?.[1] || word.index === 0) return null;
    const info = empty(word.index);
    info.absolute = word[2] ? range(Number(word[1]), Number(word[2])) : [Number(word[1])];
    return info;
  }
  const tight = ABSOLUTE_TIGHT_DASH.exec(text);
  if (tight?.[1] && !isYearLike(tight[1])) {
    const info = empty(tight.index + 1);
    info.absolute = [Number(tight[1])];
    return info;
  }
  const bareRange = ABSOLUTE_BARE_RANGE.exec(text);
  if (bareRange?.[1] && bareRange.index > 0 && !isYearLike(bareRange[1]) && Number(bareRange[2]) > Number(bareRange[1])) {
    const info = empty(bareRange.index);
    info.absolute = range(Number(bareRange[1]), Number(bareRange[2]));
    return info;
  }
  const bracketRange = ABSOLUTE_BRACKET_RANGE.exec(text);
  if (bracketRange?.[1] && bracketRange.index > 0 && !isYearLike(bracketRange[1])) {
    const info = empty(bracketRange.index);
    info.absolute = range(Number(bracketRange[1]), Number(bracketRange[2]));
    return info;
  }
  const word = ABSOLUTE_WORD.exec(text);
  if (word?.[1] && word.index > 0) {
    const info = empty(word.index);
    info.absolute = word[2] ? range(Number(word[1]), Number(word[2])) : [Number(word[1])];
    return info;
  }
  const bare = ABSOLUTE_BARE.exec(text);
  if (bare?.[1] && bare.index > 0 && !isYearLike(bare[1])) {
    const info = empty(bare.index);
    info.absolute = [Number(bare[1])];
    return info;
  }
  return null;
}
