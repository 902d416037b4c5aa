import { isLanguageTag } from './language.ts';

/**
 * The release group: the word after the last `-` at the end of the name (scene and P2P), a
 * trailing `[YTS.MX]`-style tag, or the last word of a trailing `(... x265 10bit Tigole)`.
 * Anime fansub groups come from the opening bracket and are handled by the caller.
 */

// Groups whose own name holds a dash, which the last-dash rule would cut in half.
const DASHED_GROUPS = /[-. ](D-Z0N3|Ni-Kon|FTW-HD|FTW-HS|E-Z|HD-?Vision|VH-PROD|DX-TV|Blu-bits|DON-?T|Mr-?Robot|TS-?X)$/i;
// Groups known to be written after a dot or a space instead of a dash.
const DOTTED_GROUPS = /[. ](KRaLiMaRKo|BluDragon|E\.N\.D|Vyndros|HDO|EuReKA|WiKi|CtrlHD)$/;
const DASH_GROUP = /-([\p{L}\p{N}][\p{L}\p{N}@&!~+]{0,30}(?:\.[A-Za-z]{2,3})?)(?:\s*\[[^\]]*\])*(?:[ ._](?:english|eng|german|french))?$/iu;
const BRACKET_GROUP = /[[(]((?:YTS|YIFY)(?:\.[A-Za-z]{2,3})?|SEV|XZVN|-ZR-|Koten_Gars|RARBG|EVO|PSA|Tigole|QxR|Joy|GalaxyRG|TGx|Silence|afm72|UTR|SARTRE|FreetheFish|Ghost|Bandi|Kappa|MONOLITH|Qman|RZeroX|SAMPA|theincognito|t3nzin|Vyndros|HDO|DusIctv|DHD|SEV|CtrlHD|ADC|XZVN|RH|Kametsu|ImE|SAMPA|r00t|Garshasp|Anna|Panda|NeoNoir|Ralphy|HONE|LION|ANONAZ)[\])](?:\s*\[[^\]]*\])*\s*$/i;
const PAREN_GROUP_LAST_WORD = /[([]([^()[\]]*\b(?:x26[45]|hevc|h ?26[45]|10bit|bluray|web-?dl|webrip|\d{3,4}p)\b[^()[\]]*) ([A-Za-z][A-Za-z0-9]{1,20})[)\]](?:\s*\[[^\]]*\])*\s*$/i;

// "... x264 AAC - QRips": a spaced dash counts only after quality words, never after a title.
const SPACED_DASH_GROUP = / - ([A-Za-z][A-Za-z0-9]{1,20})$/;
const QUALITY_BEFORE = /\b(?:x26[45]|h\.?26[45]|hevc|xvid|aac|ac3|dts|ddp?5\.?1|web-?dl|webrip|bluray|brrip|bdrip|hdtv|\d{3,4}p)\W*$/i;

const PAREN_NOT_GROUP = /^(?:aac|ac3|dts|ddp?|opus|flac|eac3|atmos|truehd|bit|hevc|x265|x264|hdr|sdr|dv|subs?|e?subs?|mkv|mp4|batch|dual|multi|remux|hybrid)$/i;
// Anime-movie uploaders who put their tag in brackets right after the title.
const KNOWN_BRACKET_GROUP = /\[(DHD|SEV|DusIctv|CtrlHD|XZVN|ADC|RH|Kametsu|-ZR-|Koten_Gars)\]/;

const NOT_A_GROUP = new Set(
  [
    'web', 'dl', 'webdl', 'webrip', 'rip', 'hd', 'sd', 'hdtv', 'bluray', 'ray', 'dvd', 'dvdrip', 'bdrip', 'brrip', 'x264',
    'x265', 'h264', 'h265', 'hevc', 'avc', 'xvid', 'divx', 'dts', 'ma', 'hdma', 'x', 'es', 'aac', 'ac3', 'dd', 'ddp', 'eac3',
    'truehd', 'atmos', 'flac', 'mp3', 'remux', 'hdr', 'hdr10', 'sdr', 'dv', 'dovi', 'uhd', '10bit', '8bit', 'proper',
    'repack', 'internal', 'limited', 'subs', 'sub', 'audio', 'multi', 'dual', 'eng', 'ger', 'ita', 'fre', 'spa', 'rus',
    'mkv', 'mp4', 'avi', 'cam', 'ts', 'tc', 'scr', 'screener', 'complete', 'season', 'vol', 'cd', 'cd1', 'cd2', 'ep', 'ws',
    'dsnp', 'amzn', 'nf', 'hmax', 'atvp', 'max', 'sample', 'ost', 'hybrid', 'dl', 'webhd', 'hq', 'lq', 'sdtv', 'uhdtv',
    '2ch', '6ch', '8ch', 'vbr', 'cbr', 'kbps', 'hi10p', 'hi10', 'ova', 'extended', 'unrated', 'remastered', 'imax', 'cut',
  ].map((word) => word.toLowerCase()),
);
const QUALITY_LIKE = /^(?:\d{3,4}[pi]|\d+(?:\.\d)?(?:ch)?|[xh]\.?26[45]|s\d{1,2}(?:e\d{1,4})?|e\d{1,4}|\d{1,2}x\d{1,3}|(?:19|20)\d\d|ddp?\d.*|aac\d.*|dts.*|v\d|\d{2,3}kbps|\d{1,2}bit)$/i;

function acceptable(group: string): boolean {
  const lower = group.toLowerCase();
  return group.length > 0 && !NOT_A_GROUP.has(lower) && !QUALITY_LIKE.test(group);
}

/** `name` is the cleaned name (separators untouched); `titleEnd` is where its title ends. */
export function findGroup(name: string, titleEnd: number): string | null {
  const dashed = DASHED_GROUPS.exec(name);
  if (dashed?.[1] && dashed.index >= titleEnd) return dashed[1];
  const paren = PAREN_GROUP_LAST_WORD.exec(name);
  if (paren?.[2] && acceptable(paren[2]) && !PAREN_NOT_GROUP.test(paren[2]) && !isLanguageTag(paren[2], true)) return paren[2];
  const bracket = BRACKET_GROUP.exec(name) ?? KNOWN_BRACKET_GROUP.exec(name.slice(titleEnd));
  if (bracket?.[1]) return bracket[1];
  const dotted = DOTTED_GROUPS.exec(name);
  if (dotted?.[1]) return dotted[1];
  const dash = DASH_GROUP.exec(name);
  if (dash?.[1] && dash.index >= titleEnd && acceptable(dash[1])) {
    // "...WEB-DL" and "...Blu-ray" end in a quality word, not a group.
    const before = name.slice(Math.max(0, dash.index - 4), dash.index).toLowerCase();
    if (!(/blu$/.test(before) && /^ray$/i.test(dash[1]))) return dash[1];
  }
  const spaced = SPACED_DASH_GROUP.exec(name);
  if (spaced?.[1] && spaced.index >= titleEnd && acceptable(spaced[1]) && QUALITY_BEFORE.test(name.slice(0, spaced.index))) {
    return spaced[1];
  }
  return null;
}
