import type { Codec, HdrFormat, Modifier, Resolution, Source } from './parsed-release.ts';

/**
 * Quality words read from the spaced-out name (dots/underscores already spaces). Every rule
 * is a word-bounded alternation without nested quantifiers, so matching stays linear.
 */

const RESOLUTION_RULES: ReadonlyArray<[RegExp, Resolution]> = [
  [/(?<![\d.])2160[pi]\b|\b(?:4k|uhd|3840 ?x ?2160|4096 ?x ?2160)\b/i, 2160],
  [/(?<![\d.])1080[pi]\b|\b(?:fhd|1920 ?x ?\d{3,4}|1440 ?x ?1080)\b/i, 1080],
  [/(?<![\d.])720[pi]\b|\b1280 ?x ?\d{3}\b/i, 720],
  [/(?<![\d.])576[pi]\b|\b720 ?x ?576\b/i, 576],
  [/(?<![\d.])480[pi]\b|\b(?:720 ?x ?480|640 ?x ?480|848 ?x ?480)\b/i, 480],
];

export function parseResolution(text: string): Resolution | null {
  let best: Resolution | null = null;
  let bestAt = Number.POSITIVE_INFINITY;
  for (const [rule, value] of RESOLUTION_RULES) {
    const match = rule.exec(text);
    if (match && match.index < bestAt) {
      best = value;
      bestAt = match.index;
    }
  }
  return best;
}

const BLURAY = /\b(?:bluray|bd)(?=\d{3,4}[pi]\b)|\bm?blu ?-?ray\b|\b(?:bluray|bd ?rip|br ?-?rip|bd(?:25|50|66|100)?|bdmv|bdiso|bd ?remux|bdmux|uhd ?bd|hddvd|hd ?-?dvd|hdlight|mhd)\b/i;
const WEBRIP = /\b(?:web ?-?rip|webrip|web ?-?cap|webcap|webmux)\b/i;
const WEBDL = /\b(?:web ?-?dl|webdl|web ?-?hd|hdrip|webdlmux|web ?-?dlrip|itunes ?hd|amazon ?hd|netflix ?u?hd)\b|\bWEB\b/i;
// A bare lower-case "web" is a quality word only beside other quality words ("The.Web" is a title).
const BARE_WEB = /\bweb\b/g;
const WEB_CONTEXT = /^(?: ?[-\])]| (?:[xh] ?26[45]|avc|hevc|dd|ddp|aac|\d{3,4}p)\b)/i;
const WEB_CONTEXT_BEFORE = /(?:\d{3,4}p|[[(]|-) ?$/i;
const STREAMING = /\b(?:amzn|netflix|itunes ?hd|amazon ?hd|dsnp|dsny|hmax|atvp|aptv|pcok|pmtp|crav|hulu|itunes|funi|anpl|hidive)\b/i;
// Short service tags are only tags when written in their usual capitals ("Max" is a word).
const STREAMING_CAPITALS = /\b(?:NF|STAN|VRV|CR|ADN|iP|MUBI|MAX|SHO|ROKU|DCU|HBO|TUBI|iT|SKST|CRiT|NOW)\b/;
const TV = /\b(?:hdtv|pdtv|sdtv|uhdtv|dsr|dsrip|tvrip|hdtvrip|dtv|satrip|dvb(?:rip)?|ppv|tv ?rip|hdtv ?rip|hd tv)\b/i;
const DVD = /\b(?:dvd|dvdrip|dvd ?-?rip|dvdr|dvd5|dvd9|dvdmux|ntsc|pal|vhs(?:rip)?|dvd ?scr|dvdscr|xvidvd|r5|r6)\b/i;
const CAM = /\b(?:cam|camrip|cam ?-?rip|hd ?-?cam|hdcam)\b/i;
const TELESYNC = /\b(?:ts|telesync|hd ?-?ts|hdts|pdvd|predvd(?:rip)?|tsrip|telesynch)\b/i;
const TELECINE = /\b(?:tc|telecine|hd ?-?tc|hdtc)\b/i;
const WORKPRINT = /\b(?:wp|workprint)\b/i;
const SCREENER = /\b(?:scr|screener|dvd ?-?scr|dvdscr|bd ?-?scr|bdscr|web ?-?scr|webscr)\b/i;

const SOURCE_RULES: ReadonlyArray<[RegExp, Source]> = [
  [CAM, 'cam'],
  [TELESYNC, 'telesync'],
  [TELECINE, 'telecine'],
  [WORKPRINT, 'workprint'],
  [BLURAY, 'bluray'],
  [WEBRIP, 'webrip'],
  [WEBDL, 'webdl'],
  [TV, 'tv'],
  [DVD, 'dvd'],
];

const REMUX = /\b(?:remux|bdremux|bd ?-?remux)\b/i;
const BRDISK = /\b(?:complete ?-?(?:uhd ?-?)?blu ?-?ray|bd(?:25|50|66|100)|bdmv|bdiso|br ?-?disk|iso)\b/i;
const RAW_BLURAY_CODEC = /\b(?:avc|vc ?-?1|mpeg ?-?2)\b/i;
const ENCODED = /\b(?:x ?26[45]|xvid|divx|rip|bd ?rip|br ?rip|hevc)\b/i;
const RAWHD = /\b(?:raw ?-?hd)\b/i;
const MPEG2_1080I = /\b1080i\b.*\bmpeg ?-?2\b|\bmpeg ?-?2\b.*\b1080i\b/i;
const REGIONAL = /\b(?:r5|r6|regional)\b/i;

/** WEB-DL proper, capital `WEB`, or a lower-case `web` standing among quality words. */
function isWebDl(text: string): boolean {
  const strict = WEBDL.exec(text);
  if (strict && !/^web$/i.test(strict[0])) return true;
  if (/\bWEB\b/.test(text)) return true;
  BARE_WEB.lastIndex = 0;
  for (let match = BARE_WEB.exec(text); match; match = BARE_WEB.exec(text)) {
    const after = text.slice(match.index + 3, match.index + 12);
    const before = text.slice(Math.max(0, match.index - 8), match.index);
    if (WEB_CONTEXT.test(after) || WEB_CONTEXT_BEFORE.test(before) || match.index + 3 === text.length) return true;
  }
  return false;
}

export interface SourceAndModifier {
  source: Source | null;
  modifier: Modifier | null;
}

/** `text` is the part of the name after the title, so title words like "Web" do not count. */
export function parseSourceAndModifier(text: string): SourceAndModifier {
  let source: Source | null = null;
  for (const [rule, value] of SOURCE_RULES) {
    if (rule.test(text) && (value !== 'webdl' || isWebDl(text))) {
      source = value;
      break;
    }
  }
  // Screener and regional releases keep the source they were made from (usually a DVD).
  if (SCREENER.test(text)) {
    const fromDisc = /\bbd ?-?scr\b/i.test(text) ? 'bluray' : null;
    return { source: fromDisc ?? (source === 'bluray' || source === 'webdl' ? source : 'dvd'), modifier: 'screener' };
  }
  if (REGIONAL.test(text) && (source === null || source === 'dvd')) return { source: 'dvd', modifier: 'regional' };
  if (source === null && (STREAMING.test(text) || STREAMING_CAPITALS.test(text))) source = 'webdl';
  if (REMUX.test(text)) return { source: source === null || source === 'dvd' ? (source ?? 'bluray') : source, modifier: 'remux' };
  if (RAWHD.test(text) || (source === 'tv' && MPEG2_1080I.test(text))) return { source: source ?? 'tv', modifier: 'rawhd' };
  if (source === 'bluray' && (BRDISK.test(text) || (RAW_BLURAY_CODEC.test(text) && !ENCODED.test(text)))) {
    return { source, modifier: 'brdisk' };
  }
  return { source, modifier: null };
}

const CODEC_RULES: ReadonlyArray<[RegExp, Codec]> = [
  [/\b(?:x ?264|h ?-?264|avc1?|mpeg ?-?4 ?avc)\b/gi, 'x264'],
  [/\b(?:x ?265|h ?-?265|hevc)\b/gi, 'x265'],
  [/\bxvid(?:hd)?\b/gi, 'xvid'],
  [/\bdivx\b/gi, 'divx'],
  [/\bav1\b/gi, 'av1'],
  [/\bvp9\b/gi, 'vp9'],
  [/\bmpeg ?-?2\b/gi, 'mpeg2'],
  [/\bvc ?-?1\b/gi, 'vc1'],
];

export function parseCodec(text: string): Codec | null {
  let best: Codec | null = null;
  let bestAt = Number.POSITIVE_INFINITY;
  for (const [rule, value] of CODEC_RULES) {
    rule.lastIndex = 0;
    const match = rule.exec(text);
    if (match && match.index < bestAt) {
      best = value;
      bestAt = match.index;
    }
  }
  return best;
}

const DOLBY_VISION = /\b(?:dv|dovi|dolby ?-?vision|dv ?hdr(?:10)?|dvhdr)\b/i;
const HDR10_PLUS = /\bhdr ?10 ?(?:\+|plus\b|p\b)|\bhdr10plus\b/i;
const HDR10 = /\b(?:hdr ?10|hdr|dvhdr|dvhdr10|hdrdv)\b/i;
const HLG = /\bhlg\b/i;

export function parseHdr(text: string): HdrFormat[] {
  const formats: HdrFormat[] = [];
  if (DOLBY_VISION.test(text)) formats.push('dv');
  const plus = HDR10_PLUS.test(text);
  const withoutPlus = plus ? text.replace(/\bhdr ?10 ?(?:\+|plus\b|p\b)|\bhdr10plus\b/gi, ' ') : text;
  if (HDR10.test(withoutPlus)) formats.push('hdr10');
  if (plus) formats.push('hdr10plus');
  if (HLG.test(text)) formats.push('hlg');
  return formats;
}

const PROPER = /\b(?:proper|repack|rerip|real ?proper)(\d)?\b/i;
const VERSION = /(?:\d|\[)v(\d)\b|\bv(\d)\b/i;

/** 1 normally; PROPER/REPACK → 2 (REPACK2 → 3, as it is the third copy); `v2`, `v3` as written. */
export function parseRevision(text: string): number {
  let revision = 1;
  const proper = PROPER.exec(text);
  if (proper) revision = proper[1] ? Number(proper[1]) + 1 : 2;
  const version = VERSION.exec(text);
  if (version) {
    const value = Number(version[1] ?? version[2]);
    if (value > revision && value < 10) revision = value;
  }
  return revision;
}
