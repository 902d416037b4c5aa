import type { Role } from './account.ts';

/** The rights part of an invitation (and of `POST /api/users/rechte/bewerten`), wire names. */
export interface RightsWish {
  role?: Role | null;
  auto_approve_movies?: boolean | null;
  auto_approve_series?: boolean | null;
  fassungen?: { fassung?: string; [key: string]: unknown }[] | null;
  can_request_uhd_movies?: boolean | null;
  can_request_uhd_series?: boolean | null;
  auto_approve_uhd?: boolean | null;
  hausordnung?: boolean | null;
  quota_movies_limit?: number | null;
  quota_series_limit?: number | null;
  storage_limit_gb?: number | null;
  server?: { provider?: string; [key: string]: unknown }[] | null;
}

/** Whether a permission may be chosen (`frei`), whether it changes anything (`wirkt`), and why not. */
export interface Verdict {
  frei: boolean;
  wirkt: boolean;
  grund: string | null;
}

export interface RightsEvaluation {
  kontingent: Verdict;
  auto_approve_movies: Verdict;
  auto_approve_series: Verdict;
  can_request_uhd_movies: Verdict;
  can_request_uhd_series: Verdict;
  auto_approve_uhd: Verdict;
  hausordnung: Verdict;
  fassungen: Record<string, Verdict>;
  /** Asked-for permissions that would have no effect and are dropped. */
  entfallen: string[];
}

const works: Verdict = { frei: true, wirkt: true, grund: null };
const idle = (grund: string): Verdict => ({ frei: true, wirkt: false, grund });

/**
 * Judges a rights part against the role it comes with. Administrators approve, request UHD
 * and have no quota by their role, so those switches change nothing for them; UHD
 * auto-approval needs a UHD right; house rules and media-server shares are not built yet, so
 * asking for them is reported and dropped rather than silently ignored.
 */
export function evaluateRights(wish: RightsWish): RightsEvaluation {
  const role = wish.role ?? 'user';
  const admin = role === 'admin';
  const approves = admin || role === 'approver';
  const uhd = admin || Boolean(wish.can_request_uhd_movies) || Boolean(wish.can_request_uhd_series);
  const evaluation: RightsEvaluation = {
    kontingent: admin ? idle('rolle_unbegrenzt') : works,
    auto_approve_movies: approves ? idle('rolle_genehmigt_selbst') : works,
    auto_approve_series: approves ? idle('rolle_genehmigt_selbst') : works,
    can_request_uhd_movies: admin ? idle('rolle_darf_immer') : works,
    can_request_uhd_series: admin ? idle('rolle_darf_immer') : works,
    auto_approve_uhd: approves ? idle('rolle_genehmigt_selbst') : uhd ? works : idle('ohne_uhd_recht'),
    hausordnung: idle('keine_hausordnung'),
    fassungen: Object.fromEntries(
      (wish.fassungen ?? []).filter((f) => typeof f.fassung === 'string').map((f) => [f.fassung as string, works]),
    ),
    entfallen: [],
  };
  const asked: [keyof RightsEvaluation, boolean][] = [
    ['kontingent', [wish.quota_movies_limit, wish.quota_series_limit, wish.storage_limit_gb].some((v) => typeof v === 'number' && v > 0)],
    ['auto_approve_movies', Boolean(wish.auto_approve_movies)],
    ['auto_approve_series', Boolean(wish.auto_approve_series)],
    ['can_request_uhd_movies', Boolean(wish.can_request_uhd_movies)],
    ['can_request_uhd_series', Boolean(wish.can_request_uhd_series)],
    ['auto_approve_uhd', Boolean(wish.auto_approve_uhd)],
    ['hausordnung', Boolean(wish.hausordnung)],
  ];
  for (const [name, requested] of asked) {
    if (requested && !(evaluation[name] as Verdict).wirkt) evaluation.entfallen.push(name);
  }
  for (const server of wish.server ?? []) evaluation.entfallen.push(`server:${server.provider ?? 'unbekannt'}`);
  return evaluation;
}

/** The account columns a wish sets, keeping only what has an effect. */
export function rightsColumns(wish: RightsWish, evaluation: RightsEvaluation) {
  const bit = (value: boolean | null | undefined) => (value ? 1 : 0);
  const effective = (name: keyof RightsEvaluation) => (evaluation[name] as Verdict).wirkt;
  return {
    auto_approve_movies: effective('auto_approve_movies') && wish.auto_approve_movies != null ? bit(wish.auto_approve_movies) : null,
    auto_approve_series: effective('auto_approve_series') && wish.auto_approve_series != null ? bit(wish.auto_approve_series) : null,
    can_request_uhd_movies: effective('can_request_uhd_movies') ? bit(wish.can_request_uhd_movies) : 0,
    can_request_uhd_series: effective('can_request_uhd_series') ? bit(wish.can_request_uhd_series) : 0,
    auto_approve_uhd: effective('auto_approve_uhd') ? bit(wish.auto_approve_uhd) : 0,
    quota_movies_limit: effective('kontingent') ? (wish.quota_movies_limit ?? 0) : 0,
    quota_series_limit: effective('kontingent') ? (wish.quota_series_limit ?? 0) : 0,
    storage_limit_gb: effective('kontingent') ? (wish.storage_limit_gb ?? null) : null,
    fassung_rechte: JSON.stringify(wish.fassungen ?? []),
  };
}
