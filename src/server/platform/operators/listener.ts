import { createServer, type Server } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Sockets accepted by the operator listener: token-less operator calls are answered only on them. */
const operatorSockets = new WeakSet<object>();

/**
 * Where a request came in (ADR 057, addendum): over the operator listener, over the public
 * port, or not over the network at all (an in-process `app.inject`, whose socket is a mock
 * and no `net.Socket`: nothing outside the process can send one).
 */
export type RequestChannel = 'operator-listener' | 'public' | 'in-process';

export function requestChannel(socket: object | undefined): RequestChannel {
  if (socket && operatorSockets.has(socket)) return 'operator-listener';
  return socket instanceof Socket ? 'public' : 'in-process';
}

/**
 * The port of the operator listener, or undefined for none: only a local shop without
 * OPERATOR_TOKEN has one (with a token the public port takes the token; a public shop without
 * one has no operator API at all), and OPERATOR_PORT=0 turns it off.
 */
export function operatorListenerPort(env: {
  OPERATOR_PORT: number;
  OPERATOR_TOKEN?: string;
  isPublic: boolean;
}): number | undefined {
  if (env.OPERATOR_TOKEN || env.isPublic || env.OPERATOR_PORT === 0) return undefined;
  return env.OPERATOR_PORT;
}

/**
 * A second HTTP listener on 127.0.0.1 that hands every request to the same app (same routes,
 * hooks, limits); its sockets are marked, so the operator gate knows the call came in here and
 * not over the public port that a reverse proxy may forward to without any header.
 */
export async function openOperatorListener(app: FastifyInstance, port: number): Promise<Server> {
  const server = createServer((req, res) => app.routing(req, res));
  // The same timeouts the public server has.
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  server.requestTimeout = app.server.requestTimeout;
  server.headersTimeout = app.server.headersTimeout;
  server.on('connection', (socket) => operatorSockets.add(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** Stops accepting, ends idle kept-alive connections, resolves once in-flight requests are done. */
export function closeOperatorListener(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
