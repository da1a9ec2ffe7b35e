import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './app-error';

/** Build output under assets/ carries a content hash in its name: a changed file is a new URL. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) is checked with the server on every use. */
export const REVALIDATE_CACHE = 'no-cache';

const isHashedAsset = (root: string, file: string) =>
  path.relative(root, file).split(path.sep)[0] === 'assets';

/**
 * Serves the single-page app: unknown GET paths that are not API or identity calls and do not
 * name a file get index.html, so client routes load directly. Everything else unknown is a 404 body.
 * The build writes .br and .gz files beside each asset; the one the browser accepts is sent as is.
 */
export async function serveWeb(app: FastifyInstance, root: string): Promise<void> {
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', isHashedAsset(root, file) ? HASHED_ASSET_CACHE : REVALIDATE_CACHE);
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve it');
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      built &&
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/identity/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage) return reply.sendFile('index.html');
    return reply
      .status(404)
      .send(errorBody({ code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` }));
  });
}
