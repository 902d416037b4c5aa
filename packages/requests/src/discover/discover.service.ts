import { AppError } from '@hms/platform';
import type { MediaType, SearchAnswer, TitleDetail } from '../catalog/catalog.schemas.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { RequestsService } from '../requests/requests.service.ts';

/** Search and title detail: the catalog's facts joined with what happened to the title here. */
export class DiscoverService {
  constructor(private readonly deps: { catalog: CatalogService; requests: RequestsService }) {}

  async search(mediaType: MediaType, query: string, options: { page: number; language: string }): Promise<SearchAnswer> {
    const page = await this.deps.catalog.search(mediaType, query, options);
    // no acquisition backend is wired to this version yet, so there is nothing to warn about
    return { ...page, arr_warning: null };
  }

  async title(mediaType: MediaType, catalogId: number, language: string): Promise<TitleDetail> {
    const title = await this.deps.catalog.title(mediaType, catalogId, language);
    if (!title) throw new AppError('title_not_found', { media_type: mediaType, catalog_id: catalogId });
    const { status, status_uhd } = await this.deps.requests.titleStatus(mediaType, catalogId);
    const { posterPath: _posterPath, ...item } = title;
    return {
      ...item,
      status,
      status_uhd,
      fassungen: [],
      watched: false,
      watched_on: [],
      watched_not_on: [],
      path: null,
      path_uhd: null,
      uhd_in_standard: false,
    };
  }
}
