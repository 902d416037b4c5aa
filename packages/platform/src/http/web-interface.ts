import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { HttpApp } from './app-factory.ts';

/**
 * Serves a built web interface (a Vite `dist` folder) at `/`. Paths outside `/api` that match no
 * file get `index.html`, so the single-page app's own routes survive a reload. Returns false
 * when the interface has not been built (the API works regardless).
 */
export async function serveWebInterface(app: HttpApp, distDir: string): Promise<boolean> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: ['index.html'] });
  app.decorate('webInterfaceIndex', indexHtml);
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    webInterfaceIndex?: string;
  }
}
