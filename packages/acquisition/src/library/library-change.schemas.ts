import { nullableInput } from '@hms/platform';
import { Type } from 'typebox';
import {
  AlbumScopeIn,
  ArtistMonitoringIn,
  KindText,
  RefText,
  SeriesScopeIn,
  TitleOut,
} from './library.schemas.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const VersionIds = Type.Optional(nullableInput(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })));

export const MonitoringIn = Type.Object(
  {
    monitored: Type.Boolean({ description: 'false freezes (nothing searched or upgraded, files stay); true thaws' }),
    versions: VersionIds,
    series: Type.Optional(nullableInput(SeriesScopeIn)),
    artist: Type.Optional(nullableInput(ArtistMonitoringIn)),
  },
  { additionalProperties: false },
);
export const MonitoredVersionOut = Type.Object({ version: Type.String(), monitored: Type.Boolean(), state: Type.String() });
export const MonitoringOut = Type.Object({ versions: Type.Array(MonitoredVersionOut), title: TitleOut });

export const SearchOut = Type.Object({
  search: Type.String({ enum: ['queued', 'running', 'nothing_wanted', 'not_possible'] }),
});
export const RefreshOut = Type.Object({ refresh: Type.String({ enum: ['queued'] }) });

export const WithdrawIn = Type.Object(
  {
    versions: VersionIds,
    series: Type.Optional(nullableInput(SeriesScopeIn)),
    delete_files: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export const WithdrawnVersionOut = Type.Object({
  version: Type.String(),
  removed: Type.Boolean({ description: 'The version left the title (a program brought it and it is empty now)' }),
  monitored: Type.Boolean(),
  state: Nullable(Type.String()),
  files_deleted: Type.Integer(),
});
export const WithdrawnAlbumOut = Type.Object({
  ref: Type.String(),
  name: Type.String(),
  title_removed: Type.Boolean(),
  versions: Type.Array(WithdrawnVersionOut),
});
export const WithdrawOut = Type.Object({
  title_removed: Type.Boolean(),
  versions: Type.Array(WithdrawnVersionOut),
  albums: Nullable(Type.Array(WithdrawnAlbumOut)),
});

export const DeleteFilesIn = Type.Object(
  {
    versions: VersionIds,
    series: Type.Optional(nullableInput(SeriesScopeIn)),
    album: Type.Optional(nullableInput(AlbumScopeIn)),
  },
  { additionalProperties: false },
);
export const DeletedVersionOut = Type.Object({
  version: Type.String(),
  files_deleted: Type.Integer(),
  size: Type.Integer({ description: 'Bytes moved to the recycle bin' }),
  entries: Type.Array(Type.Integer(), { description: 'Recycle-bin entry ids' }),
});
export const DeleteFilesOut = Type.Object({ versions: Type.Array(DeletedVersionOut) });

export const DeleteTitleQuery = Type.Object(
  { delete_files: Type.Boolean({ default: false }) },
  { additionalProperties: false },
);
export const DeleteTitleOut = Type.Object({
  title_removed: Type.Boolean(),
  versions: Type.Array(Type.String()),
  files_deleted: Type.Integer(),
});

export const WhyVersionOut = Type.Object({
  version: Type.String(),
  state: Type.String(),
  reason: Type.String({ description: 'The weightiest reason code' }),
  params: Type.Record(Type.String(), Type.Unknown()),
});
export const WhyOut = Type.Object({ kind: Type.String(), ref: Type.String(), versions: Type.Array(WhyVersionOut) });
export const WhyItemIn = Type.Object({ kind: KindText, ref: RefText }, { additionalProperties: false });
export const WhyManyIn = Type.Object(
  { items: Type.Array(WhyItemIn, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export const WhyManyItemOut = Type.Object({
  kind: Type.String(),
  ref: Type.String(),
  versions: Nullable(Type.Array(WhyVersionOut)),
  error: Nullable(Type.Object({ code: Type.String(), params: Type.Record(Type.String(), Type.Unknown()) })),
});
export const WhyManyOut = Type.Object({ items: Type.Array(WhyManyItemOut) });
