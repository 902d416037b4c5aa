import { type Static, Type } from 'typebox';
import { MediaType, Nullable } from '../catalog/catalog.schemas.ts';

/** Request statuses of seed 001 part 3. */
export const REQUEST_STATUSES = [
  'pending_approval',
  'approved',
  'searching',
  'downloaded',
  'rejected',
  'failed',
  'cancelled',
  'deleted',
  'deferred',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Statuses in which a request is still open: its owner may cancel it and it holds the title. */
export const OPEN_STATUSES: readonly RequestStatus[] = ['pending_approval', 'deferred', 'approved', 'searching'];
/** Statuses that use up quota: everything that was not stopped or refused. */
export const QUOTA_STATUSES: readonly RequestStatus[] = [...OPEN_STATUSES, 'downloaded'];

export const Tier = Type.Union([Type.Literal('standard'), Type.Literal('uhd')]);
export type Tier = Static<typeof Tier>;

/** RequestOut (seed 001, 2.3). */
export const RequestRecord = Type.Object(
  {
    id: Type.Integer(),
    media_type: MediaType,
    fassung: Nullable(Type.String()),
    tier: Tier,
    catalog_id: Type.Integer(),
    title: Type.String(),
    poster_path: Nullable(Type.String()),
    release_date: Nullable(Type.String()),
    status: Type.Enum(REQUEST_STATUSES),
    quality_profile_id: Nullable(Type.Integer()),
    quality_profile_uhd: Type.Boolean(),
    root_folder_path: Nullable(Type.String()),
    season: Nullable(Type.Integer()),
    episodes: Nullable(Type.Array(Type.Integer())),
    from_watchlist: Type.Boolean(),
    arr_linked: Type.Boolean(),
    requested_at: Type.String({ format: 'date-time' }),
    approved_at: Nullable(Type.String({ format: 'date-time' })),
    completed_at: Nullable(Type.String({ format: 'date-time' })),
    approved_by_name: Nullable(Type.String()),
    last_checked_at: Nullable(Type.String({ format: 'date-time' })),
    laedt_fortschritt: Nullable(Type.Number()),
    laedt_seit: Nullable(Type.String({ format: 'date-time' })),
    rejection_reason: Nullable(Type.String()),
    regel_name: Nullable(Type.String()),
    darf_trotzdem_fragen: Type.Boolean(),
    trotzdem_gefragt: Type.Boolean(),
    error_message: Nullable(Type.String()),
    error_detail: Nullable(Type.Record(Type.String(), Type.Unknown())),
    rating: Nullable(Type.Number()),
    feedback: Nullable(Type.String()),
    rated_at: Nullable(Type.String({ format: 'date-time' })),
    rating_outdated: Type.Boolean(),
    feedback_reply: Nullable(Type.String()),
    replied_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { description: 'Request record (RequestOut)' },
);
export type RequestRecord = Static<typeof RequestRecord>;

export const CreateRequestBody = Type.Object(
  {
    media_type: MediaType,
    fassung: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
    tier: Type.Optional(Tier),
    catalog_id: Type.Integer({ minimum: 1 }),
    quality_profile_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    root_folder_path: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 1000 }))),
    monitor_future: Type.Optional(Type.Boolean()),
    seriesdb_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    season: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
    episodes: Type.Optional(
      Nullable(Type.Array(Type.Integer({ minimum: 0, maximum: 10000 }), { minItems: 1, maxItems: 1000 })),
    ),
    from_watchlist: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateRequestBody = Static<typeof CreateRequestBody>;

export const QuotaPeriod = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
export type QuotaPeriod = Static<typeof QuotaPeriod>;

/** Quota info per media kind (seed 001, 2.5). */
export const QuotaInfo = Type.Object({
  limit: Nullable(Type.Integer({ description: 'null: no ceiling' })),
  used: Type.Integer(),
  remaining: Nullable(Type.Integer()),
  unlimited: Type.Boolean(),
  exhausted: Type.Boolean(),
  period: QuotaPeriod,
  resets_at: Nullable(Type.String({ format: 'date-time' })),
});
export type QuotaInfo = Static<typeof QuotaInfo>;

export const QuotaAnswer = Type.Object({
  movie: QuotaInfo,
  tv: QuotaInfo,
  auto_approve: Type.Boolean({ description: 'Whether a request of this account is approved without a decision' }),
});
export type QuotaAnswer = Static<typeof QuotaAnswer>;

/** An entry of `GET /api/v1/home/recent`. */
export const RecentTitle = Type.Object({
  request_id: Type.Integer(),
  media_type: MediaType,
  catalog_id: Type.Integer(),
  title: Type.String(),
  overview: Type.String(),
  poster_url: Nullable(Type.String()),
  backdrop_url: Nullable(Type.String()),
  release_date: Nullable(Type.String()),
  vote_average: Type.Number(),
  runtime_minutes: Nullable(Type.Integer()),
  genres: Type.Array(Type.String()),
  completed_at: Nullable(Type.String({ format: 'date-time' })),
  requested_by: Type.String(),
  requester_avatar: Nullable(Type.String()),
  seasons: Type.Array(Type.Integer()),
});
export type RecentTitle = Static<typeof RecentTitle>;
