import type { RequestsService } from '../requests/requests.service.ts';
import type { StorageService } from '../storage/storage.service.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import type { DashboardAnswer } from './dashboard.schemas.ts';

export const ACQUISITION_MODES = ['dienst', 'arr'] as const;
export type AcquisitionMode = (typeof ACQUISITION_MODES)[number];

/**
 * The administrator's overview for integrations. Every figure is counted from what exists;
 * parts this version does not have yet (findings, acquisition instances, free space) are
 * real zeros and empty lists, never invented numbers.
 */
export class DashboardService {
  constructor(
    private readonly deps: {
      version: string;
      acquisitionMode: AcquisitionMode;
      requests: RequestsService;
      tickets: TicketsService;
      storage: StorageService;
    },
  ) {}

  async overview(): Promise<DashboardAnswer> {
    const [anfragen, library, ticketsOpen] = await Promise.all([
      this.deps.requests.dashboardCounts(),
      this.deps.storage.libraryFigures(),
      this.deps.tickets.openTotal(),
    ]);
    return {
      version: this.deps.version,
      befunde: { fehler: 0, warnung: 0, hinweis: 0, dringendste: [] },
      anfragen,
      bibliothek: {
        filme: library.movies,
        serien: library.series,
        belegt_bytes: library.bytes,
        frei_bytes: 0,
        hausbestand_bytes: library.houseBytes,
      },
      instanzen: [],
      tickets_offen: ticketsOpen,
      beschaffung: this.deps.acquisitionMode,
    };
  }
}
