import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const REPO_ROOT = join(import.meta.dirname, '../../..');

export interface RunningService {
  process: ChildProcess;
  /** e.g. http://127.0.0.1:41234 */
  address: string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `bin/<service> serve` as a child process on a free port and resolves with its address
 * once it prints `<service> listening on <address>`.
 */
export async function startServiceProcess(
  service: 'acquisition' | 'requests',
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<RunningService> {
  const child = spawn(join(REPO_ROOT, 'bin', service), ['serve', '--port', '0', '--log-level', 'warn', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const lines = createInterface({ input: child.stdout! });
  const pattern = new RegExp(`^${service} listening on (\\S+)$`);
  for await (const line of lines) {
    const match = pattern.exec(line);
    if (match?.[1]) {
      const address = match[1];
      return {
        process: child,
        address,
        async stop() {
          if (child.exitCode !== null) return child.exitCode;
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          const [code] = await exited;
          return code as number | null;
        },
      };
    }
  }
  throw new Error(`${service} exited before listening: ${stderr}`);
}
