import type { Insertable, Kysely, Updateable } from 'kysely';
import type { QualityTables } from './quality.migration.ts';

type Db = Kysely<QualityTables>;
export type ProfileRow = QualityTables['quality_profiles'];
export type CustomFormatRow = QualityTables['custom_formats'];
export type RestrictionRow = QualityTables['release_restrictions'];
export type DelayProfileRow = QualityTables['delay_profiles'];
export type DefinitionRow = QualityTables['quality_definitions'];

/** SQL of quality settings; one query per method, no decisions. */
export class QualityRepository {
  constructor(private readonly db: Db) {}

  listDefinitions() {
    return this.db.selectFrom('quality_definitions').selectAll().execute();
  }

  updateDefinition(quality: string, values: Updateable<DefinitionRow>) {
    return this.db.updateTable('quality_definitions').set(values).where('quality', '=', quality).executeTakeFirst();
  }

  listProfiles() {
    return this.db.selectFrom('quality_profiles').selectAll().orderBy('id').execute();
  }

  getProfile(id: number) {
    return this.db.selectFrom('quality_profiles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findProfileByName(name: string) {
    return this.db.selectFrom('quality_profiles').select('id').where('name', '=', name).executeTakeFirst();
  }

  insertProfile(values: Insertable<ProfileRow>) {
    return this.db.insertInto('quality_profiles').values(values).returning('id').executeTakeFirstOrThrow();
  }

  updateProfile(id: number, values: Updateable<ProfileRow>) {
    return this.db.updateTable('quality_profiles').set(values).where('id', '=', id).executeTakeFirst();
  }

  deleteProfile(id: number) {
    return this.db.deleteFrom('quality_profiles').where('id', '=', id).executeTakeFirst();
  }

  /** Scores of every profile (or of one), with the format's name. */
  listScores(profileId?: number) {
    let query = this.db
      .selectFrom('quality_profile_format_scores as s')
      .innerJoin('custom_formats as f', 'f.id', 's.custom_format_id')
      .select(['s.profile_id', 's.custom_format_id', 's.score', 'f.name'])
      .orderBy('s.profile_id')
      .orderBy('f.name');
    if (profileId !== undefined) query = query.where('s.profile_id', '=', profileId);
    return query.execute();
  }

  deleteScoresOfProfile(profileId: number) {
    return this.db.deleteFrom('quality_profile_format_scores').where('profile_id', '=', profileId).execute();
  }

  insertScores(rows: QualityTables['quality_profile_format_scores'][]) {
    return this.db.insertInto('quality_profile_format_scores').values(rows).execute();
  }

  listCustomFormats() {
    return this.db.selectFrom('custom_formats').selectAll().orderBy('id').execute();
  }

  getCustomFormat(id: number) {
    return this.db.selectFrom('custom_formats').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findCustomFormatByName(name: string) {
    return this.db.selectFrom('custom_formats').select('id').where('name', '=', name).executeTakeFirst();
  }

  insertCustomFormat(values: Insertable<CustomFormatRow>) {
    return this.db.insertInto('custom_formats').values(values).returning('id').executeTakeFirstOrThrow();
  }

  updateCustomFormat(id: number, values: Updateable<CustomFormatRow>) {
    return this.db.updateTable('custom_formats').set(values).where('id', '=', id).executeTakeFirst();
  }

  deleteCustomFormat(id: number) {
    return this.db.deleteFrom('custom_formats').where('id', '=', id).executeTakeFirst();
  }

  listRestrictions() {
    return this.db.selectFrom('release_restrictions').selectAll().orderBy('id').execute();
  }

  getRestriction(id: number) {
    return this.db.selectFrom('release_restrictions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insertRestriction(values: Insertable<RestrictionRow>) {
    return this.db.insertInto('release_restrictions').values(values).returning('id').executeTakeFirstOrThrow();
  }

  updateRestriction(id: number, values: Updateable<RestrictionRow>) {
    return this.db.updateTable('release_restrictions').set(values).where('id', '=', id).executeTakeFirst();
  }

  deleteRestriction(id: number) {
    return this.db.deleteFrom('release_restrictions').where('id', '=', id).executeTakeFirst();
  }

  listDelayProfiles() {
    return this.db.selectFrom('delay_profiles').selectAll().orderBy('id').execute();
  }

  getDelayProfile(id: number) {
    return this.db.selectFrom('delay_profiles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insertDelayProfile(values: Insertable<DelayProfileRow>) {
    return this.db.insertInto('delay_profiles').values(values).returning('id').executeTakeFirstOrThrow();
  }

  updateDelayProfile(id: number, values: Updateable<DelayProfileRow>) {
    return this.db.updateTable('delay_profiles').set(values).where('id', '=', id).executeTakeFirst();
  }

  deleteDelayProfile(id: number) {
    return this.db.deleteFrom('delay_profiles').where('id', '=', id).executeTakeFirst();
  }
}
