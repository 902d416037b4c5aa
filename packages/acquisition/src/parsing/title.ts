/**
 * Where the title ends, the movie/series year, the edition, and the title-matching key.
 * The title is everything before the first marker (episode, year, quality); tag words that
 * sit between the title and that marker (`GERMAN`, `PROPER`, `Extended Cut`) are peeled off.
 */
import { isLanguageTag } from './language.ts';

// Quality words that never belong to a title; the title must end before the first of them.
const STRONG_MARKER =
  /(?<![\d.])\d{3,4}[pi]\b|\b(?:4k|uhd|x ?26[45]|h ?26[45]|hevc|xvid|divx|blu ?-?ray|bluray|bd ?rip|br ?-?rip|bdremux|web ?-?dl|webdl|web ?-?rip|webrip|hdtv|pdtv|sdtv|uhdtv|dsr|dvd ?-?rip|dvdrip|dvd ?-?scr|dvdscr|dvd[59r]|hdrip|hdcam|hdts|hdtc|telesync|telecine|camrip|remux|10 ?bit|8 ?bit|ac3|dts(?: ?hd)?|aac(?: ?\d)?|ddp? ?\d|dd\+|eac3|atmos|truehd|hdr10(?:plus)?|dolby ?vision|ntsc|r5|avc|x264|nf|amzn|dsnp|hmax|atvp|webhd|hdlight)\b/gi;

const YEAR = /\b(19\d\d|20\d\d)\b/g;
const MAX_YEAR = new Date().getUTCFullYear() + 2;

// Words that only describe the release, peeled from the end of a would-be title.
const TAG_ANY_CASE = new Set([
  'proper', 'repack', 'rerip', 'real', 'internal', 'limited', 'dubbed', 'subbed', 'unrated', 'uncut', 'uncensored',
  'extended', 'remastered', 'restored', 'imax', 'theatrical', 'readnfo', 'nfofix', 'dirfix', 'festival', 'stv',
  'multi', 'multisubs', 'dual', 'dl', 'hardcoded', 'hc', 'hsbs', 'sbs', 'hou', '3d', 'ws', 'fs', 'custom', 'docu',
  'webdl', 'web', 'hdr', 'sdr', 'dv', 'criterion', 'redux', 'despecialized', 'hybrid', 'complete', 'retail', 'nordic',
  'subs', 'sub', 'vostfr', 'truefrench', 'vff', 'vfq', 'pldub', 'fansub', 'raw', 'cam', 'ts', 'tc', 'scr', 'screener', 'ppv',
]);
// Short tags that are also words ("Dual", "Real", "Raw", "Cam") count only in capitals.
const TAG_CAPITALS_ONLY = new Set(['ppv', 'dual', 'real', 'raw', 'cam', 'ts', 'tc', 'scr', 'dl', 'hc', 'ws', 'fs', 'web', 'dv', 'hdr', 'sdr', 'custom', 'docu', 'retail', 'nordic', 'complete', 'hybrid', 'limited', 'internal', 'festival', 'sub', 'subs']);

const EDITION_PART =
  "(?:(?:director'?s|directors|extended|theatrical|ultimate|special|collector'?s|collectors|final|rogue|\\d{1,3}(?:th|st|nd|rd) anniversary|anniversary|deluxe|definitive|alternate|alternative|international|signature|diamond|platinum|criterion|limited|producer'?s|super duper|uncut|unrated|remastered|restored|fan|black and white|extended director'?s|despecialized) (?:cut|edition|version|collection)|extended|unrated|uncut|uncensored|remastered|restored|theatrical|imax(?: enhanced)?|criterion|redux|despecialized|open matte|directors cut|fan ?edit|2in1|(?:theatrical|extended) version)";
const EDITION = new RegExp(`\\b${EDITION_PART}(?: ${EDITION_PART})*\\b`, 'i');
const EDITION_AT_END = new RegExp(`(?:^| )\\(?(${EDITION_PART}(?: ${EDITION_PART})*)\\)?$`, 'i');
// "The Final Cut", "The Extended": a lone article left over means the words were the title.
const LONE_ARTICLE = /^(?:the|a|an|der|die|das|le|la|les|el)$/i;
const AKA = / a ?k ?a /i;
const TRAILING_PUNCTUATION = /[\s\-–:([{,~+]+$/;
const LEADING_PUNCTUATION = /^[\s\-–:)\]},~]+/;
const EMPTY_BRACKETS = /\(\s*\)|\[\s*\]/g;

export interface TitleAndYear {
  title: string;
  year: number | null;
  /** Where the title region ends; the tags, edition and quality words follow from here. */
  end: number;
}

/** Where the first quality word starts; one opening the name is taken as part of the title. */
export function findStrongMarker(text: string): number {
  STRONG_MARKER.lastIndex = 0;
  for (let match = STRONG_MARKER.exec(text); match; match = STRONG_MARKER.exec(text)) {
    if (match.index > 0) return match.index;
  }
  return text.length;
}

function peelTags(title: string, yearFound: boolean): string {
  const words = title.split(' ');
  while (words.length > 1) {
    const last = (words[words.length - 1] ?? '').replace(/[()[\]]/g, '');
    const lower = last.toLowerCase();
    const capital = last === last.toUpperCase() || /^[A-Z]*i[A-Z]+/.test(last);
    const isTag = TAG_ANY_CASE.has(lower) && (capital || !TAG_CAPITALS_ONLY.has(lower));
    // Without a year the title runs up to the quality words, so "German" there is a tag.
    const onlyArticleLeft = words.length === 2 && LONE_ARTICLE.test(words[0] ?? '');
    if (last === '' || ((isTag || isLanguageTag(last, !yearFound)) && !onlyArticleLeft)) words.pop();
    else break;
  }
  return words.join(' ');
}

/** `Show [BD 1080p]`: a square bracket (or an unclosed parenthesis) starts the tags, not the title. */
function cutAtOpenBracket(title: string): string {
  let cut = title.indexOf(' [');
  if (cut <= 0) cut = title.length;
  const open = title.lastIndexOf('(');
  if (open > 0 && open < cut && title.indexOf(')', open) < 0) cut = open;
  return title.slice(0, cut);
}

function tidy(title: string): string {
  return title
    .replace(EMPTY_BRACKETS, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(TRAILING_PUNCTUATION, '')
    .replace(LEADING_PUNCTUATION, '')
    .trim();
}

/**
 * `limit` is where the first episode/quality marker starts. Years before it (never the first
 * word: `2001 A Space Odyssey 1968`) are candidates, the last one is the release year, so
 * `Blade Runner 2049 2017` keeps 2049 in the title.
 */
export function findTitleAndYear(text: string, limit: number): TitleAndYear {
  const head = text.slice(0, limit);
  let yearAt = -1;
  let year: number | null = null;
  YEAR.lastIndex = 0;
  for (let match = YEAR.exec(head); match; match = YEAR.exec(head)) {
    const value = Number(match[1]);
    const before = tidy(head.slice(0, match.index));
    if (before === '' || value > MAX_YEAR) continue;
    yearAt = match.index;
    year = value;
  }
  let end = yearAt >= 0 ? yearAt : limit;
  let title = cutAtOpenBracket(head.slice(0, end));
  const aka = AKA.exec(title);
  if (aka && aka.index > 0) title = title.slice(0, aka.index);
  title = peelTags(tidy(title), year !== null);
  for (let pass = 0; pass < 3; pass += 1) {
    const edition = EDITION_AT_END.exec(title);
    if (!edition || edition.index === 0) break;
    const rest = peelTags(tidy(title.slice(0, edition.index)), year !== null);
    if (rest === '' || LONE_ARTICLE.test(rest)) break;
    title = rest;
  }
  title = tidy(title);
  const at = title === '' ? -1 : text.indexOf(title);
  if (at >= 0) end = at + title.length;
  return { title, year, end };
}

const LATE_YEAR = /\b(19\d\d|20\d\d)\b/;

/** A year written after the quality words (`Movie FRENCH BluRay 720p 2016`), for movies without one before. */
export function findLateYear(tail: string): number | null {
  const match = LATE_YEAR.exec(tail);
  const value = match ? Number(match[1]) : null;
  return value !== null && value <= MAX_YEAR ? value : null;
}

/** The edition as written (`Director's Cut`, `EXTENDED`), searched after the title. */
export function findEdition(text: string): string | null {
  const match = EDITION.exec(text);
  return match ? match[0].trim() : null;
}

/**
 * The key two titles are compared by: case-insensitive, accents dropped, apostrophes removed
 * and every other character that is not a letter or digit folded to a space, so
 * `Marvel's Agents of S.H.I.E.L.D.` and `Marvels Agents of S H I E L D` give the same key.
 */
export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
