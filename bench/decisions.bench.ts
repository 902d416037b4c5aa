/**
 * Time to decide and rank 1,000 releases for one title (the 4K profile with every default custom
 * format, a restriction, a blocklist and a delay profile in play). Prints the median of several
 * runs and releases per second, for the engine alone and with the parser in front of it.
 */
import { decideReleases } from '../packages/acquisition/src/decisions/decision-engine.ts';
import { decisionInput, fixtureProfile, movieTitle, version } from '../packages/acquisition/src/decisions/decision-fixtures.ts';
import type { Candidate, Release } from '../packages/acquisition/src/decisions/decision.types.ts';
import { parseReleaseName } from '../packages/acquisition/src/parsing/index.ts';

const RELEASES = 1000;
const RUNS = 15;
const GIB = 1024 ** 3;

const titles = ['The.Matrix', 'The.Matrix', 'The.Matrix', 'The.Matrix.Reloaded'];
const qualities = [
  '2160p.UHD.BluRay.REMUX.HDR.HEVC.TrueHD.7.1.Atmos',
  '2160p.BluRay.x265.10bit.HDR10',
  '2160p.WEB-DL.DV.HDR.H.265.DDP5.1',
  '2160p.WEBRip.x265',
  '1080p.BluRay.x264.DTS',
  '720p.HDTV.x264',
  'CAM.XviD',
  'HDTS.x264',
];
const groups = ['FGT', 'FraMeSToR', 'NTb', 'GRP', 'YIFY', 'SPARKS', 'EPSiLON'];
const extras = ['', 'REMASTERED.', 'IMAX.', 'PROPER.', '3D.', 'MULTi.'];

function releases(): Release[] {
  const made: Release[] = [];
  for (let index = 0; index < RELEASES; index += 1) {
    const year = index % 17 === 0 ? 2003 : 1999;
    const name = `${titles[index % titles.length]}.${year}.${extras[index % extras.length]}${qualities[index % qualities.length]}-${groups[index % groups.length]}`;
    const torrent = index % 2 === 0;
    made.push({
      title: name,
      guid: `bench-${index}`,
      indexer: `Indexer ${index % 5}`,
      protocol: torrent ? 'torrent' : 'usenet',
      size: (5 + (index % 60)) * GIB,
      publish_date: new Date(Date.parse('2026-03-01T12:00:00.000Z') - (index % 400) * 3_600_000).toISOString(),
      seeders: torrent ? index % 300 : null,
      peers: torrent ? index % 40 : null,
      info_hash: torrent ? index.toString(16).padStart(40, '0') : null,
      download_url: `http://127.0.0.1/${index}`,
    });
  }
  return made;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const raw = releases();
const base = decisionInput({
  title: movieTitle(),
  version: version({
    profile: fixtureProfile(2),
    existing: { quality: 'webdl-2160p', revision: 1, custom_format_score: 50 },
    blocklist: [
      {
        id: 1,
        title_id: 1,
        version_id: null,
        release_title: raw[5]!.title,
        guid: null,
        info_hash: null,
        indexer: null,
        protocol: null,
        reason: 'download_failed',
        created_at: '2026-02-01T00:00:00.000Z',
      },
    ],
  }),
});
base.settings.restrictions = [{ id: 1, name: 'No 3D', must_contain: [], must_not_contain: ['3D', '/\\bhardsub/'], indexer: null, enabled: true }];
base.settings.delay_profile = { ...base.settings.delay_profile!, torrent_delay_minutes: 60 };

const parsedOnce: Candidate[] = raw.map((release) => ({ release, parsed: parseReleaseName(release.title) }));

function time(work: () => unknown): number[] {
  for (let warm = 0; warm < 3; warm += 1) work();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = process.hrtime.bigint();
    work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}

const decided = decideReleases({ ...base, candidates: parsedOnce });
const accepted = decided.filter((decision) => decision.accepted).length;
const engine = median(time(() => decideReleases({ ...base, candidates: parsedOnce })));
const withParser = median(
  time(() => decideReleases({ ...base, candidates: raw.map((release) => ({ release, parsed: parseReleaseName(release.title) })) })),
);

console.log(`decide + rank ${RELEASES} releases for one title (${accepted} accepted), median of ${RUNS} runs`);
console.log(`  engine only:   ${engine.toFixed(2)} ms  (${Math.round((RELEASES / engine) * 1000).toLocaleString('en-US')} releases/s)`);
console.log(`  parse + engine: ${withParser.toFixed(2)} ms  (${Math.round((RELEASES / withParser) * 1000).toLocaleString('en-US')} releases/s)`);
