import { AppError } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';
import { PROFILE_4K, PROFILE_HD, PROFILE_LOSSLESS_MUSIC } from './quality-defaults.ts';

describe.each(ENGINES)('quality in the wired service on %s', (engine) => {
  let service: TestAcquisition;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
  });
  afterAll(() => service.dispose());

  it('ships the profiles the default versions point at', async () => {
    const versions = await service.database.db.selectFrom('versions').select(['id', 'quality_profile_id']).orderBy('id').execute();
    for (const version of versions) expect(await service.quality.profileExists(version.quality_profile_id)).toBe(true);
    expect((await service.quality.listProfiles()).map((profile) => profile.id)).toEqual([PROFILE_HD, PROFILE_4K, PROFILE_LOSSLESS_MUSIC]);
  });

  it('keeps a profile a version uses and deletes one nobody uses', async () => {
    const error = await service.quality.deleteProfile(PROFILE_HD).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('quality_profile_in_use');
    await service.quality.deleteProfile(PROFILE_4K);
    expect(await service.quality.profileExists(PROFILE_4K)).toBe(false);
  });
});
