import { Type } from 'typebox';

const TitleRefOut = Type.Object({
  kind: Type.String(),
  ref: Type.String(),
  name: Type.String(),
});

const EpisodeRefOut = Type.Object({ season: Type.Integer(), episode: Type.Integer() });

const ReasonOut = Type.Object({
  code: Type.String(),
  params: Type.Record(Type.String(), Type.Unknown()),
});

export const QueueItemOut = Type.Object({
  download_id: Type.String(),
  title: TitleRefOut,
  version: Type.String(),
  episodes: Type.Union([Type.Array(EpisodeRefOut), Type.Null()], { description: 'Episodes the download holds; null for a movie or album' }),
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  size_bytes: Type.Union([Type.Integer(), Type.Null()]),
  left_bytes: Type.Union([Type.Integer(), Type.Null()]),
  eta_seconds: Type.Union([Type.Integer(), Type.Null()]),
  client: Type.String({ description: 'Name of the download client' }),
  protocol: Type.String({ enum: ['usenet', 'torrent'] }),
  state: Type.String({ enum: ['queued', 'downloading', 'paused', 'importing', 'stuck'] }),
});

export const QueueOut = Type.Object({ items: Type.Array(QueueItemOut) });

export const DownloadOut = Type.Object({
  ...QueueItemOut.properties,
  history: Type.Array(
    Type.Object({ at: Type.String({ format: 'date-time' }), state: Type.String(), message: Type.Union([Type.String(), Type.Null()]) }),
    { description: 'State changes, oldest first' },
  ),
});

export const ProblemOut = Type.Object({
  problem_id: Type.String(),
  reason: ReasonOut,
  since: Type.String({ format: 'date-time' }),
  title: TitleRefOut,
  version: Type.String(),
  download_id: Type.Union([Type.String(), Type.Null()]),
  actions: Type.Array(Type.String({ enum: ['retry', 'remove', 'confirm_path', 'assign'] }), { description: 'What may be done now' }),
});

export const ProblemsOut = Type.Object({ items: Type.Array(ProblemOut) });

export const ProblemDetailOut = Type.Object({
  ...ProblemOut.properties,
  log: Type.Array(
    Type.Object({ at: Type.String({ format: 'date-time' }), level: Type.String(), message: Type.String() }),
  ),
});

export const ProblemFilesOut = Type.Object({
  items: Type.Array(
    Type.Object({
      name: Type.String({ description: 'File name inside the download, without the client folder' }),
      size_bytes: Type.Integer(),
      quality: Type.Union([Type.String(), Type.Null()]),
      languages: Type.Array(Type.String()),
      mapping: Type.Union([
        Type.Object({
          kind: Type.String(),
          ref: Type.String(),
          version: Type.String(),
          season: Type.Union([Type.Integer(), Type.Null()]),
          episodes: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
        }),
        Type.Null(),
      ]),
      assignable: Type.Boolean(),
      refusals: Type.Array(ReasonOut),
    }),
  ),
});

export const ProblemActionOut = Type.Object({
  problem_id: Type.String(),
  action: Type.String({ enum: ['retry', 'remove', 'confirm_path', 'assign'] }),
  accepted: Type.Boolean(),
});

export const ProblemIdParams = Type.Object({ problem_id: Type.String({ minLength: 1, maxLength: 100 }) });
export const DownloadIdParams = Type.Object({ download_id: Type.String({ minLength: 1, maxLength: 100 }) });

export const RemoveIn = Type.Object(
  { search_again: Type.Boolean({ description: 'Blocklist the release and search anew' }) },
  { additionalProperties: false },
);

export const ConfirmPathIn = Type.Object(
  { path: Type.String({ minLength: 1, maxLength: 1000, description: "Where the client's files really are" }) },
  { additionalProperties: false },
);

export const AssignIn = Type.Object(
  {
    files: Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 1000 }),
          kind: Type.String(),
          ref: Type.String(),
          version: Type.String(),
          season: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
          episodes: Type.Optional(Type.Union([Type.Array(Type.Integer({ minimum: 0 })), Type.Null()])),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 500 },
    ),
    force: Type.Boolean({ description: 'Import even when the file is refused by the profile' }),
  },
  { additionalProperties: false },
);
