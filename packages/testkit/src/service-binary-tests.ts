import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, startServiceProcess } from './service-process.ts';

type ServiceName = 'acquisition' | 'requests';

function runBin(bin: string, args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(bin, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/**
 * The behaviour both command-line entries share (serve, migrate, --help, refusing bad flags),
 * exercised through the real `bin/<service>` as a child process. Starting processes is slow on a
 * loaded machine, hence the generous time limits.
 */
export function describeServiceBinary(service: ServiceName, expected: { title: string; defaultPort: number }) {
  const bin = join(REPO_ROOT, 'bin', service);

  describe(`bin/${service}`, () => {
    it('serves, answers its documentation and closes cleanly on SIGTERM', { timeout: 120_000 }, async () => {
      const data = mkdtempSync(join(tmpdir(), 'hms-serve-'));
      const running = await startServiceProcess(service, ['--data', data]);
      try {
        const document = await fetch(`${running.address}/api/openapi.json`);
        expect(document.status).toBe(200);
        expect(document.headers.get('x-request-id')).toBeTruthy();
        expect((await document.json()).info.title).toBe(expected.title);
        const docs = await fetch(`${running.address}/api/docs`);
        expect(docs.status).toBe(200);
        // a request in flight while the signal arrives still gets its answer
        const inFlight = fetch(`${running.address}/api/openapi.json`);
        const stopped = running.stop();
        expect((await inFlight).status).toBe(200);
        expect(await stopped).toBe(0);
      } finally {
        await running.stop();
        rmSync(data, { recursive: true, force: true });
      }
    });

    it('migrates and reports the engine', { timeout: 120_000 }, () => {
      const data = mkdtempSync(join(tmpdir(), 'hms-migrate-'));
      const result = spawnSync(bin, ['migrate', '--data', data], { encoding: 'utf8' });
      expect(result.stdout).toBe(`${service} database is up to date (sqlite)\n`);
      expect(result.status).toBe(0);
      rmSync(data, { recursive: true, force: true });
    });

    it('explains every command with --help and refuses a bad flag value clearly', { timeout: 120_000 }, async () => {
      // The four runs are independent processes; started together they cost one start-up.
      const [help, serveHelp, bad, unknown] = await Promise.all([
        runBin(bin, ['--help']),
        runBin(bin, ['serve', '--help']),
        runBin(bin, ['serve', '--port', 'eighty']),
        runBin(bin, ['frobnicate']),
      ]);
      expect(help.status).toBe(0);
      expect(help.stdout).toContain('serve');
      expect(help.stdout).toContain('migrate');
      expect(serveHelp.stdout).toContain('--port (PORT)');
      expect(serveHelp.stdout).toContain(`[default: ${expected.defaultPort}]`);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toBe('Invalid value "eighty" for --port (from --port): expected a port number 0-65535.\n');
      expect(unknown.status).toBe(2);
      expect(unknown.stderr).toContain('Unknown command: frobnicate');
    });
  });
}
