import { AppError, type Clock, inTransaction, isoNow } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { BlocklistService } from '../blocklist/blocklist.service.ts';
import { decideReleases } from '../decisions/decision-engine.ts';
import type {
  Candidate,
  DecisionSettings,
  EpisodeFile,
  ExistingFile,
  IndexerPolicy,
  QueuedItem,
  Release,
  ReleaseDecision,
  TitleContext,
} from '../decisions/decision.types.ts';
import { parseReleaseName } from '../parsing/index.ts';
import { QUALITIES } from './quality-catalog.ts';
import type { QualityTables } from './quality.migration.ts';
import { toCustomFormat, toDefinition, toProfile } from './quality.mappers.ts';
import { buildCutoffJudge, type CutoffJudge } from './cutoff-judge.ts';
import { QualityRepository } from './quality.repository.ts';
import type { BlocklistEntry, CustomFormat, FormatScore, QualityDefinition, QualityProfile } from './quality.types.ts';
import type { ReleaseRulesService } from './release-rules.service.ts';
import { checkConditions, checkName, checkProfileItems, checkSizeLimits, isInteger, SettingsErrors } from './settings-validation.ts';

export type ProfileInput = Omit<QualityProfile, 'id' | 'format_scores'> & {
  format_scores: { custom_format_id: number; score: number }[];
};
export type CustomFormatInput = Omit<CustomFormat, 'id'>;
export type DefinitionLimits = Pick<QualityDefinition, 'min_mb_per_minute' | 'preferred_mb_per_minute' | 'max_mb_per_minute'>;

/** What a search hands in to have its releases judged for one title and version. */
export interface DecideRequest {
  profile_id: number;
  title: TitleContext;
  /** When given, the title's blocklist is read and added to `blocklist`. */
  title_id?: number | null;
  existing?: ExistingFile | null;
  episode_files?: EpisodeFile[];
  queued?: QueuedItem[];
  blocklist?: BlocklistEntry[];
  /** Releases as indexers gave them (parsed here) or already parsed. */
  releases: (Release | Candidate)[];
  delay_profile_id?: number;
  indexers?: Record<string, IndexerPolicy>;
  interactive?: boolean;
}

export interface QualityServiceDeps {
  db: Kysely<QualityTables>;
  clock: Clock;
  rules: ReleaseRulesService;
  blocklist: BlocklistService;
  /** Asked before a profile is deleted (wired to the versions module in the composition root). */
  profileInUse?: (profileId: number) => Promise<boolean>;
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: unknown })?.code ?? '') + String((error as Error)?.message ?? '');
  return text.includes('23505') || text.includes('UNIQUE');
}

const asCandidate = (entry: Release | Candidate): Candidate =>
  'release' in entry ? entry : { release: entry, parsed: parseReleaseName(entry.title) };

/**
 * Quality definitions, profiles and custom formats, and the entry point of the decision engine:
 * `decide` loads the settings a decision needs and runs the pure engine over the releases.
 */
export class QualityService {
  private readonly repository: QualityRepository;

  private readonly deps: QualityServiceDeps;

  constructor(deps: QualityServiceDeps) {
    this.deps = { ...deps };
    this.repository = new QualityRepository(deps.db);
  }

  /** Late wiring for parts built after this service (the versions module answers `profileInUse`). */
  connect(parts: Pick<QualityServiceDeps, 'profileInUse'>): void {
    if (parts.profileInUse) this.deps.profileInUse = parts.profileInUse;
  }

  /** Whether a profile can serve a version of this kind (video profiles for movies and series, music for albums). */
  async profileFits(id: number, versionKind: 'movie' | 'series' | 'album'): Promise<boolean> {
    const row = Number.isSafeInteger(id) ? await this.repository.getProfile(id) : undefined;
    return row !== undefined && row.kind === (versionKind === 'album' ? 'music' : 'video');
  }

  async listDefinitions(): Promise<QualityDefinition[]> {
    const rows = new Map((await this.repository.listDefinitions()).map((row) => [row.quality, row]));
    return QUALITIES.flatMap((quality) => {
      const row = rows.get(quality.id);
      return row ? [toDefinition(row)] : [];
    });
  }

  async updateDefinition(quality: string, limits: DefinitionLimits): Promise<QualityDefinition> {
    const errors = new SettingsErrors();
    checkSizeLimits(errors, { min: limits.min_mb_per_minute, preferred: limits.preferred_mb_per_minute, max: limits.max_mb_per_minute });
    errors.throwIfAny();
    const result = await this.repository.updateDefinition(quality, { ...limits, updated_at: isoNow(this.deps.clock) });
    if (Number(result.numUpdatedRows) === 0) throw new AppError('quality_definition_not_found', { quality });
    const definition = (await this.listDefinitions()).find((candidate) => candidate.quality === quality);
    return definition!;
  }

  async listProfiles(): Promise<QualityProfile[]> {
    const [rows, scores] = await Promise.all([this.repository.listProfiles(), this.repository.listScores()]);
    return rows.map((row) => toProfile(row, this.scoresOf(scores, Number(row.id))));
  }

  async getProfile(id: number): Promise<QualityProfile> {
    const row = await this.repository.getProfile(id);
    if (!row) throw new AppError('quality_profile_not_found', { profile_id: id });
    return toProfile(row, this.scoresOf(await this.repository.listScores(id), id));
  }

  /**
   * A cutoff judge over the profiles as `executor` sees them: pass the caller's transaction to
   * judge inside it (custom-format scores are not part of it; a file's score is not known).
   */
  async cutoffJudgeIn(executor: Kysely<any>): Promise<CutoffJudge> {
    const rows = await new QualityRepository(executor).listProfiles();
    return buildCutoffJudge(rows.map((row) => toProfile(row, [])));
  }

  async profileExists(id: number): Promise<boolean> {
    return Number.isSafeInteger(id) && (await this.repository.getProfile(id)) !== undefined;
  }

  async createProfile(input: ProfileInput): Promise<QualityProfile> {
    const values = await this.profileValues(input);
    const now = isoNow(this.deps.clock);
    const id = await this.writeProfile(input.name, (repository) =>
      repository.insertProfile({ ...values, created_at: now, updated_at: now }).then((row) => Number(row.id)),
    input.format_scores);
    return this.getProfile(id);
  }

  async updateProfile(id: number, input: ProfileInput): Promise<QualityProfile> {
    await this.getProfile(id);
    const values = await this.profileValues(input);
    await this.writeProfile(
      input.name,
      async (repository) => {
        await repository.updateProfile(id, { ...values, updated_at: isoNow(this.deps.clock) });
        await repository.deleteScoresOfProfile(id);
        return id;
      },
      input.format_scores,
    );
    return this.getProfile(id);
  }

  async deleteProfile(id: number): Promise<void> {
    await this.getProfile(id);
    if (this.deps.profileInUse && (await this.deps.profileInUse(id))) {
      throw new AppError('quality_profile_in_use', { profile_id: id });
    }
    await this.repository.deleteProfile(id);
  }

  async listCustomFormats(): Promise<CustomFormat[]> {
    return (await this.repository.listCustomFormats()).map(toCustomFormat);
  }

  async getCustomFormat(id: number): Promise<CustomFormat> {
    const row = await this.repository.getCustomFormat(id);
    if (!row) throw new AppError('custom_format_not_found', { custom_format_id: id });
    return toCustomFormat(row);
  }

  async createCustomFormat(input: CustomFormatInput): Promise<CustomFormat> {
    const values = this.formatValues(input);
    const now = isoNow(this.deps.clock);
    try {
      const { id } = await this.repository.insertCustomFormat({ ...values, created_at: now, updated_at: now });
      return this.getCustomFormat(Number(id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('custom_format_name_taken', { name: input.name });
      throw error;
    }
  }

  async updateCustomFormat(id: number, input: CustomFormatInput): Promise<CustomFormat> {
    const values = this.formatValues(input);
    await this.getCustomFormat(id);
    try {
      await this.repository.updateCustomFormat(id, { ...values, updated_at: isoNow(this.deps.clock) });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('custom_format_name_taken', { name: input.name });
      throw error;
    }
    return this.getCustomFormat(id);
  }

  /** Its scores in every profile go with it. */
  async deleteCustomFormat(id: number): Promise<void> {
    const result = await this.repository.deleteCustomFormat(id);
    if (Number(result.numDeletedRows) === 0) throw new AppError('custom_format_not_found', { custom_format_id: id });
  }

  /** The settings every decision of one search shares; read once per search. */
  async loadDecisionSettings(
    options: { delay_profile_id?: number; indexers?: Record<string, IndexerPolicy> } = {},
  ): Promise<DecisionSettings> {
    const [definitions, custom_formats, restrictions, delay_profile] = await Promise.all([
      this.listDefinitions(),
      this.listCustomFormats(),
      this.deps.rules.listRestrictions(),
      this.deps.rules.getDelayProfile(options.delay_profile_id),
    ]);
    return { definitions, custom_formats, restrictions, delay_profile, indexers: options.indexers ?? {} };
  }

  /** Every release judged: accepted ones first by rank, then refused ones with all their refusals. */
  async decide(request: DecideRequest): Promise<ReleaseDecision[]> {
    const [profile, settings, titleBlocklist] = await Promise.all([
      this.getProfile(request.profile_id),
      this.loadDecisionSettings({ delay_profile_id: request.delay_profile_id, indexers: request.indexers }),
      request.title_id != null ? this.deps.blocklist.listForTitle(request.title_id) : Promise.resolve([]),
    ]);
    return decideReleases({
      title: request.title,
      version: {
        profile,
        existing: request.existing ?? null,
        episode_files: request.episode_files ?? [],
        queued: request.queued ?? [],
        blocklist: [...(request.blocklist ?? []), ...titleBlocklist],
      },
      settings,
      candidates: request.releases.map(asCandidate),
      now: isoNow(this.deps.clock),
      interactive: request.interactive ?? false,
    });
  }

  /** The accepted releases only, best first (rank 1 is the one to take). */
  async rankReleases(request: DecideRequest): Promise<ReleaseDecision[]> {
    return (await this.decide(request)).filter((decision) => decision.accepted);
  }

  private scoresOf(scores: { profile_id: number; custom_format_id: number; score: number; name: string }[], profileId: number): FormatScore[] {
    return scores
      .filter((score) => Number(score.profile_id) === profileId)
      .map((score) => ({ custom_format_id: Number(score.custom_format_id), name: score.name, score: score.score }));
  }

  private async writeProfile(
    name: string,
    write: (repository: QualityRepository) => Promise<number>,
    scores: ProfileInput['format_scores'],
  ): Promise<number> {
    try {
      return await inTransaction(this.deps.db, async (trx) => {
        const repository = new QualityRepository(trx);
        const id = await write(repository);
        const rows = scores
          .filter((entry) => entry.score !== 0)
          .map((entry) => ({ profile_id: id, custom_format_id: entry.custom_format_id, score: entry.score }));
        if (rows.length > 0) await repository.insertScores(rows);
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('quality_profile_name_taken', { name });
      throw error;
    }
  }

  private async profileValues(input: ProfileInput) {
    const errors = new SettingsErrors();
    checkName(errors, 'name', input.name);
    checkProfileItems(errors, input.kind, input.items, input.cutoff);
    errors.check(typeof input.upgrade_allowed === 'boolean', 'upgrade_allowed', 'type');
    for (const key of ['min_format_score', 'cutoff_format_score', 'min_upgrade_format_score'] as const) {
      errors.check(isInteger(input[key]), key, 'type');
    }
    errors.check(isInteger(input.min_upgrade_format_score) && input.min_upgrade_format_score >= 1, 'min_upgrade_format_score', 'minimum');
    const known = new Set((await this.repository.listCustomFormats()).map((format) => Number(format.id)));
    const seen = new Set<number>();
    (Array.isArray(input.format_scores) ? input.format_scores : []).forEach((entry, index) => {
      const path = `format_scores/${index}`;
      if (!known.has(entry?.custom_format_id)) errors.add(`${path}/custom_format_id`, 'custom_format_unknown');
      else if (seen.has(entry.custom_format_id)) errors.add(`${path}/custom_format_id`, 'duplicate');
      seen.add(entry?.custom_format_id);
      errors.check(isInteger(entry?.score) && Math.abs(entry.score) <= 1_000_000, `${path}/score`, 'type');
    });
    errors.check(Array.isArray(input.format_scores), 'format_scores', 'type');
    errors.throwIfAny();
    return {
      name: input.name.trim(),
      kind: input.kind,
      items: JSON.stringify(input.items.map((item) => ({ name: item.name.trim(), qualities: item.qualities, allowed: item.allowed }))),
      cutoff: input.cutoff,
      upgrade_allowed: input.upgrade_allowed ? 1 : 0,
      min_format_score: input.min_format_score,
      cutoff_format_score: input.cutoff_format_score,
      min_upgrade_format_score: input.min_upgrade_format_score,
    };
  }

  private formatValues(input: CustomFormatInput) {
    const errors = new SettingsErrors();
    checkName(errors, 'name', input.name);
    checkConditions(errors, input.conditions);
    errors.throwIfAny();
    return {
      name: input.name.trim(),
      conditions: JSON.stringify(
        input.conditions.map(({ name, type, negate, required, value }) => ({ name, type, negate, required, value })),
      ),
    };
  }
}
