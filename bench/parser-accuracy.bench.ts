/**
 * Field accuracy of our release parser against @ctrl/video-filename-parser (a port of
 * Radarr/Sonarr's parser) and parse-torrent-title, on a held-out hand-labelled set that none
 * of the parser's tests use. Titles are compared with normalizeTitle, as the service matches
 * them. @ctrl/video-filename-parser is told whether each name is a TV release (a hint ours
 * does not get). The two npm parsers are dev dependencies of the bench only.
 */
import { filenameParse } from '@ctrl/video-filename-parser';
import ptt from 'parse-torrent-title';
import { normalizeTitle, parseReleaseName } from '../packages/acquisition/src/parsing/index.ts';
import { heldOut, type Label } from './parser/held-out.ts';

type Field = keyof Label;
const FIELDS: Field[] = ['title', 'year', 'season', 'numbers', 'resolution', 'source', 'codec', 'group'];

const SOURCES: Record<string, string> = {
  bluray: 'bluray', bdrip: 'bluray', brrip: 'bluray', 'blu-ray': 'bluray', bdremux: 'bluray', webdl: 'webdl', 'web-dl': 'webdl',
  web: 'webdl', webrip: 'webrip', tv: 'tv', hdtv: 'tv', pdtv: 'tv', sdtv: 'tv', dvd: 'dvd', dvdrip: 'dvd', cam: 'cam',
  hdcam: 'cam', camrip: 'cam', telesync: 'telesync', ts: 'telesync', hdts: 'telesync', telecine: 'telecine', tc: 'telecine',
  workprint: 'workprint', screener: 'dvd', scr: 'dvd', dvdscr: 'dvd', ppv: 'tv',
};
const CODECS: Record<string, string> = { x264: 'x264', h264: 'x264', avc: 'x264', x265: 'x265', h265: 'x265', hevc: 'x265', xvid: 'xvid', divx: 'divx', av1: 'av1', vp9: 'vp9', mpeg2: 'mpeg2', vc1: 'vc1' };

function resolutionOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  if (/4k|2160/i.test(value)) return 2160;
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) ? number : null;
}

function mapped(table: Record<string, string>, value: unknown): string | null {
  return typeof value === 'string' ? (table[value.toLowerCase().replace(/[^a-z0-9-]/g, '')] ?? null) : null;
}

function numbersOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return typeof value === 'number' ? [value] : [];
}

const parsers: Record<string, (name: string, tv: boolean) => Label> = {
  ours(name) {
    const parsed = parseReleaseName(name);
    return {
      title: parsed.title,
      year: parsed.year,
      season: parsed.season,
      numbers: parsed.episodes.length > 0 ? parsed.episodes : parsed.absolute_episodes,
      resolution: parsed.resolution,
      source: parsed.source,
      codec: parsed.codec,
      group: parsed.group,
    };
  },
  '@ctrl/video-filename-parser'(name, tv) {
    const parsed = filenameParse(name, tv) as unknown as Record<string, unknown>;
    const seasons = parsed.seasons as number[] | undefined;
    const episodes = (parsed.episodeNumbers as number[] | undefined) ?? [];
    const absolute = (parsed.absoluteEpisodeNumbers as number[] | undefined) ?? [];
    return {
      title: (parsed.title as string) || null,
      year: parsed.year ? Number(parsed.year) : null,
      season: seasons && seasons.length > 0 ? (seasons[0] ?? null) : null,
      numbers: episodes.length > 0 ? episodes : absolute,
      resolution: resolutionOf(parsed.resolution),
      source: mapped(SOURCES, (parsed.sources as string[] | undefined)?.[0]),
      codec: mapped(CODECS, parsed.videoCodec),
      group: (parsed.group as string) || null,
    };
  },
  'parse-torrent-title'(name) {
    const parsed = (ptt as unknown as { parse(name: string): Record<string, unknown> }).parse(name);
    return {
      title: (parsed.title as string) || null,
      year: typeof parsed.year === 'number' ? parsed.year : null,
      season: typeof parsed.season === 'number' ? parsed.season : null,
      numbers: numbersOf(parsed.episode),
      resolution: resolutionOf(parsed.resolution),
      source: mapped(SOURCES, parsed.source),
      codec: mapped(CODECS, parsed.codec),
      group: (parsed.group as string) || null,
    };
  },
};

function same(field: Field, got: Label[Field], want: Label[Field]): boolean {
  if (field === 'title') return normalizeTitle(String(got ?? '')) === normalizeTitle(String(want ?? ''));
  return JSON.stringify(got) === JSON.stringify(want);
}

const scores: Record<string, Record<Field, number>> = {};
for (const [parserName, parse] of Object.entries(parsers)) {
  const score = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<Field, number>;
  for (const { name, label } of heldOut) {
    const tv = label.season !== null || label.numbers.length > 0 || /\b(?:19|20)\d\d[. -]\d\d[. -]\d\d\b/.test(name);
    let got: Label;
    try {
      got = parse(name, tv);
    } catch {
      continue;
    }
    for (const field of FIELDS) if (same(field, got[field], label[field])) score[field] += 1;
  }
  scores[parserName] = score;
}

const total = heldOut.length;
const percent = (n: number) => `${((100 * n) / total).toFixed(1)}%`.padStart(7);
const names = Object.keys(parsers);
console.log(`parser accuracy on ${total} held-out labelled names (share of names with the field right)`);
console.log(`${'field'.padEnd(12)}${names.map((n) => n.padStart(30)).join('')}`);
for (const field of FIELDS) {
  console.log(`${field.padEnd(12)}${names.map((n) => percent(scores[n]?.[field] ?? 0).padStart(30)).join('')}`);
}
const overall = (n: string) => FIELDS.reduce((sum, field) => sum + (scores[n]?.[field] ?? 0), 0) / (FIELDS.length * total);
console.log(`${'overall'.padEnd(12)}${names.map((n) => `${(100 * overall(n)).toFixed(1)}%`.padStart(30)).join('')}`);
for (const other of names.slice(1)) {
  console.log(`ratio ours / ${other}: ${(overall('ours') / overall(other)).toFixed(2)}`);
}
