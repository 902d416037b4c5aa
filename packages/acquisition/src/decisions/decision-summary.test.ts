import { describe, expect, it } from 'vitest';
import { candidate, decisionInput } from './decision-fixtures.ts';
import { decideReleases } from './decision-engine.ts';
import { summarizeDecisions } from './decision-summary.ts';

const GIB = 1024 ** 3;

describe('summarizeDecisions', () => {
  it('counts each refusal once per release, most frequent first, and names the best release', () => {
    const decisions = decideReleases(
      decisionInput({
        candidates: [
          candidate({ guid: 'small-1', title: 'Small-1', size: 0.1 * GIB }),
          candidate({ guid: 'small-2', title: 'Small-2', size: 0.2 * GIB }),
          candidate({ guid: 'cam', title: 'Cam' }, { source: 'cam' }),
          candidate({ guid: 'good', title: 'Good' }),
        ],
      }),
    );
    const summary = summarizeDecisions(decisions);
    expect(summary).toMatchObject({ releases: 4, accepted: 1 });
    expect(summary.best?.release.guid).toBe('good');
    expect(summary.refusals).toEqual([
      { code: 'size_too_small', releases: 2, example: { release_title: 'Small-1', params: expect.objectContaining({ runtime_minutes: 136 }) } },
      { code: 'below_minimum_score', releases: 1, example: { release_title: 'Cam', params: { score: -10000, minimum: 0 } } },
      { code: 'quality_not_wanted', releases: 1, example: { release_title: 'Cam', params: { quality: 'cam', profile: 'HD' } } },
    ]);
  });

  it('has no best release when all are refused', () => {
    const summary = summarizeDecisions(decideReleases(decisionInput({ candidates: [candidate({}, { title: 'Else' })] })));
    expect(summary).toMatchObject({ releases: 1, accepted: 0, best: null, refusals: [{ code: 'unknown_title', releases: 1 }] });
  });
});
