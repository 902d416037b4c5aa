import { type Static, Type } from 'typebox';

const Count = Type.Integer({ minimum: 0 });

export const DashboardAnswer = Type.Object({
  version: Type.String(),
  befunde: Type.Object({
    fehler: Count,
    warnung: Count,
    hinweis: Count,
    dringendste: Type.Array(Type.String(), { maxItems: 3, description: 'Stable keys of the most urgent findings' }),
  }),
  anfragen: Type.Object({ wartend: Count, laufend: Count, fehlgeschlagen_7d: Count }),
  bibliothek: Type.Object({
    filme: Count,
    serien: Count,
    belegt_bytes: Count,
    frei_bytes: Count,
    hausbestand_bytes: Count,
  }),
  instanzen: Type.Array(Type.Object({ name: Type.String(), erreichbar: Type.Boolean(), probleme: Count })),
  tickets_offen: Count,
  beschaffung: Type.String({ description: 'dienst (acquisition service) or arr (Radarr/Sonarr instances)' }),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;
