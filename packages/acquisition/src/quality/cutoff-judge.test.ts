import { describe, expect, it } from 'vitest';
import { buildCutoffJudge } from './cutoff-judge.ts';
import type { QualityProfile } from './quality.types.ts';

const profile = (overrides: Partial<QualityProfile> = {}): QualityProfile => ({
  id: 7,
  name: 'Test',
  kind: 'video',
  items: [
    { name: 'HDTV-720p', qualities: ['hdtv-720p'], allowed: true },
    { name: 'WEB 1080p', qualities: ['webdl-1080p', 'webrip-1080p'], allowed: true },
    { name: 'Bluray-1080p', qualities: ['bluray-1080p'], allowed: true },
  ],
  cutoff: 'webdl-1080p',
  upgrade_allowed: true,
  min_format_score: 0,
  cutoff_format_score: 0,
  min_upgrade_format_score: 1,
  format_scores: [],
  ...overrides,
});

describe('cutoff judge', () => {
  it('is met at or above the cutoff group, by name as files store it', () => {
    const judge = buildCutoffJudge([profile()]);
    expect(judge(7, 'HDTV-720p')).toBe(false);
    expect(judge(7, 'WEBRip-1080p')).toBe(true);
    expect(judge(7, 'WEBDL-1080p')).toBe(true);
    expect(judge(7, 'Bluray-1080p')).toBe(true);
  });

  it('is not met by an unknown quality or one the profile does not list', () => {
    const judge = buildCutoffJudge([profile()]);
    expect(judge(7, null)).toBe(false);
    expect(judge(7, 'Remux-2160p')).toBe(false);
  });

  it('is always met when the profile does not upgrade or is unknown', () => {
    const judge = buildCutoffJudge([profile({ upgrade_allowed: false })]);
    expect(judge(7, null)).toBe(true);
    expect(judge(99, 'HDTV-720p')).toBe(true);
  });
});
