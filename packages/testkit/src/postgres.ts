import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.ts';

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

function findBin(): string {
  for (const version of ['17', '16', '15']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL server binaries are missing: run the README test command, which installs them');
}

function asPostgres(args: string[]): void {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr || result.stdout}`);
}

/**
 * A throwaway PostgreSQL: initdb in a temp folder, listening on 127.0.0.1 at a free port, trust
 * authentication; `stop()` shuts it down and removes the folder.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = findBin();
  const root = mkdtempSync(join(tmpdir(), 'hms-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  const data = join(root, 'data');
  const sock = join(root, 'sock');
  mkdirSync(sock);
  chownSync(root, uid, gid);
  chownSync(sock, uid, gid);
  asPostgres([join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N']);
  const port = await freePort();
  const options = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${sock}`,
    `-c fsync=off`,
    `-c synchronous_commit=off`,
    `-c full_page_writes=off`,
    `-c max_connections=300`,
  ].join(' ');
  asPostgres([join(bin, 'pg_ctl'), '-D', data, '-l', join(root, 'server.log'), '-o', options, '-w', 'start']);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        asPostgres([join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
