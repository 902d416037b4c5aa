/**
 * Release-name parser throughput: names per second over 120,000 names generated from varied
 * templates (movies, episodes, packs, daily, anime, music, junk-wrapped names).
 */
import { parseReleaseName } from '../packages/acquisition/src/parsing/index.ts';

const titles = ['The Matrix', 'Blade Runner 2049', 'Spider-Man No Way Home', 'Amélie', "Schindler's List", 'Dune Part Two', '2001 A Space Odyssey', 'Se7en', 'Up', 'The Lord of the Rings The Return of the King'];
const shows = ['Breaking Bad', 'The Office US', 'Doctor Who 2005', "Marvel's Agents of S.H.I.E.L.D.", 'The 100', '9-1-1', 'Law and Order SVU', 'Severance'];
const qualities = ['1080p.BluRay.x264', '2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos', '720p.WEB-DL.DD5.1.H.264', '1080p.AMZN.WEBRip.DDP5.1.x264', 'HDTV.XviD', '2160p.NF.WEB-DL.DDP5.1.DV.HDR.H.265', 'DVDRip.XviD.AC3'];
const groups = ['SPARKS', 'NTb', 'FLUX', 'EVO', 'KILLERS', 'D-Z0N3', 'GalaxyRG265'];
const extras = ['', '.PROPER', '.EXTENDED', '.GERMAN.DL', '.MULTi', '.REPACK', '.iTALiAN'];

function dotted(text: string): string {
  return text.replace(/[ :']/g, '.').replace(/\.{2,}/g, '.');
}

const templates: Array<(i: number) => string> = [
  (i) => `${dotted(titles[i % titles.length] ?? '')}.${1950 + (i % 75)}${extras[i % extras.length]}.${qualities[i % qualities.length]}-${groups[i % groups.length]}`,
  (i) => `${titles[i % titles.length]} (${1950 + (i % 75)}) [${qualities[i % qualities.length]?.split('.')[0]}] [YTS.MX]`,
  (i) => `${dotted(shows[i % shows.length] ?? '')}.S${String((i % 12) + 1).padStart(2, '0')}E${String((i % 24) + 1).padStart(2, '0')}.${qualities[i % qualities.length]}-${groups[i % groups.length]}`,
  (i) => `${dotted(shows[i % shows.length] ?? '')}.S0${(i % 9) + 1}E0${(i % 8) + 1}E0${(i % 8) + 2}.720p.HDTV.x264-${groups[i % groups.length]}[eztv].mkv`,
  (i) => `${shows[i % shows.length]} S0${(i % 9) + 1} ${qualities[i % qualities.length]?.replace(/\./g, ' ')}`,
  (i) => `The.Daily.Show.20${10 + (i % 15)}.0${(i % 9) + 1}.${10 + (i % 18)}.Guest.720p.WEB.h264-JEBAITED`,
  (i) => `[SubsPlease] ${shows[i % shows.length]} - ${(i % 1100) + 1} (1080p) [ABCD${String(i % 10000).padStart(4, '0')}].mkv`,
  (i) => `Artist ${i % 500} - Album ${i % 97} (${1970 + (i % 50)}) [FLAC 24-96]`,
  (i) => `Artist_${i % 300}-Album_${i % 41}-WEB-${2000 + (i % 24)}-GRP`,
  (i) => `www.Torrenting.com - ${dotted(titles[i % titles.length] ?? '')}.${1990 + (i % 30)}.${qualities[i % qualities.length]}-${groups[i % groups.length]}`,
];

const COUNT = 120_000;
const names: string[] = [];
for (let i = 0; i < COUNT; i += 1) names.push((templates[i % templates.length] as (n: number) => string)(Math.floor(i / templates.length) + i));

// Warm up the regex engine so the measurement is the steady state a search sees.
for (let i = 0; i < 5_000; i += 1) parseReleaseName(names[i] as string);

const started = process.hrtime.bigint();
let episodes = 0;
for (const name of names) if (parseReleaseName(name).kind === 'episode') episodes += 1;
const seconds = Number(process.hrtime.bigint() - started) / 1e9;

console.log(`parser throughput: ${Math.round(COUNT / seconds).toLocaleString('en-US')} names/s (${COUNT.toLocaleString('en-US')} names in ${seconds.toFixed(2)} s; ${episodes.toLocaleString('en-US')} episodes)`);
