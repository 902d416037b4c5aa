import { type Clock, isoNow } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { AcquisitionDb } from '../db/schema.ts';
import { SettingsRepository } from './settings.repository.ts';

/**
 * The owner's stored settings: one JSON value per name. Callers own the shape of their value
 * and validate it; secrets are encrypted by their owner module before they get here.
 */
export class SettingsService {
  private readonly repository: SettingsRepository;

  constructor(
    db: Kysely<AcquisitionDb>,
    private readonly clock: Clock,
  ) {
    this.repository = new SettingsRepository(db);
  }

  async get<T>(name: string): Promise<T | undefined> {
    const row = await this.repository.find(name);
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  /** `executor` lets a caller write the setting inside its own transaction. */
  async set(name: string, value: unknown, executor?: Kysely<AcquisitionDb>): Promise<void> {
    const repository = executor ? new SettingsRepository(executor) : this.repository;
    await repository.upsert({ name, value: JSON.stringify(value), updated_at: isoNow(this.clock) });
  }

  async remove(name: string): Promise<void> {
    await this.repository.remove(name);
  }

  /** The stored value, or `make()` stored first when none exists (first writer wins). */
  async getOrCreate<T>(name: string, make: () => T): Promise<T> {
    await this.repository.insertIfMissing({ name, value: JSON.stringify(make()), updated_at: isoNow(this.clock) });
    return (await this.get<T>(name)) as T;
  }
}
