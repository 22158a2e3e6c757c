import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childDatabases, type ChildDatabase } from './test/child-databases';
import { startChildServer, type ChildServer } from './test/child-server';

/**
 * A local shop without OPERATOR_TOKEN answers its token-less operator API only on the operator
 * listener (127.0.0.1:OPERATOR_PORT), never on the public port: a reverse proxy that forwards
 * to the public port without any forwarding header (nginx's plain `proxy_pass`) makes every
 * visitor a loopback peer there (ADR 057, addendum). With a token there is no such listener.
 */
describe.each(childDatabases)('the operator listener of the real server on $name', ({ make }) => {
  let target: ChildDatabase;
  let server: ChildServer | undefined;
  beforeAll(() => {
    target = make();
  });
  afterAll(async () => {
    await server?.stop();
    await target.cleanup();
  });

  it('without a token: the public port refuses, the operator port answers (not with a proxy header), and both close on SIGTERM', async () => {
    server = await startChildServer({ ...target.env, LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '0' });
    // What a reverse proxy without forwarding headers passes on: a loopback peer, no proxy header.
    const viaPublic = await fetch(`${server.url}/api/operator/outbox`);
    expect(viaPublic.status).toBe(401);
    expect(viaPublic.headers.get('www-authenticate')).toBe('Bearer');
    expect(((await viaPublic.json()) as { code: string }).code).toBe('UNAUTHORIZED');

    const viaOperator = await fetch(`${server.operatorUrl}/api/operator/outbox`);
    expect(viaOperator.status).toBe(200);
    expect(Array.isArray(await viaOperator.json())).toBe(true);
    // A state-changing call there still needs JSON or X-Requested-With (cross-site forms).
    const form = await fetch(`${server.operatorUrl}/api/operator/sepa-exports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'a=b',
    });
    expect(form.status).toBe(403);
    expect(((await form.json()) as { code: string }).code).toBe('CROSS_SITE');

    // A proxy in front of the operator port makes it no local call either.
    const proxied = await fetch(`${server.operatorUrl}/api/operator/outbox`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.status).toBe(401);

    // The operator says where the operator API is.
    expect(server.output()).toContain(`operator API without token on ${server.operatorUrl}`);

    // The shop stops cleanly with a kept-alive connection open on the operator port.
    const { child, exited, operatorUrl } = server;
    child.kill('SIGTERM');
    expect((await exited).code).toBe(0);
    server = undefined;
    await expect(fetch(`${operatorUrl}/api/health`)).rejects.toThrow();
  });

  it('with OPERATOR_TOKEN: no operator listener, the public port takes the token', async () => {
    const token = 'operator-listener-test-token-0123';
    server = await startChildServer({ ...target.env, OPERATOR_TOKEN: token });
    await expect(fetch(`${server.operatorUrl}/api/operator/outbox`)).rejects.toThrow();
    expect((await fetch(`${server.url}/api/operator/outbox`)).status).toBe(401);
    const withToken = await fetch(`${server.url}/api/operator/outbox`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.status).toBe(200);
    await server.stop();
    server = undefined;
  });
});
