import type { Clock } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { MediaType } from '../catalog/catalog.schemas.ts';
import type { RequestsDb } from '../db/schema.ts';
import { BlocklistRepository, type BlocklistRow } from './blocklist.repository.ts';

export interface BlockInput {
  mediaType: MediaType;
  catalogId: number;
  title: string;
  posterUrl?: string | null;
  reason?: string | null;
}

/** Titles an administrator has put out of reach of requests (seed 001, 2.7 and 4.3). */
export class BlocklistService {
  private readonly repository: BlocklistRepository;

  constructor(private readonly deps: { db: Kysely<RequestsDb>; clock: Clock }) {
    this.repository = new BlocklistRepository(deps.db);
  }

  /** The blocklist entry of a title, or null when it may be requested. */
  async entryFor(mediaType: MediaType, catalogId: number): Promise<BlocklistRow | null> {
    return (await this.repository.find({ mediaType, catalogId })) ?? null;
  }

  /** Blocking twice is no error. */
  async block(input: BlockInput): Promise<void> {
    await this.repository.insertIfMissing({
      media_type: input.mediaType,
      catalog_id: input.catalogId,
      title: input.title,
      poster_url: input.posterUrl ?? null,
      reason: input.reason ?? null,
      created_at: this.deps.clock.now().toISOString(),
    });
  }

  async unblock(mediaType: MediaType, catalogId: number): Promise<void> {
    await this.repository.delete({ mediaType, catalogId });
  }
}
