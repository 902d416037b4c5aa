import { AppError, type Clock, isoNow } from '@hms/platform';
import type { Kysely } from 'kysely';
import { DEFAULT_DELAY_PROFILE_ID } from './quality-defaults.ts';
import type { QualityTables } from './quality.migration.ts';
import { toDelayProfile, toRestriction } from './quality.mappers.ts';
import { QualityRepository } from './quality.repository.ts';
import type { DelayProfile, ReleaseRestriction } from './quality.types.ts';
import { checkName, checkTerms, isInteger, SettingsErrors } from './settings-validation.ts';

export type RestrictionInput = Omit<ReleaseRestriction, 'id'>;
export type DelayProfileInput = Omit<DelayProfile, 'id'>;

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: unknown })?.code ?? '') + String((error as Error)?.message ?? '');
  return text.includes('23505') || text.includes('UNIQUE');
}

/** Release restrictions (must / must not contain) and delay profiles. */
export class ReleaseRulesService {
  private readonly repository: QualityRepository;

  constructor(
    db: Kysely<QualityTables>,
    private readonly clock: Clock,
  ) {
    this.repository = new QualityRepository(db);
  }

  async listRestrictions(): Promise<ReleaseRestriction[]> {
    return (await this.repository.listRestrictions()).map(toRestriction);
  }

  async getRestriction(id: number): Promise<ReleaseRestriction> {
    const row = await this.repository.getRestriction(id);
    if (!row) throw new AppError('restriction_not_found', { restriction_id: id });
    return toRestriction(row);
  }

  async createRestriction(input: RestrictionInput): Promise<ReleaseRestriction> {
    const values = this.restrictionValues(input);
    const now = isoNow(this.clock);
    const { id } = await this.repository.insertRestriction({ ...values, created_at: now, updated_at: now });
    return this.getRestriction(Number(id));
  }

  async updateRestriction(id: number, input: RestrictionInput): Promise<ReleaseRestriction> {
    const values = this.restrictionValues(input);
    const result = await this.repository.updateRestriction(id, { ...values, updated_at: isoNow(this.clock) });
    if (Number(result.numUpdatedRows) === 0) throw new AppError('restriction_not_found', { restriction_id: id });
    return this.getRestriction(id);
  }

  async deleteRestriction(id: number): Promise<void> {
    const result = await this.repository.deleteRestriction(id);
    if (Number(result.numDeletedRows) === 0) throw new AppError('restriction_not_found', { restriction_id: id });
  }

  async listDelayProfiles(): Promise<DelayProfile[]> {
    return (await this.repository.listDelayProfiles()).map(toDelayProfile);
  }

  async getDelayProfile(id: number = DEFAULT_DELAY_PROFILE_ID): Promise<DelayProfile> {
    const row = await this.repository.getDelayProfile(id);
    if (!row) throw new AppError('delay_profile_not_found', { delay_profile_id: id });
    return toDelayProfile(row);
  }

  async createDelayProfile(input: DelayProfileInput): Promise<DelayProfile> {
    const values = this.delayValues(input);
    const now = isoNow(this.clock);
    try {
      const { id } = await this.repository.insertDelayProfile({ ...values, created_at: now, updated_at: now });
      return this.getDelayProfile(Number(id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('delay_profile_name_taken', { name: input.name });
      throw error;
    }
  }

  async updateDelayProfile(id: number, input: DelayProfileInput): Promise<DelayProfile> {
    const values = this.delayValues(input);
    try {
      const result = await this.repository.updateDelayProfile(id, { ...values, updated_at: isoNow(this.clock) });
      if (Number(result.numUpdatedRows) === 0) throw new AppError('delay_profile_not_found', { delay_profile_id: id });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('delay_profile_name_taken', { name: input.name });
      throw error;
    }
    return this.getDelayProfile(id);
  }

  /** The default delay profile stays: every search needs one. */
  async deleteDelayProfile(id: number): Promise<void> {
    if (id === DEFAULT_DELAY_PROFILE_ID) throw new AppError('delay_profile_default', { delay_profile_id: id });
    const result = await this.repository.deleteDelayProfile(id);
    if (Number(result.numDeletedRows) === 0) throw new AppError('delay_profile_not_found', { delay_profile_id: id });
  }

  private restrictionValues(input: RestrictionInput) {
    const errors = new SettingsErrors();
    checkName(errors, 'name', input.name);
    checkTerms(errors, 'must_contain', input.must_contain);
    checkTerms(errors, 'must_not_contain', input.must_not_contain);
    errors.check(
      (input.must_contain?.length ?? 0) + (input.must_not_contain?.length ?? 0) > 0,
      'must_contain',
      'no_terms',
    );
    errors.check(input.indexer === null || (typeof input.indexer === 'string' && input.indexer.length > 0), 'indexer', 'type');
    errors.check(typeof input.enabled === 'boolean', 'enabled', 'type');
    errors.throwIfAny();
    return {
      name: input.name.trim(),
      must_contain: JSON.stringify(input.must_contain),
      must_not_contain: JSON.stringify(input.must_not_contain),
      indexer: input.indexer,
      enabled: input.enabled ? 1 : 0,
    };
  }

  private delayValues(input: DelayProfileInput) {
    const errors = new SettingsErrors();
    checkName(errors, 'name', input.name);
    errors.check(input.preferred_protocol === 'usenet' || input.preferred_protocol === 'torrent', 'preferred_protocol', 'enum');
    for (const key of ['usenet_enabled', 'torrent_enabled', 'bypass_if_highest_quality', 'bypass_if_above_format_score'] as const) {
      errors.check(typeof input[key] === 'boolean', key, 'type');
    }
    for (const key of ['usenet_delay_minutes', 'torrent_delay_minutes'] as const) {
      errors.check(isInteger(input[key]) && input[key] >= 0 && input[key] <= 7 * 24 * 60, key, 'range');
    }
    errors.check(isInteger(input.minimum_bypass_format_score), 'minimum_bypass_format_score', 'type');
    errors.check(input.usenet_enabled || input.torrent_enabled, 'usenet_enabled', 'no_protocol');
    errors.throwIfAny();
    return {
      name: input.name.trim(),
      preferred_protocol: input.preferred_protocol,
      usenet_enabled: input.usenet_enabled ? 1 : 0,
      torrent_enabled: input.torrent_enabled ? 1 : 0,
      usenet_delay_minutes: input.usenet_delay_minutes,
      torrent_delay_minutes: input.torrent_delay_minutes,
      bypass_if_highest_quality: input.bypass_if_highest_quality ? 1 : 0,
      bypass_if_above_format_score: input.bypass_if_above_format_score ? 1 : 0,
      minimum_bypass_format_score: input.minimum_bypass_format_score,
    };
  }
}
