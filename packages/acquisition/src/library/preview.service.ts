import { randomUUID } from 'node:crypto';
import { AppError } from '@hms/platform';
import type { LibraryService } from './library.service.ts';
import { libraryRepos } from './library.service.ts';
import { isAddable, parseRef, requireKind } from './refs.ts';
import { isReleased } from './states.ts';
import type { TitleSource } from './title-source.ts';

export const PREVIEW_MINUTES = 30;

export interface PreviewInput {
  kind: string;
  ref: string;
  versions?: string[] | null;
  search?: boolean;
  series?: { seasons?: number[] | null } | null;
}

/**
 * `POST /preview` without an indexer search: whether the title is there, when it comes out and
 * whether each version would search and load by itself. A search of the indexers needs the
 * fetching part of the service, so `search: true` is refused honestly with 409 `search_busy`
 * (params.reason `indexer_search_unavailable`) rather than answered with an empty result.
 */
export class PreviewService {
  constructor(
    private readonly library: LibraryService,
    private readonly source: TitleSource,
  ) {}

  async preview(input: PreviewInput) {
    const kind = requireKind(input.kind);
    const ref = parseRef(kind, input.ref);
    if (input.series && kind !== 'series') throw new AppError('scope_not_for_kind', { scope: 'series', kind });
    const versionIds = input.versions && input.versions.length > 0 ? [...new Set(input.versions)] : null;
    const versions = versionIds
      ? await Promise.all(
          versionIds.map(async (id) => {
            const version = await this.library.versions.get(id);
            if (!version) throw new AppError('version_unknown', { version: id });
            if (version.kind !== kind) throw new AppError('version_kind_mismatch', { version: id, kind });
            return version;
          }),
        )
      : kind === 'artist'
        ? []
        : await this.library.versions.list(kind);
    const id = await this.library.findTitleId(this.library.db, kind, ref);
    let name: string;
    let releaseDate: string | null;
    let states = new Map<string, string>();
    if (id !== null) {
      const title = await this.library.getTitle(this.library.db, id);
      name = title.name;
      releaseDate = title.release_date;
      states = new Map((await libraryRepos(this.library.db).wants.versionsOf([id])).map((v) => [v.version_id, v.state]));
    } else {
      if (!isAddable(kind, ref)) throw new AppError('ref_not_addable', { kind, ref: ref.ref, accepted: kind === 'album' || kind === 'artist' ? 'musicdb:' : 'catalog:' });
      const data = await this.source.fetch(kind, ref);
      if (!data) throw new AppError('title_not_found', { kind, ref: ref.ref });
      name = data.name;
      releaseDate = data.releaseDate;
    }
    if (input.search) throw new AppError('search_busy', { reason: 'indexer_search_unavailable' });
    const released = isReleased(releaseDate, this.library.clock.now());
    const result = {
      preview_id: randomUUID(),
      state: 'done' as const,
      releases: 0,
      indexers: [] as { indexer: string; releases: number; error: string | null }[],
      title: { kind, ref: ref.ref, name, in_library: id !== null, release_date: releaseDate, released },
      versions: await Promise.all(
        versions.map(async (version) => {
          const readiness = await this.library.versions.readiness(version.id);
          const state = states.get(version.id) ?? null;
          const wouldSearch = readiness.ready && released && state !== 'available';
          return {
            version: version.id,
            in_library: state !== null,
            state,
            ready: readiness.ready,
            reasons: readiness.reasons,
            would_search: wouldSearch,
            release: null,
            why_not: wouldSearch ? null : !readiness.ready ? 'version_not_ready' : !released ? 'not_released' : 'available',
          };
        }),
      ),
    };
    const now = this.library.clock.now();
    await libraryRepos(this.library.db).titles.insertPreview({
      id: result.preview_id,
      result: JSON.stringify(result),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PREVIEW_MINUTES * 60_000).toISOString(),
    });
    return result;
  }

  async get(previewId: string) {
    const repos = libraryRepos(this.library.db);
    await repos.titles.deleteExpiredPreviews(this.library.clock.now().toISOString());
    const row = await repos.titles.getPreview(previewId);
    if (!row) throw new AppError('preview_not_found', { preview_id: previewId });
    return JSON.parse(row.result) as Awaited<ReturnType<PreviewService['preview']>>;
  }
}
