import { type Case, crossCases } from './case.ts';

const tokens: ReadonlyArray<readonly [string, number]> = [
  ['PROPER', 2],
  ['REPACK', 2],
  ['Proper', 2],
  ['Repack', 2],
  ['RERIP', 2],
  ['REPACK2', 3],
  ['PROPER2', 3],
  ['REAL.PROPER', 2],
  ['INTERNAL', 1],
  ['LIMITED', 1],
];

const templates = [
  'Movie.Title.2010.{}.1080p.BluRay.x264-GRP',
  'Show.Name.S01E01.{}.720p.HDTV.x264-GRP',
  'Movie Title 2010 1080p {} WEB-DL',
  'Show Name S03 {} 1080p WEB-DL',
];

const written: Case[] = [
  ['Movie.Title.2010.1080p.BluRay.x264-GRP', { revision: 1 }],
  ['[Group] Show Name - 05v2 [1080p]', { revision: 2 }],
  ['[Group] Show Name - 05v3 [1080p]', { revision: 3 }],
  ['[Group] Show Name - 05v4 [1080p]', { revision: 4 }],
  ['[Group] Show Name - 05 [v2] [1080p]', { revision: 2 }],
  ['[Group] Show Name - 05 v2 [1080p]', { revision: 2 }],
  ['Show.Name.S01E05v2.720p.HDTV', { revision: 2 }],
  ['The.Proper.Way.2010.1080p.BluRay', { revision: 1 }],
  ['Repack.The.Movie.2010.720p.BluRay', { revision: 1 }],
  ['Show.Name.S01E01.720p.HDTV.PROPER.x264-GRP', { revision: 2 }],
  ['Show.Name.S01E01.REPACK.PROPER.720p.HDTV', { revision: 2 }],
  ['Show.Name.S01E01.720p.WEB.h264-GRP', { revision: 1 }],
  ['Movie.Title.2010.V2.1080p.WEB-DL', { revision: 2 }],
  ['Show Name S01E01 1080p WEB-DL PROPER', { revision: 2 }],
];

export const revisionCases: Case[] = [...written, ...crossCases(templates, tokens, (revision) => ({ revision }))];
