import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadFirstScreens, type FirstScreen } from './first-screens';

/** The built SPA under `webRoot` (when it exists), and the answer to every unknown path. */
export async function registerSpa(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const spa = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (spa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      // `/` is a first screen the server renders (first-screens.ts), not the bare index.html.
      index: false,
      // The build writes .br and .gz beside each asset (scripts/build-if-stale.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite puts content-hashed files under assets/: cache them forever; all else revalidates.
        reply.header(
          'cache-control',
          path.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const firstScreens = spa ? await loadFirstScreens(app, webRoot) : null;

  /** A page of the shop: the server's render of a first screen, else the SPA's index.html. */
  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache');
    const page = await renderFirstScreen(req);
    if (page !== null && 'answer' in page) return page.answer.send(req, reply.code(page.status));
    if (page !== null) return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    return reply.sendFile('index.html');
  }

  if (spa) {
    // `/` whatever the Accept, as the static index answered it before (the static plugin has
    // no index: it would answer the directory with 403).
    app.get('/', { schema: { hide: true } }, sendPage);
  }

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0];
    // A missing built file is a 404, not a page: /assets/ is outside the request limit
    // (platform/limits/rate-limit.ts), and must not become a way to get pages rendered without one.
    const isApi =
      path.startsWith('/api/') ||
      path === '/api' ||
      path.startsWith('/demo-pay/') ||
      path.startsWith('/assets/');
    // Client-side routes (/period/x, /t/a/b, ...) get the SPA, which renders them.
    if (spa && req.method === 'GET' && !isApi && (req.headers.accept ?? '').includes('text/html')) {
      return sendPage(req, reply);
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: `No route ${req.method} ${path}` });
  });

  /** The server's render of a first screen; on any failure the SPA renders it as before. */
  async function renderFirstScreen(req: FastifyRequest): Promise<FirstScreen | null> {
    if (!firstScreens) return null;
    try {
      return await firstScreens.render(req);
    } catch (e) {
      req.log.warn({ err: e }, 'first screen not rendered on the server');
      return null;
    }
  }
}
