import { cleanName, spaceOut } from './clean.ts';
import { type EpisodeInfo, findAbsolute, findAirDate, findEpisode, findSeasonPack } from './episode.ts';
import { findGroup } from './group.ts';
import { parseLanguages, parseMulti } from './language.ts';
import { looksLikeMusic, looksLikeSceneMusic, parseMusic, VIDEO_HINT } from './music.ts';
import { emptyRelease, type ParsedRelease } from './parsed-release.ts';
import { parseCodec, parseHdr, parseResolution, parseRevision, parseSourceAndModifier } from './quality.ts';
import { findEdition, findLateYear, findStrongMarker, findTitleAndYear, type TitleAndYear } from './title.ts';

const YEAR_WORD = /\b(?:19|20)\d\d\b/;
const BRACKETED = /[[(][^\])]*[\])]/g;
// "Show S2 - 05" / "Show 2nd Season - 05": the number after the dash counts within that season.
// "Show - S01E05 - 005" / "Show S01E05 (005)": anime names that give both numbers.
const ABSOLUTE_AFTER_EPISODE = /^s\d{1,4} ?e\d{1,4} (?:\((\d{2,4})\)|- (\d{2,4})(?= - | ?\[|$))/i;
const SEASON_IN_TITLE = /^(.*?) \(?(?:S(\d{1,2})|Season (\d{1,2})|(\d{1,2})(?:st|nd|rd|th) Season)\)?$/i;

function findMarker(spaced: string, strongAt: number, fansub: boolean, movieGuess: () => TitleAndYear): EpisodeInfo | null {
  const episode = findEpisode(spaced);
  if (episode) return episode;
  const airDate = findAirDate(spaced);
  if (airDate && airDate.at <= strongAt) return airDate;
  const absolute = findAbsolute(spaced, fansub);
  // Without a fansub group, "Movie - 300 - Rise 2014" is a movie: a year after the number wins.
  const yearAfter = absolute && !fansub && YEAR_WORD.test(spaced.slice(absolute.at + 3, strongAt));
  if (absolute && absolute.at <= strongAt && !yearAfter) return absolute;
  const hasMovieYear = movieGuess().year !== null;
  const pack = findSeasonPack(spaced, hasMovieYear);
  if (pack && pack.at <= strongAt) return pack;
  return null;
}

function parseAlbum(result: ParsedRelease, name: string): boolean {
  const music = parseMusic(name);
  if (!music) return false;
  result.kind = 'album';
  result.artist = music.artist;
  result.album = music.album;
  result.year = music.year;
  result.audio_format = music.audioFormat;
  result.bitrate = music.bitrate;
  result.group = music.group ?? findGroup(name, name.length - 1);
  result.revision = /\b(?:proper|repack)\b/i.test(name) ? 2 : 1;
  return true;
}

/** Reads one release name; never throws, and every field of the contract is always present. */
export function parseReleaseName(input: string): ParsedRelease {
  const result = emptyRelease(input);
  const { name, fansubGroup } = cleanName(input);
  if (name === '') return result;
  const spaced = spaceOut(name);
  const fansub = fansubGroup !== null;

  if (!fansub && !VIDEO_HINT.test(spaced) && (looksLikeSceneMusic(name) || looksLikeMusic(spaced))) {
    if (parseAlbum(result, name)) return result;
  }

  const strongAt = findStrongMarker(spaced);
  let guess: TitleAndYear | null = null;
  // Titled as a movie (up to the quality words); computed once, reused when no marker is found.
  const movieGuess = () => {
    guess ??= findTitleAndYear(spaced, strongAt);
    return guess;
  };
  const marker = findMarker(spaced, strongAt, fansub, movieGuess);
  const limit = Math.min(marker?.at ?? spaced.length, strongAt);
  const { title, year, end } = limit === strongAt ? movieGuess() : findTitleAndYear(spaced, limit);

  result.title = title === '' ? null : title;
  result.year = year;
  if (marker) {
    result.season = marker.season;
    result.episodes = marker.episodes;
    result.full_season = marker.fullSeason;
    result.absolute_episodes = marker.absolute;
    result.air_date = marker.airDate;
    const alsoAbsolute = marker.episodes.length === 1 ? ABSOLUTE_AFTER_EPISODE.exec(spaced.slice(marker.at)) : null;
    const absoluteText = alsoAbsolute?.[1] ?? alsoAbsolute?.[2];
    if (absoluteText && !YEAR_WORD.test(absoluteText)) result.absolute_episodes = [Number(absoluteText)];
    const seasonInTitle = marker.absolute.length > 0 && result.title ? SEASON_IN_TITLE.exec(result.title) : null;
    if (seasonInTitle?.[1]) {
      result.title = seasonInTitle[1];
      result.season = Number(seasonInTitle[2] ?? seasonInTitle[3] ?? seasonInTitle[4]);
      result.episodes = marker.absolute;
      result.absolute_episodes = [];
    }
  }

  const tail = spaced.slice(end);
  result.resolution = parseResolution(tail);
  const { source, modifier } = parseSourceAndModifier(tail);
  result.source = source;
  result.modifier = modifier;
  result.codec = parseCodec(tail);
  result.hdr = parseHdr(tail);
  result.revision = parseRevision(tail);
  result.edition = findEdition(tail);
  result.multi = parseMulti(tail);
  const isEpisode = marker !== null;
  // Between an episode marker and the quality words sits the episode title, whose words
  // ("The French Connection") are not language tags unless written in capitals.
  const qualityFrom = Math.max(strongAt, end);
  const between = spaced.slice(end, qualityFrom);
  // Bracketed words are tags even after an episode marker ("[English Dub]").
  const bracketed = between.match(BRACKETED)?.join(' ') ?? '';
  // ...and so is the word right before the quality words ("S01E05.German.720p").
  const lastWord = between.trim().split(' ').pop() ?? '';
  result.group = fansubGroup ?? findGroup(name, end);
  // The group's own name ("-ITA", "-GERMANS") is not a language tag.
  let qualityWords = spaced.slice(qualityFrom);
  const spacedGroup = result.group && !fansub ? spaceOut(result.group) : '';
  const groupAt = spacedGroup ? qualityWords.lastIndexOf(spacedGroup) : -1;
  if (groupAt > 0) qualityWords = `${qualityWords.slice(0, groupAt)} ${qualityWords.slice(groupAt + spacedGroup.length)}`;
  result.languages = [
    ...new Set([
      ...parseLanguages(between, { acceptMixedCase: !isEpisode }),
      ...parseLanguages(bracketed, { acceptMixedCase: true }),
      ...parseLanguages(lastWord, { acceptMixedCase: true }),
      ...parseLanguages(qualityWords, { acceptMixedCase: true }),
    ]),
  ];

  if (marker) {
    const numbered = marker.episodes.length > 0 || marker.absolute.length > 0 || marker.airDate !== null;
    result.kind = numbered ? 'episode' : 'season';
    return result;
  }
  const described =
    year !== null ||
    result.resolution !== null ||
    result.source !== null ||
    result.codec !== null ||
    result.modifier !== null ||
    result.edition !== null ||
    result.group !== null ||
    result.hdr.length > 0 ||
    result.languages.length > 0 ||
    result.multi;
  if (result.title && described) {
    result.kind = 'movie';
    if (result.year === null) result.year = findLateYear(spaced.slice(Math.max(end, strongAt)));
    return result;
  }
  return emptyRelease(input);
}
