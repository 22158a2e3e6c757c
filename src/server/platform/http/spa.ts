import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built SPA under `webRoot` (when it exists), and the answer to every unknown path. */
export async function registerSpa(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const spa = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (spa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
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

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/demo-pay/');
    // Client-side routes (/period/x, /t/a/b, ...) get the SPA, which renders them.
    if (spa && req.method === 'GET' && !isApi && (req.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: `No route ${req.method} ${path}` });
  });
}
