/**
 * The change feed over a 50,000-title library: a full sync from 0 in pages (500 and 2000 a page),
 * an incremental ask after 100 changes, and `titles/lookup` of 100 titles. Titles are bulk
 * inserted through the library's repositories (10% series with 3 seasons of 10 episodes). Runs on
 * SQLite, and on PostgreSQL too when DATABASE_URL points at a reachable server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, inTransaction, ManualClock, openDatabase, runMigrations } from '@hms/platform';
import type { Kysely } from 'kysely';
import { acquisitionMigrations } from '../packages/acquisition/src/db/migrations.ts';
import type { AcquisitionDb } from '../packages/acquisition/src/db/schema.ts';
import { FeedService } from '../packages/acquisition/src/library/feed.service.ts';
import { LibraryService, libraryRepos } from '../packages/acquisition/src/library/library.service.ts';
import type { LibraryTables } from '../packages/acquisition/src/library/library.tables.ts';
import { ReadingService } from '../packages/acquisition/src/library/reading.service.ts';

const TITLES = 50_000;
const SERIES_EVERY = 10;
const CHUNK = 400;

const noVersions = {
  list: async () => [],
  get: async () => undefined,
  readiness: async () => ({ ready: true, reasons: [] }),
};
const noEvents = { record: async () => undefined };

async function fill(db: Kysely<LibraryTables>, now: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const repos = libraryRepos(trx);
    const last = Number((await repos.titles.reserveChangeNumbers(TITLES)).value);
    let change = last - TITLES;
    for (let start = 0; start < TITLES; start += CHUNK) {
      const rows = [];
      for (let i = start; i < Math.min(start + CHUNK, TITLES); i++) {
        const series = i % SERIES_EVERY === 0;
        change += 1;
        rows.push({
          kind: series ? ('series' as const) : ('movie' as const),
          ref: `catalog:${i + 1}`,
          name: `Title ${i + 1}`,
          year: 1950 + (i % 75),
          overview: 'A title made for the benchmark.',
          status: 'Released',
          release_date: `${1950 + (i % 75)}-06-01`,
          anime: 0,
          vote_average: 7.1,
          vote_count: 1000,
          runtime: 100,
          details: '{}',
          monitored: 1,
          future_albums: 0,
          folder: `Title ${i + 1}`,
          origin: 'bench',
          added_via: 'program' as const,
          added_by: 'bench',
          added_at: now,
          refreshed_at: now,
          change_number: change,
        });
      }
      const inserted = await repos.titles.insertMany(rows);
      const ids = inserted.map((r) => ({ id: Number(r.id), n: Number(r.ref.slice(8)) }));
      await repos.titles.insertRefs(
        ids.flatMap(({ id, n }) => [
          { title_id: id, source: 'catalog', value: String(n) },
          { title_id: id, source: 'altdb', value: `tt${String(n).padStart(7, '0')}` },
        ]),
      );
      const versionRows = ids.map(({ id, n }) => ({
        title_id: id,
        version_id: (n - 1) % SERIES_EVERY === 0 ? 'v_series' : 'v_movie',
        monitored: 1,
        future_seasons: 0,
        state: 'missing',
        origin: 'bench',
        added_via: 'program' as const,
        added_by: 'bench',
        requested_at: now,
      }));
      await repos.wants.insertVersions(versionRows);
      const series = ids.filter(({ n }) => (n - 1) % SERIES_EVERY === 0);
      if (series.length === 0) continue;
      const seasons = series.flatMap(({ id }) => [1, 2, 3].map((s) => ({ title_id: id, season_number: s, name: `Season ${s}`, air_date: '2010-01-01' })));
      await repos.titles.upsertSeasons(seasons);
      await repos.wants.upsertSeasonVersions(
        seasons.map((s) => ({ title_id: s.title_id, version_id: 'v_series', season_number: s.season_number, monitored: 1, state: 'missing' })),
      );
      const episodes = seasons.flatMap((s) =>
        Array.from({ length: 10 }, (_, e) => ({ title_id: s.title_id, season_number: s.season_number, episode_number: e + 1, name: null, air_date: '2010-01-01' })),
      );
      for (let i = 0; i < episodes.length; i += CHUNK) {
        const part = episodes.slice(i, i + CHUNK);
        await repos.titles.upsertEpisodes(part);
        await repos.wants.upsertEpisodeVersions(
          part.map((e) => ({ ...e, version_id: 'v_series', monitored: 1, state: 'missing', name: undefined, air_date: undefined })).map(
            ({ title_id, version_id, season_number, episode_number, monitored, state }) => ({
              title_id,
              version_id,
              season_number,
              episode_number,
              monitored,
              state,
            }),
          ),
        );
      }
    }
  });
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hms-bench-feed-'));
  const schema = `bench_feed_${process.pid}`;
  const database = await openDatabase<AcquisitionDb>({
    databaseUrl: databaseUrl ? `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}schema=${schema}` : undefined,
    dataDir,
    fileName: 'bench.sqlite',
    schema,
  });
  try {
    await runMigrations(database, acquisitionMigrations);
    const db = database.db as unknown as Kysely<LibraryTables>;
    const clock = new ManualClock('2026-03-01T12:00:00.000Z');
    const [, fillMs] = await timed(() => fill(db, clock.now().toISOString()));
    const library = new LibraryService(db, clock, noVersions, noEvents);
    const feed = new FeedService(library);
    const reading = new ReadingService(library);
    console.log(`${label}: ${TITLES} titles inserted in ${fillMs.toFixed(0)} ms`);

    for (const limit of [500, 2000]) {
      const [count, ms] = await timed(async () => {
        let after = 0;
        let total = 0;
        for (;;) {
          const page = await feed.page(after, null, limit);
          total += page.items.length;
          after = page.next_after;
          if (!page.more) return total;
        }
      });
      console.log(
        `${label}: full sync from 0, ${limit} a page: ${count} titles in ${ms.toFixed(0)} ms (${((count / ms) * 1000).toFixed(0)} titles/s)`,
      );
    }

    const marker = (await feed.page(0, null, 1)).latest;
    await inTransaction(db, async (trx) => {
      for (let i = 0; i < 100; i++) await library.touch(trx, 1 + i * 400);
    });
    const [changed, incrementalMs] = await timed(() => feed.page(marker, null, 500));
    console.log(`${label}: incremental ask after 100 changes: ${changed.items.length} titles in ${incrementalMs.toFixed(1)} ms`);

    const items = Array.from({ length: 100 }, (_, i) => ({
      kind: i % SERIES_EVERY === 0 ? 'series' : 'movie',
      ref: i % 2 === 0 ? `catalog:${i * 487 + 1}` : `altdb:tt${String(i * 487 + 1).padStart(7, '0')}`,
    }));
    const runs: number[] = [];
    let answered = 0;
    for (let r = 0; r < 7; r++) {
      const [result, ms] = await timed(() => reading.lookup(items));
      answered = result.filter((x) => x.title !== null).length;
      runs.push(ms);
    }
    runs.sort((a, b) => a - b);
    const median = runs[Math.floor(runs.length / 2)] ?? 0;
    console.log(
      `${label}: titles/lookup of 100 titles (${answered} found): median ${median.toFixed(1)} ms (${((100 / median) * 1000).toFixed(0)} titles/s)`,
    );
  } finally {
    if (database.engine === 'postgres') await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

createLogger({ service: 'bench', level: 'silent' });
await run('sqlite', undefined);
if (process.env.DATABASE_URL) {
  try {
    await run('postgres', process.env.DATABASE_URL);
  } catch (error) {
    console.log(`postgres: skipped (${error instanceof Error ? error.message : String(error)})`);
  }
} else {
  console.log('postgres: skipped (set DATABASE_URL to a reachable server to measure it)');
}
