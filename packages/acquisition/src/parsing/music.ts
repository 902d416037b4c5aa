import type { AudioFormat } from './parsed-release.ts';

/**
 * Music releases: P2P style `Artist - Album (2020) [FLAC 24-96]` and scene style
 * `Artist-Album-WEB-2020-GROUP`. A name is music only when it names an audio format or a
 * music-scene source and nothing that belongs to video.
 */

export interface MusicInfo {
  artist: string;
  album: string;
  year: number | null;
  audioFormat: AudioFormat | null;
  bitrate: number | null;
  group: string | null;
}

const FORMAT_RULES: ReadonlyArray<[RegExp, AudioFormat]> = [
  [/\bflac\b/i, 'flac'],
  [/\balac\b/i, 'alac'],
  [/\b(?:mp3|lame)\b/i, 'mp3'],
  [/\b(?:aac|m4a|itunes plus)\b/i, 'aac'],
  [/\b(?:ogg|vorbis)\b/i, 'ogg'],
  [/\bopus\b/i, 'opus'],
  [/\bwav\b/i, 'wav'],
];

const KBPS = /\b(\d{2,3}) ?(?:kbps|kbit|kb\/s|k)\b/i;
const MP3_NUMBER = /\b(?:mp3|aac|ogg|opus|m4a)[ \-[(@]{0,3}(320|256|224|192|160|128|96)\b|\b(320|256|192|128)[ \-\])]{0,3}(?:mp3|aac)\b/i;
// "Artist - Album (2020) 320" and "[320]": a bare MP3 bitrate at the end or in brackets.
const BARE_BITRATE = /(?:[\])] |[[(])(320|256|192)(?:[\])]|$)/;
const VBR_PRESET = /\b(v0|v1|v2|aps|apx)\b/i;
const VBR_KBPS: Record<string, number> = { v0: 245, v1: 225, v2: 190, aps: 190, apx: 245 };

const MUSIC_HINT = /[[(](?:320|256|192|v0|v2|aac(?: \d{3})?)[\])]|[\])] (?:320|256|192)$|\b(?:flac|alac|mp3|ogg|opus|wav|m4a|\d{2,3} ?kbps|v0|v2|24 ?bit|16 ?bit|\d{2}(?:[.,]\d)? ?khz|24[ -](?:44|48|88|96|192)|discography|vinyl|lp|single|ost|soundtrack|cd ?\d?|\dcd|web ?flac)\b/i;
export const VIDEO_HINT =
  /\b(?:\d{3,4}[pi]|4k|uhd|x ?26[45]|h ?26[45]|hevc|avc|xvid|divx|blu ?-?ray|bluray|bd ?rip|br ?rip|web ?-?dl|webdl|web ?-?rip|webrip|hdtv|dvd ?rip|dvdrip|remux|hdr|hdr10|dv|s\d{1,2} ?e\d{1,3}|s\d{1,2}|season|episode|mkv|mp4|avi|\d{1,2}x\d{2})\b/i;
// Scene music: Artist-Album-(CAT123)-WEB-2020-GROUP, Artist-Album-2CD-FLAC-2020-GROUP
const SCENE_SOURCE = /^\(?(?:web|repack|proper|single|bonus|remastered|reissue|advance|limited|cd|\dcd|cdm|cds|cdr|cdep|ep|lp|vinyl|vls|sat|fm|dab|cable|dvd|bd|promo|retail|bootleg|flac|mp3|(?:19|20)\d\d)\)?$|^\([a-z0-9]+\)$/i;
const LANGUAGE_TAG = /^[A-Z]{2}$/;
const YEAR = /\b((?:19|20)\d\d)\b/;
const BRACKETED_YEAR = /[[(]((?:19|20)\d\d)[\])]/;
const DASHED_YEAR = /[-–] ((?:19|20)\d\d)\b/;

export function parseAudioFormat(text: string): AudioFormat | null {
  for (const [rule, format] of FORMAT_RULES) if (rule.test(text)) return format;
  return null;
}

export function parseBitrate(text: string): number | null {
  const preset = VBR_PRESET.exec(text);
  if (preset?.[1]) return VBR_KBPS[preset[1].toLowerCase()] ?? null;
  const kbps = KBPS.exec(text);
  if (kbps?.[1]) return Number(kbps[1]);
  const mp3 = MP3_NUMBER.exec(text);
  if (mp3) return Number(mp3[1] ?? mp3[2]);
  const bare = BARE_BITRATE.exec(text);
  if (bare) return Number(bare[1]);
  return null;
}

export function looksLikeMusic(spaced: string): boolean {
  return MUSIC_HINT.test(spaced) && !VIDEO_HINT.test(spaced);
}

function words(text: string): string {
  return text.replace(/_/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

function parseScene(name: string): MusicInfo | null {
  if (/\s/.test(name) || name.includes(' - ')) return null;
  const parts = name.replace(/_-_/g, '-').split('-');
  if (parts.length < 4) return null;
  const group = parts[parts.length - 1] ?? '';
  const yearIndex = parts.findIndex((part, index) => index >= 2 && /^(?:19|20)\d\d$/.test(part));
  if (yearIndex < 0 || yearIndex === parts.length - 1) return null;
  // Album ends where the tags (source, catalogue number, language) begin.
  let albumEnd = 2;
  while (albumEnd < yearIndex && !SCENE_SOURCE.test(parts[albumEnd] ?? '') && !LANGUAGE_TAG.test(parts[albumEnd] ?? '')) albumEnd += 1;
  const artist = words(parts[0] ?? '');
  const album = words(parts.slice(1, albumEnd).join('-').replace(/-\(/g, ' ('));
  if (!artist || !album) return null;
  return {
    artist,
    album,
    year: Number(parts[yearIndex]),
    audioFormat: parseAudioFormat(name.replace(/[-_]/g, ' ')),
    bitrate: parseBitrate(name.replace(/[-_]/g, ' ')),
    group,
  };
}

function parseP2P(name: string): MusicInfo | null {
  const text = name.replace(/_/g, ' ');
  const separator = /\s[-–]\s/.exec(text);
  if (!separator) return null;
  const artist = words(text.slice(0, separator.index));
  let rest = text.slice(separator.index + separator[0].length);
  const yearMatch = BRACKETED_YEAR.exec(rest) ?? DASHED_YEAR.exec(rest) ?? YEAR.exec(rest);
  const year = yearMatch ? Number(yearMatch[1]) : null;
  // The album is the text up to the first bracket holding a year/format, or " - 2020 - ".
  const cut = /\s*(?:[[(](?:(?:19|20)\d\d|flac|mp3|alac|aac|ogg|opus|wav|web|cd|vinyl|\d{2,3} ?kbps|24|16|v0|v2|lossless)[^\])]*[\])]|[-–] (?:19|20)\d\d\b| (?:19|20)\d\d(?= +(?:flac|mp3|alac|aac|ogg|opus|wav|web|cd|vinyl)\b|$)|\b(?:flac|mp3|alac|\d{3} ?kbps)\b)/i.exec(rest);
  if (cut) rest = rest.slice(0, cut.index);
  const album = words(rest.replace(/\s[-–]\s*$/, ''));
  if (!artist || !album) return null;
  const tail = text.slice(separator.index);
  return {
    artist,
    album,
    year,
    audioFormat: parseAudioFormat(tail),
    bitrate: parseBitrate(tail),
    group: null,
  };
}

/** Reads artist/album/format from a name already judged to be music. */
export function parseMusic(name: string): MusicInfo | null {
  if (!/\s/.test(name)) return parseScene(name) ?? parseP2P(name);
  return parseP2P(name) ?? parseScene(name);
}

/** Scene music names have no spaces and a year-then-group tail, with a music source before it. */
export function looksLikeSceneMusic(name: string): boolean {
  if (/\s/.test(name) || name.includes('.')) return false;
  const parts = name.split('-');
  if (parts.length < 4) return false;
  const yearBeforeGroup = /^(?:19|20)\d\d$/.test(parts[parts.length - 2] ?? '');
  const source = parts.some((part, index) => index >= 2 && /^\(?(?:web|cd|\dcd|cdm|cds|vinyl|vls|sat|fm|promo|ep|lp)\)?$/i.test(part));
  // "Artist_Name-Album_Name-2020-GRP": scene music without a source tag still ends year-group
  // (underscores for spaces tell it from a dashed movie name like "Spider-Man-2002-GRP").
  return yearBeforeGroup && (source || (name.includes('_') && /[A-Za-z]/.test(parts[1] ?? '')));
}

