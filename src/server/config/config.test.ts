import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ConfigError } from './config-error';
import { parseEnv } from './env';
import { loadShopConfig, parseShopConfig } from './shop-config';

// A raw JSON config, mutated freely to break it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;
const demo = (): Raw => JSON.parse(JSON.stringify(loadShopConfig(undefined)));

function configError(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('no error');
}

describe('env', () => {
  it('has defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      RATE_LIMIT_MAX: 600,
      MAIL_FROM: 'Parkshop <noreply@parkshop.local>',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe('https://shop.example');
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('puts the operator listener next to the shop unless told otherwise (0: none)', () => {
    expect(parseEnv({}).OPERATOR_PORT).toBe(3001);
    expect(parseEnv({ PORT: '8080' }).OPERATOR_PORT).toBe(8081);
    expect(parseEnv({ PORT: '8080', OPERATOR_PORT: '9000' }).OPERATOR_PORT).toBe(9000);
    expect(parseEnv({ OPERATOR_PORT: '0' }).OPERATOR_PORT).toBe(0);
    // A random port (0) or the last one has no neighbour to take.
    expect(parseEnv({ PORT: '0' }).OPERATOR_PORT).toBe(0);
    expect(parseEnv({ PORT: '65535' }).OPERATOR_PORT).toBe(0);
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['OPERATOR_PORT', { OPERATOR_PORT: 'abc' }],
    ['OPERATOR_PORT', { OPERATOR_PORT: '70000' }],
    ['OPERATOR_PORT', { PORT: '8080', OPERATOR_PORT: '8080' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['RATE_LIMIT_MAX', { RATE_LIMIT_MAX: '-1' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['OPERATOR_TOKEN', { OPERATOR_TOKEN: 'short' }],
    ['ALLOW_DEMO_PAYMENTS', { ALLOW_DEMO_PAYMENTS: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/8, proxy.example' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '300.1.1.1' }],
    ['ADMIN_TOTP_ROLES', { ADMIN_TOTP_ROLES: 'staff,viewer' }],
    ['ADMIN_TOTP_ROLES', { ADMIN_TOTP_ROLES: 'admin,root' }],
  ])('names %s when it is bad', (name, env) => {
    expect(configError(() => parseEnv(env))).toMatch(new RegExp(`^${name}: `));
  });
});

describe('public shop and proxies (ADR 009)', () => {
  it('a PUBLIC_URL on a loopback host is a local shop, any other host is public', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://127.1.2.3:81',
      'http://[::1]:3000',
    ]) {
      expect(parseEnv({ PUBLIC_URL: url }).isPublic, url).toBe(false);
    }
    expect(parseEnv({}).isPublic).toBe(false);
    for (const url of [
      'https://parken.example.de',
      'http://192.168.1.20:3000',
      'http://[2001:db8::1]',
      'http://localhost.example.com',
    ]) {
      expect(parseEnv({ PUBLIC_URL: url }).isPublic, url).toBe(true);
    }
    expect(parseEnv({ PUBLIC_URL: 'https://Parken.Example.de:8443/' })).toMatchObject({
      publicHost: 'parken.example.de:8443',
      publicOrigin: 'https://parken.example.de:8443',
    });
    expect(parseEnv({ PUBLIC_URL: 'https://parken.example.de:443' }).publicHost).toBe('parken.example.de');
  });

  it('TRUST_PROXY is a list of addresses, CIDRs and named ranges; unset trusts none', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(configError(() => parseEnv({ TRUST_PROXY: 'proxy.example' }))).toContain('proxy.example');
  });
});

describe('ADMIN_TOTP_ROLES', () => {
  it('every role by default; a list with admin relaxes it; admin is always in', () => {
    expect(parseEnv({}).ADMIN_TOTP_ROLES).toEqual(['admin', 'staff', 'viewer']);
    expect(parseEnv({ ADMIN_TOTP_ROLES: 'admin' }).ADMIN_TOTP_ROLES).toEqual(['admin']);
    expect(parseEnv({ ADMIN_TOTP_ROLES: ' Admin , staff ' }).ADMIN_TOTP_ROLES).toEqual(['admin', 'staff']);
  });
});

describe('shop config', () => {
  it('the built-in demo shop is valid and has the three product types', () => {
    const c = loadShopConfig(undefined);
    expect(c.templates.map((t) => t.type).sort()).toEqual(['flat', 'oneTime', 'reservation']);
    expect(c.shop.holdMinutes).toBe(15);
    expect(c.styling.navigation.map((n) => n.urlPath)).toEqual([
      '/parkinfo',
      '/impressum',
      '/agb',
      '/datenschutz',
    ]);
  });

  it('names the field of a bad slot detail', () => {
    const c = demo();
    c.templates[1].reservationSlotDetails.stepDuration = 1234;
    expect(configError(() => parseShopConfig(c))).toContain(
      'SHOP_CONFIG templates[1].reservationSlotDetails.stepDuration: stepDuration 1234 is not one of',
    );
  });

  it('names a duration that is not a multiple of the step', () => {
    const c = demo();
    c.templates[0].reservationSlotDetails.maxDuration = 5400;
    expect(configError(() => parseShopConfig(c))).toContain(
      'SHOP_CONFIG templates[0].reservationSlotDetails.maxDuration: maxDuration must be a multiple of stepDuration',
    );
  });

  it('accepts day starts for a long step and names them for a sub-day step (ADR 048)', () => {
    const c = demo();
    const month = c.templates.find((t: { id: string }) => t.id === 'monatsparken');
    expect(
      parseShopConfig(c).templates.find((t) => t.id === 'monatsparken')?.reservationSlotDetails.startGrid,
    ).toBe('day');
    // With day starts the window may be a whole number of days rather than months.
    month.reservationSlotDetails.startBefore = 45 * 86_400;
    expect(() => parseShopConfig(c)).not.toThrow();
    c.templates[0].reservationSlotDetails.startGrid = 'day';
    expect(configError(() => parseShopConfig(c))).toContain(
      "SHOP_CONFIG templates[0].reservationSlotDetails.startGrid: startGrid 'day' needs a stepDuration of a day or longer",
    );
    c.templates[0].reservationSlotDetails.startGrid = 'week';
    expect(configError(() => parseShopConfig(c))).toContain('templates[0].reservationSlotDetails.startGrid');
  });

  it.each([
    [
      'a schema error',
      (c: Raw) => (c.templates[2].tariff.pricePerStep = -5),
      'SHOP_CONFIG templates[2].tariff.pricePerStep:',
    ],
    [
      'a reservation without capacity',
      (c: Raw) => delete c.templates[0].capacity,
      'SHOP_CONFIG templates[0].capacity: is required',
    ],
    [
      'an unknown time zone',
      (c: Raw) => (c.shop.timeZone = 'Europe/Atlantis'),
      'SHOP_CONFIG shop.timeZone: unknown time zone',
    ],
    [
      'a duplicate urlPath',
      (c: Raw) => (c.styling.navigation[1].urlPath = '/parkinfo'),
      'SHOP_CONFIG styling.navigation[1].urlPath: duplicate urlPath',
    ],
    [
      'a duplicate template id',
      (c: Raw) => (c.templates[1].id = 'kurzzeit'),
      'SHOP_CONFIG templates[1].id: duplicate id',
    ],
    ['an unknown theme', (c: Raw) => (c.shop.theme = 'pink'), 'SHOP_CONFIG shop.theme:'],
    [
      'a logo that is neither https nor a path (ADR 046)',
      (c: Raw) => (c.styling.logoUrl = 'http://example.de/logo.png'),
      'SHOP_CONFIG styling.logoUrl: must be a path like /logo.png or an https:// URL',
    ],
    [
      'a logo on another host behind a path-like //',
      (c: Raw) => (c.styling.logoUrl = '//evil.example/logo.png'),
      'SHOP_CONFIG styling.logoUrl: must be a path like /logo.png or an https:// URL',
    ],
    [
      'a ticket text longer than the ticket has room for',
      (c: Raw) => (c.styling.ticket = { conditions: { de: 'x'.repeat(301) } }),
      'SHOP_CONFIG styling.ticket.conditions: at most 300 characters in 6 lines per language',
    ],
    [
      'an empty ticket text (ADR 046)',
      (c: Raw) => (c.styling.ticket = { entryExit: {} }),
      'SHOP_CONFIG styling.ticket.entryExit:',
    ],
    ['no templates', (c: Raw) => (c.templates = []), 'SHOP_CONFIG templates:'],
  ])('names the field of %s', (_n, mutate, expected) => {
    const c = demo();
    mutate(c);
    expect(configError(() => parseShopConfig(c))).toContain(expected);
  });

  it('a missing file or invalid JSON is reported with the variable', () => {
    expect(configError(() => loadShopConfig('/nonexistent/shop.json'))).toMatch(/^SHOP_CONFIG: cannot read/);
    const dir = mkdtempSync(join(tmpdir(), 'shopcfg-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'bad.json'), '{ "shop": ');
    expect(configError(() => loadShopConfig(join(dir, 'bad.json')))).toMatch(
      /^SHOP_CONFIG: .* is not valid JSON/,
    );
  });
});

describe('server start with a bad config', () => {
  it('stops with exit code 1 and a message naming the field, no stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shopcfg-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const c = demo();
    c.templates[1].reservationSlotDetails.stepDuration = 1234;
    writeFileSync(join(dir, 'shop.json'), JSON.stringify(c));
    const root = new URL('../../..', import.meta.url).pathname;
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: join(dir, 'data'), PORT: '0', DATABASE_URL: '', ...env },
        encoding: 'utf8',
        // The server loads its whole module graph before it checks the config: slow on a busy machine.
        timeout: 120_000,
      });
    const bad = run({ SHOP_CONFIG: join(dir, 'shop.json') });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('SHOP_CONFIG templates[1].reservationSlotDetails.stepDuration');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    const badEnv = run({ PORT: 'abc' });
    expect(badEnv.status).toBe(1);
    expect(badEnv.stderr).toContain('PORT: ');
  }, 300_000);
});
