import { Type } from 'typebox';
import { ScopeWord } from '../keys/keys.schemas.ts';
import { CAPABILITIES, LINKS } from './system.service.ts';

const booleanFields = (names: readonly string[]) =>
  Type.Object(Object.fromEntries(names.map((name) => [name, Type.Boolean()])));
const stringFields = (names: readonly string[]) => Type.Object(Object.fromEntries(names.map((name) => [name, Type.String()])));

export const SystemOut = Type.Object({
  app: Type.String(),
  version: Type.String({ description: 'Version of the running service' }),
  contract: Type.Object({ major: Type.Integer(), stage: Type.Integer() }),
  installation_id: Type.String({ description: 'Fixed per installation, whatever address answers' }),
  scopes: Type.Array(ScopeWord, { description: 'What the calling key may do' }),
  capabilities: booleanFields(Object.keys(CAPABILITIES)),
  web_url: Type.Union([Type.String(), Type.Null()], { description: 'Where the owner reaches the service, sub path included' }),
  links: stringFields(Object.keys(LINKS)),
  update: Type.Object({
    current: Type.String(),
    latest: Type.Union([Type.String(), Type.Null()]),
    available: Type.Boolean(),
    checked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
});

export const FindingOut = Type.Object({
  code: Type.String({ description: 'What is wrong; clients build the sentence from it' }),
  level: Type.String({ enum: ['error', 'warning', 'info'] }),
  params: Type.Record(Type.String(), Type.Unknown()),
});

export const HealthOut = Type.Object({ items: Type.Array(FindingOut, { description: 'Worst first; empty when nothing is wrong' }) });

export const StateOut = Type.Object({
  state: Type.String(),
  applies_to: Type.Array(Type.String({ enum: ['version', 'season', 'episode'] })),
  description: Type.String(),
});

export const StatesOut = Type.Object({ items: Type.Array(StateOut, { description: 'In order of precedence: the first that applies wins' }) });

export const StorageOut = Type.Object({
  version: Type.String(),
  kind: Type.String(),
  free_bytes: Type.Union([Type.Integer(), Type.Null()]),
  total_bytes: Type.Union([Type.Integer(), Type.Null()]),
  disk: Type.Union([Type.String(), Type.Null()], { description: 'Equal for versions whose folders share a disk' }),
});

export const StorageListOut = Type.Object({ items: Type.Array(StorageOut) });
