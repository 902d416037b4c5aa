/**
 * Removes what indexers and downloaders wrap around a release name (file extensions, website
 * prefixes, CRC hashes, tracker tags) so the other parsers see only the name itself.
 */

const VIDEO_AUDIO_EXTENSION =
  /\.(?:mkv|mp4|m4v|avi|wmv|mov|webm|mpe?g|m2ts|vob|divx|ogm|flv|rmvb|nzb|torrent|rar|zip|srt|ass|sub|idx|nfo|flac|mp3|m4a|aac|ogg|opus|wav|ape|wv|alac|dsf)$/i;
// `.ts` is also the telesync tag, so only the lower-case file extension counts.
const TS_EXTENSION = /\.ts$/;

const TLD = '(?:com|org|net|to|se|me|info|xyz|cc|tv|ws|ru|in|io|lol|mx|li|is|ch|club|site|ag|pw|nz|co|eu|uk|biz|vip|one|top|cx|am|sx|st|bz|la|fm)';
const BRACKETED_SITE_PREFIX = new RegExp(
  `^\\s*[\\[【(]\\s*(?:www\\.[\\w-]+(?:\\.[\\w-]+)*\\.[a-z]{2,6}|[\\w-]+(?:\\.[\\w-]+)*\\.${TLD})\\s*[\\]】)]\\s*[-_.~]*\\s*`,
  'i',
);
const WWW_PREFIX = new RegExp(`^\\s*www\\.[\\w-]+(?:\\.[\\w-]+)*?\\.(?:${TLD}|[a-z]{2,6}(?=\\s+-\\s))(?:\\s*[-_~]\\s*|\\s+|\\.(?=[^.]))`, 'i');
const TRAILING_SITE = new RegExp(`\\s?[\\[(](?!yts\\.|yify)(?:www\\.)?[\\w-]+\\.${TLD}[\\])]$`, 'i');
const SITE_DASH_PREFIX = new RegExp(`^\\s*[\\w-]+\\.${TLD}\\s+[-~]\\s+`, 'i');

// `...x264-Pate_`: separators left dangling at the end by some uploaders.
const TRAILING_SEPARATORS = /[\s._-]+$/;
const HASH = /\s?[[(][0-9A-F]{8}[\])]/gi;
const TRAILING_TRACKER_TAG =
  /\s?[[{(](?:rarbg|eztv(?:\.\w+)?|ettv|rartv|tgx|publichd|n1c|ethd|eztvx\.to|etrg|torrentgalaxy(?:\.\w+)?|1337x|glodls|mkvcage|ion10|hevc|vtv|tjet|xpost|mp4ba|torrenting\.com|bitsearch\.to|ytsmx)[\]})]\s*$/i;
// Suffixes that indexers, posting tools and re-uploaders glue after the real group.
const TRAILING_JUNK_SUFFIX =
  /-(?:obfuscated|obfuscation|scrambled|postbot|xpost|asrequested|alternativetorequested|rakuv\w*|rp|sample|sacred|whiterabbit|whiterev|buymore|4p|4planet|nzbgeek|chamee|chamele0n|gerov|z0ids3n|altezachen|repackpost|pre)$|(?<=-[A-Za-z][\w]*)-\d$/i;

// `...-GRP.CD1`: one disc of a multi-disc release; the group sits before it.
const TRAILING_DISC_NUMBER = /[. _](?:cd|disc|disk)\s?\d$/i;

export interface CleanedName {
  /** The name without wrappers, separators untouched. */
  name: string;
  /** `[Group]` that opened an anime fansub-style name, if any. */
  fansubGroup: string | null;
}

const FANSUB_GROUP = /^\s*\[([^\]]{1,40})\]\s*[-_.]?\s*/;
const NOT_A_GROUP = /^(?:\d{3,4}p|(?:19|20)\d\d|[0-9a-f]{8}|flac|mp3|web|bd|hdtv|ost|multi|.*\.\w{2,4})$/i;

/** Suffix rules only ever match the last few dozen characters; testing only those is cheaper. */
function replaceInTail(name: string, rule: RegExp): string {
  const cut = Math.max(0, name.length - 48);
  const tail = name.slice(cut);
  const cleaned = tail.replace(rule, '');
  return cleaned === tail ? name : name.slice(0, cut) + cleaned;
}

const VIDEO_FILE = /\.(?:mkv|mp4|m4v|avi|wmv|ts|m2ts|webm)$/i;
const PATH_SEPARATOR = /[\\/](?! )/g;

/** `Movies/Title (2010)/Title.2010.1080p.mkv`: a downloaded file's path; its file name is the release. */
function basename(line: string): string {
  if (!VIDEO_FILE.test(line)) return line;
  let last = -1;
  PATH_SEPARATOR.lastIndex = 0;
  for (let match = PATH_SEPARATOR.exec(line); match; match = PATH_SEPARATOR.exec(line)) {
    if (match.index > 0 && line[match.index - 1] !== ' ') last = match.index;
  }
  const file = last >= 0 ? line.slice(last + 1) : line;
  return file.length >= 8 ? file : line;
}

/** Real release names stay well under this; longer lines are cut so no rule can run long. */
export const MAX_NAME_LENGTH = 512;

export function cleanName(input: string): CleanedName {
  let name = basename(input.slice(-MAX_NAME_LENGTH * 2)).slice(0, MAX_NAME_LENGTH).replace(/\s+/g, ' ').trim();
  for (let pass = 0; pass < 3; pass += 1) {
    const before = name;
    name = name.replace(VIDEO_AUDIO_EXTENSION, '').replace(TS_EXTENSION, '');
    name = name.replace(BRACKETED_SITE_PREFIX, '').replace(WWW_PREFIX, '').replace(SITE_DASH_PREFIX, '');
    name = name.replace(TRAILING_SITE, '').replace(TRAILING_TRACKER_TAG, '').replace(TRAILING_DISC_NUMBER, '');
    name = replaceInTail(name, TRAILING_JUNK_SUFFIX);
    name = name.replace(TRAILING_SEPARATORS, '').trim();
    if (name === before) break;
  }
  name = name.replace(HASH, '').trim();
  let fansubGroup: string | null = null;
  const fansub = FANSUB_GROUP.exec(name);
  if (fansub?.[1] && !NOT_A_GROUP.test(fansub[1].trim()) && fansub[0].length < name.length) {
    fansubGroup = fansub[1].trim();
    name = name.slice(fansub[0].length);
  }
  return { name, fansubGroup };
}

/** Dots and underscores become spaces and runs of spaces one, so every rule sees one separator. */
export function spaceOut(name: string): string {
  return name
    .replace(/[._]/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
