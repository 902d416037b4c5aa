import type { HttpApp } from '../http/app-factory.ts';

export interface ServeOptions {
  host: string;
  port: number;
  /** Printed once listening, e.g. `acquisition listening on http://127.0.0.1:8310`. */
  announce?: (address: string) => void;
}

/**
 * Listens and closes cleanly on SIGTERM/SIGINT: the server stops taking connections, requests
 * in flight finish, then the app's onClose hooks run (job runner stopped, database closed).
 */
export async function serve(app: HttpApp, options: ServeOptions): Promise<string> {
  const address = await app.listen({ host: options.host, port: options.port });
  options.announce?.(address);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return address;
}
