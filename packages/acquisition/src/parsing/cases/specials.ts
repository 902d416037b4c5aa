import { type Case, episode } from './case.ts';

/** Specials numbered in season 0 (and episode 0 of a season). */
export const specialCases: Case[] = [
  ['Show.Name.S00E01.720p.HDTV.x264-GRP', episode('Show Name', 0, [1])],
  ['Show.Name.S00E05.Behind.the.Scenes.1080p.WEB-DL', episode('Show Name', 0, [5])],
  ['Show Name S00E10 Christmas Special 720p', episode('Show Name', 0, [10])],
  ['Doctor.Who.2005.S00E150.The.Day.of.the.Doctor.1080p.BluRay.x264-GRP', episode('Doctor Who', 0, [150], { year: 2005 })],
  ['Show Name - S00E01 - Pilot [1080p]', episode('Show Name', 0, [1])],
  ['Show.Name.S00E01E02.720p.HDTV', episode('Show Name', 0, [1, 2])],
  ['Show Name 0x01 Special', episode('Show Name', 0, [1])],
  ['Show.Name.0x05.HDTV.XviD', episode('Show Name', 0, [5])],
  ['[Impatience] Show Name - 0x01 [720p][34073169].mkv', episode('Show Name', 0, [1], { group: 'Impatience' })],
  ['Show.Name.S02E00.Special.720p.HDTV', episode('Show Name', 2, [0])],
  ['Show Name S00E03 The Making Of 1080p WEB H264-GRP', episode('Show Name', 0, [3], { group: 'GRP' })],
  ['The.Simpsons.S00E01.720p.WEB-DL', episode('The Simpsons', 0, [1])],
  ['Sherlock.S00E01.The.Abominable.Bride.1080p.BluRay.x264-GRP', episode('Sherlock', 0, [1])],
  ['Show.Name.S00E99.1080p.WEB.H264-GRP', episode('Show Name', 0, [99])],
  ['Show Name S0E1 720p', episode('Show Name', 0, [1])],
  ['Show.Name.S00.E04.720p.WEB-DL', episode('Show Name', 0, [4])],
  ['Show Name - Season 0 Episode 2', episode('Show Name', 0, [2])],
  ['Show.Name.S00E01-E03.1080p.BluRay', episode('Show Name', 0, [1, 2, 3])],
  ['Show_Name_S00E07_Special_720p', episode('Show Name', 0, [7])],
  ['Top.Gear.S00E60.Patagonia.Special.720p.HDTV.x264-FTP', episode('Top Gear', 0, [60])],
];
