import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, startServiceProcess } from '@hms/testkit';
import { describe, expect, it } from 'vitest';

const bin = join(REPO_ROOT, 'bin/requests');

function run(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(bin, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('bin/requests', () => {
  it('serves, answers its documentation and closes cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const data = mkdtempSync(join(tmpdir(), 'hms-serve-'));
    const service = await startServiceProcess('requests', ['--data', data]);
    try {
      const document = await fetch(`${service.address}/api/openapi.json`);
      expect(document.status).toBe(200);
      expect(document.headers.get('x-request-id')).toBeTruthy();
      expect((await document.json()).info.title).toBe('Requests service');
      const docs = await fetch(`${service.address}/api/docs`);
      expect(docs.status).toBe(200);
      // a request in flight while the signal arrives still gets its answer
      const inFlight = fetch(`${service.address}/api/openapi.json`);
      const stopped = service.stop();
      expect((await inFlight).status).toBe(200);
      expect(await stopped).toBe(0);
    } finally {
      await service.stop();
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('migrates and reports the engine', { timeout: 120_000 }, () => {
    const data = mkdtempSync(join(tmpdir(), 'hms-migrate-'));
    const result = spawnSync(bin, ['migrate', '--data', data], { encoding: 'utf8' });
    expect(result.stdout).toBe('requests database is up to date (sqlite)\n');
    expect(result.status).toBe(0);
    rmSync(data, { recursive: true, force: true });
  });

  it('explains every command with --help and refuses a bad flag value clearly', { timeout: 120_000 }, async () => {
    // The four runs are independent processes; started together they cost one start-up.
    const [help, serveHelp, bad, unknown] = await Promise.all([
      run(['--help']),
      run(['serve', '--help']),
      run(['serve', '--port', 'eighty']),
      run(['frobnicate']),
    ]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('serve');
    expect(help.stdout).toContain('migrate');
    expect(serveHelp.stdout).toContain('--port (PORT)');
    expect(serveHelp.stdout).toContain('[default: 8320]');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('Invalid value "eighty" for --port (from --port): expected a port number 0-65535.\n');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: frobnicate');
  });
});
