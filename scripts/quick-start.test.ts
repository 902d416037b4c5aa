import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '@hms/testkit';
import { expect, it } from 'vitest';

it('the README quick start brings both services up and stops them cleanly', { timeout: 180_000 }, async () => {
  const dataRoot = mkdtempSync(join(tmpdir(), 'hms-quick-start-'));
  const [acquisitionPort, requestsPort] = [await freePort(), await freePort()];
  const start = spawn('bash', [join(import.meta.dirname, 'start.sh')], {
    env: { ...process.env, DATA_ROOT: dataRoot, ACQUISITION_PORT: String(acquisitionPort), REQUESTS_PORT: String(requestsPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const addresses = new Map<string, string>();
  try {
    for await (const line of createInterface({ input: start.stdout! })) {
      const match = /^(acquisition|requests): (http:\/\/\S+)/.exec(line);
      if (match?.[1] && match[2]) addresses.set(match[1], match[2]);
      if (line.startsWith('Both services are running')) break;
    }
    expect(addresses).toEqual(
      new Map([
        ['acquisition', `http://127.0.0.1:${acquisitionPort}`],
        ['requests', `http://127.0.0.1:${requestsPort}`],
      ]),
    );
    for (const address of addresses.values()) {
      const document = await fetch(`${address}/api/openapi.json`);
      expect(document.status).toBe(200);
      expect((await document.json()).openapi).toBe('3.1.0');
      const docs = await fetch(`${address}/api/docs`);
      expect(docs.status).toBe(200);
      expect(await docs.text()).toContain('API reference');
    }
    expect(existsSync(join(dataRoot, 'acquisition/acquisition.sqlite'))).toBe(true);
    expect(existsSync(join(dataRoot, 'requests/requests.sqlite'))).toBe(true);
  } finally {
    const exited = once(start, 'exit');
    start.kill('SIGTERM');
    const [code] = await exited;
    rmSync(dataRoot, { recursive: true, force: true });
    expect(code).toBe(0);
  }
  // Both services are gone once the script has returned.
  await expect(fetch(`http://127.0.0.1:${acquisitionPort}/api/docs`)).rejects.toThrow();
  await expect(fetch(`http://127.0.0.1:${requestsPort}/api/docs`)).rejects.toThrow();
});
