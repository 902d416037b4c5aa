import type { RequestRecord } from '../requests/requests.schemas.ts';
import type { MyStorageAnswer } from '../storage/storage.schemas.ts';
import type { Account } from './account.ts';

/** What deleting an account would touch (seed 4.2 `GET /api/users/{user_id}/aufloesung`). */
export interface DissolutionPreview {
  posten: { id: number; title: string; fassung: string; season: number | null; media_type: string; size_bytes: number }[];
  laufende: { request_id: number; title: string; fassung: string | null; season: number | null; dateien: unknown[]; folgen: number[] }[];
  offen: { request_id: number; title: string; fassung: string | null; season: number | null }[];
  serverkonten: unknown[];
}

const RUNNING = new Set(['approved', 'searching']);
const OPEN = new Set(['pending_approval', 'deferred']);
/** Storage pages read at most (the storage module pages its list). */
const MAX_PAGES = 200;

/**
 * Builds the preview from the requests and storage modules' own answers: stored items, running
 * requests (approved or searching) and open ones (awaiting a decision). Media-server accounts
 * are not built yet, so `serverkonten` is empty; files per running request are not known here.
 */
export function dissolutionSource(deps: {
  requests: { mine(accountId: number): Promise<RequestRecord[]> };
  storage: { mine(account: Account, query: { page?: number }): Promise<MyStorageAnswer> };
}) {
  return async (account: Account): Promise<DissolutionPreview> => {
    const posten: DissolutionPreview['posten'] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await deps.storage.mine(account, { page });
      for (const entry of answer.entries) {
        posten.push({
          id: entry.id,
          title: entry.title,
          fassung: entry.fassung,
          season: entry.season,
          media_type: entry.media_type,
          size_bytes: entry.size_bytes,
        });
      }
      if (answer.entries.length < answer.per_page) break;
    }
    const requests = await deps.requests.mine(account.id);
    const short = (r: RequestRecord) => ({ request_id: r.id, title: r.title, fassung: r.fassung, season: r.season });
    return {
      posten,
      laufende: requests.filter((r) => RUNNING.has(r.status)).map((r) => ({ ...short(r), dateien: [], folgen: r.episodes ?? [] })),
      offen: requests.filter((r) => OPEN.has(r.status)).map(short),
      serverkonten: [],
    };
  };
}
