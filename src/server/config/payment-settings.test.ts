import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ConfigError } from './config-error';
import { parseEnv } from './env';
import { resolvePaymentSettings } from './payment-settings';
import { loadShopConfig, parseShopConfig } from './shop-config';

const shop = loadShopConfig(undefined);
const SEPA = {
  SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
  SEPA_CREDITOR_NAME: 'Parkhaus am Markt GmbH',
  SEPA_CREDITOR_IBAN: 'DE02 1203 0000 0000 2020 51',
  SEPA_CREDITOR_BIC: 'BYLADEM1001',
};

function problems(env: Record<string, string>, config = shop): string {
  try {
    resolvePaymentSettings(parseEnv(env), config);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('no error');
}

describe('payment settings', () => {
  it('defaults to the demo provider and SumUp/Mollie default URLs', () => {
    const env = parseEnv({});
    expect(env.SUMUP_API_URL).toBe('https://api.sumup.com');
    expect(env.MOLLIE_API_URL).toBe('https://api.mollie.com/v2/');
    expect(env.SUMUP_WIDGET_URL).toBe('https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js');
    expect(env.SEPA_PRENOTIFICATION_DAYS).toBe(14);
    expect(resolvePaymentSettings(env, shop).provider).toBe('demo');
  });

  it('PAYMENT_PROVIDER overrides the shop config', () => {
    const config = parseShopConfig({ ...shop, paymentProvider: 'mollie' });
    expect(problems({}, config)).toContain('MOLLIE_API_KEY: is required with PAYMENT_PROVIDER mollie');
    expect(resolvePaymentSettings(parseEnv({ PAYMENT_PROVIDER: 'demo' }), config).provider).toBe('demo');
  });

  it.each([
    ['sumup', {}, ['SUMUP_API_KEY: is required', 'SUMUP_MERCHANT_CODE: is required']],
    ['mollie', {}, ['MOLLIE_API_KEY: is required']],
    [
      'sepa',
      {},
      ['SEPA_CREDITOR_ID: is required', 'SEPA_CREDITOR_NAME', 'SEPA_CREDITOR_IBAN', 'SEPA_CREDITOR_BIC'],
    ],
    ['sepa', { ...SEPA, SEPA_CREDITOR_ID: 'DE00ZZZ09999999999' }, ['SEPA_CREDITOR_ID: is not a valid']],
    [
      'sepa',
      { ...SEPA, SEPA_CREDITOR_IBAN: 'DE02120300000000202052' },
      ['SEPA_CREDITOR_IBAN: is not a valid IBAN'],
    ],
    ['sepa', { ...SEPA, SEPA_CREDITOR_BIC: 'ABNANL2A' }, ['SEPA_CREDITOR_BIC: is not a valid BIC']],
  ])('%s without its settings names the variable', (provider, env, expected) => {
    const msg = problems({ PAYMENT_PROVIDER: provider, ...env });
    for (const e of expected) expect(msg).toContain(e);
  });

  it('names a malformed Mollie key and URL in the environment', () => {
    expect(() => parseEnv({ MOLLIE_API_KEY: 'abc' })).toThrow(
      /^MOLLIE_API_KEY: must start with test_ or live_/,
    );
    expect(() => parseEnv({ SUMUP_API_URL: 'ftp://x' })).toThrow(/^SUMUP_API_URL: /);
    expect(() => parseEnv({ MOLLIE_API_URL: 'http://127.0.0.1:9/v2/' })).toThrow(
      /^MOLLIE_API_URL: must be an https/,
    );
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/^PAYMENT_PROVIDER: /);
    expect(() => parseEnv({ SEPA_PRENOTIFICATION_DAYS: '0' })).toThrow(/^SEPA_PRENOTIFICATION_DAYS: /);
  });

  it('SEPA needs the operator address in the shop config', () => {
    const { address: _drop, ...rest } = shop.shop;
    void _drop;
    const config = parseShopConfig({ ...shop, shop: rest });
    expect(problems({ PAYMENT_PROVIDER: 'sepa', ...SEPA }, config)).toContain(
      'SHOP_CONFIG shop.address: is required',
    );
  });

  it('builds the webhook URLs from PUBLIC_URL and leaves Mollie’s out on loopback', () => {
    const sumup = resolvePaymentSettings(
      parseEnv({
        PAYMENT_PROVIDER: 'sumup',
        SUMUP_API_KEY: 'k',
        SUMUP_MERCHANT_CODE: 'M',
        PUBLIC_URL: 'https://p.example/',
      }),
      shop,
    );
    expect(sumup.sumup?.webhookUrl).toBe('https://p.example/api/payments/sumup/webhook');
    const mollie = (url: string) =>
      resolvePaymentSettings(
        parseEnv({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_abc', PUBLIC_URL: url }),
        shop,
      ).mollie;
    expect(mollie('https://p.example')).toMatchObject({
      webhookUrl: 'https://p.example/api/payments/mollie/webhook',
      redirectUrl: 'https://p.example/checkout',
    });
    expect(mollie('http://localhost:3000')?.webhookUrl).toBeUndefined();
    const sepa = resolvePaymentSettings(parseEnv({ PAYMENT_PROVIDER: 'sepa', ...SEPA }), shop).sepa;
    expect(sepa).toMatchObject({ creditorIban: 'DE02120300000000202051', prenotificationDays: 14 });
  });

  it('the server does not start without the chosen provider’s credentials, naming the variable', () => {
    const root = new URL('../../..', import.meta.url).pathname;
    const dir = mkdtempSync(join(tmpdir(), 'paycfg-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: join(dir, 'data'),
        PORT: '0',
        DATABASE_URL: '',
        PAYMENT_PROVIDER: 'sumup',
        SUMUP_API_KEY: 'sup_sk_secret_never_printed',
      },
      encoding: 'utf8',
      // The server loads its whole module graph before it checks the config: slow on a busy machine.
      timeout: 120_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('SUMUP_MERCHANT_CODE: is required with PAYMENT_PROVIDER sumup');
    expect(r.stderr).not.toContain('sup_sk_secret_never_printed');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  }, 180_000);

  it('a public shop refuses the demo provider unless ALLOW_DEMO_PAYMENTS=true (ADR 009)', () => {
    const msg = problems({ PUBLIC_URL: 'https://parken.example.de' });
    expect(msg).toContain('PAYMENT_PROVIDER');
    expect(msg).toContain('ALLOW_DEMO_PAYMENTS=true');
    // Also when the shop config chose it.
    expect(
      problems(
        { PUBLIC_URL: 'http://192.168.1.20:3000' },
        parseShopConfig({ ...shop, paymentProvider: 'demo' }),
      ),
    ).toContain('ALLOW_DEMO_PAYMENTS');
    const allowed = resolvePaymentSettings(
      parseEnv({ PUBLIC_URL: 'https://parken.example.de', ALLOW_DEMO_PAYMENTS: 'true' }),
      shop,
    );
    expect(allowed.provider).toBe('demo');
    // A local shop (any loopback name) keeps the demo by default.
    for (const url of ['http://localhost:3000', 'http://127.0.0.2:8080', 'http://[::1]:3000']) {
      expect(resolvePaymentSettings(parseEnv({ PUBLIC_URL: url }), shop).provider).toBe('demo');
    }
  });

  it('the server does not start as a public demo, naming both variables', () => {
    const root = new URL('../../..', import.meta.url).pathname;
    const dir = mkdtempSync(join(tmpdir(), 'paycfg-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: join(dir, 'data'),
        PORT: '0',
        DATABASE_URL: '',
        PAYMENT_PROVIDER: '',
        ALLOW_DEMO_PAYMENTS: '',
        PUBLIC_URL: 'https://parken.example.de',
      },
      encoding: 'utf8',
      // The server loads its whole module graph before it checks the config: slow on a busy machine.
      timeout: 120_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Configuration error');
    expect(r.stderr).toContain('PAYMENT_PROVIDER');
    expect(r.stderr).toContain('ALLOW_DEMO_PAYMENTS');
  }, 180_000);
});
