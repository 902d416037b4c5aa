import { describe, expect, it } from 'vitest';
import { candidate, decisionInput } from './decision-fixtures.ts';
import type { Candidate, DecisionInput } from './decision.types.ts';
import { rankReleases } from './decision-engine.ts';

const GIB = 1024 ** 3;
const NOW = '2026-03-01T12:00:00.000Z';

function order(candidates: Candidate[], changes: Partial<DecisionInput> = {}): string[] {
  const ranked = rankReleases(decisionInput({ now: NOW, ...changes, candidates }));
  expect(ranked.map((decision) => decision.rank)).toEqual(candidates.map((_, index) => index + 1));
  return ranked.map((decision) => decision.release.guid);
}

const settings = decisionInput().settings;
const preferTorrent = { settings: { ...settings, delay_profile: { ...settings.delay_profile!, preferred_protocol: 'torrent' as const } } };

describe('ranking of accepted releases', () => {
  it.each([
    {
      name: 'quality (profile order) before custom-format score',
      releases: [
        candidate({ guid: 'b-web-remaster', title: 'The.Matrix.1999.REMASTERED.1080p.WEB-DL-GRP' }, { source: 'webdl' }),
        candidate({ guid: 'a-bluray' }),
      ],
      expected: ['a-bluray', 'b-web-remaster'],
    },
    {
      name: 'a PROPER before the first release of the same quality',
      releases: [candidate({ guid: 'a-first' }), candidate({ guid: 'b-proper' }, { revision: 2 })],
      expected: ['b-proper', 'a-first'],
    },
    {
      name: 'custom-format score within a quality',
      releases: [
        candidate({ guid: 'a-plain' }),
        candidate({ guid: 'b-imax', title: 'The.Matrix.1999.IMAX.1080p.BluRay.x264-GRP' }),
      ],
      expected: ['b-imax', 'a-plain'],
    },
    {
      name: "the delay profile's preferred protocol",
      releases: [candidate({ guid: 'a-usenet' }), candidate({ guid: 'b-torrent', protocol: 'torrent', seeders: 3 })],
      changes: preferTorrent,
      expected: ['b-torrent', 'a-usenet'],
    },
    {
      name: 'indexer priority (lower first)',
      releases: [candidate({ guid: 'a-low', indexer: 'Slow' }), candidate({ guid: 'b-high', indexer: 'Fast' })],
      changes: {
        settings: {
          ...settings,
          indexers: { Slow: { enabled: true, minimum_seeders: 1, priority: 40 }, Fast: { enabled: true, minimum_seeders: 1, priority: 5 } },
        },
      },
      expected: ['b-high', 'a-low'],
    },
    {
      name: 'seeders of torrents by order of magnitude',
      releases: [
        candidate({ guid: 'a-few', protocol: 'torrent', seeders: 5 }),
        candidate({ guid: 'b-many', protocol: 'torrent', seeders: 500 }),
      ],
      expected: ['b-many', 'a-few'],
    },
    {
      name: 'size nearest the preferred size when seeders are alike',
      releases: [
        candidate({ guid: 'a-far', protocol: 'torrent', seeders: 480, size: 18 * GIB }),
        candidate({ guid: 'b-near', protocol: 'torrent', seeders: 510, size: 6.5 * GIB }),
      ],
      expected: ['b-near', 'a-far'],
    },
    {
      name: 'newer usenet posts first',
      releases: [
        candidate({ guid: 'a-old', publish_date: '2026-02-20T12:00:00.000Z' }),
        candidate({ guid: 'b-new', publish_date: '2026-03-01T11:30:00.000Z' }),
      ],
      expected: ['b-new', 'a-old'],
    },
    {
      name: 'the guid settles full ties',
      releases: [candidate({ guid: 'b-same' }), candidate({ guid: 'a-same' })],
      expected: ['a-same', 'b-same'],
    },
  ])('orders by $name', ({ releases, expected, changes }) => {
    expect(order(releases, changes)).toEqual(expected);
    expect(order([...releases].reverse(), changes)).toEqual(expected);
  });

  it('puts the larger release first when the runtime is unknown', () => {
    const releases = [candidate({ guid: 'a-small', size: 4 * GIB }), candidate({ guid: 'b-large', size: 12 * GIB })];
    const unknownRuntime = { title: { ...decisionInput().title, runtime_minutes: null } };
    expect(order(releases, unknownRuntime)).toEqual(['b-large', 'a-small']);
  });
});
