import { nullableInput } from '@hms/platform';
import { Type } from 'typebox';
import { ArtistScopeIn, KindText, NoteOut, RefText, SeriesScopeIn, TitleOut } from '../library/library.schemas.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** At most 100 printable characters: no control characters. */
export const OriginText = Type.String({ maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

export const RequestIn = Type.Object(
  {
    kind: KindText,
    ref: RefText,
    versions: Type.Optional(nullableInput(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 }))),
    series: Type.Optional(nullableInput(SeriesScopeIn)),
    artist: Type.Optional(nullableInput(ArtistScopeIn)),
    search_now: Type.Optional(Type.Boolean()),
    origin: Type.Optional(nullableInput(OriginText)),
  },
  { additionalProperties: false },
);

export const RequestedVersionOut = Type.Object({
  version: Type.String(),
  added: Type.Boolean({ description: 'True when this request added the version to the title' }),
  monitored: Type.Boolean(),
  state: Type.String(),
  ready: Type.Boolean({ description: 'False: the version does nothing by itself; reasons say why' }),
  reasons: Type.Array(Type.String()),
  origin: Nullable(Type.String()),
});

export const RequestOut = Type.Object({
  created: Type.Boolean(),
  versions: Type.Array(RequestedVersionOut),
  albums_watched: Nullable(Type.Integer()),
  search: Type.String({ enum: ['queued', 'not_asked', 'nothing_wanted', 'not_possible', 'running'] }),
  notes: Type.Array(NoteOut),
  title: TitleOut,
});
