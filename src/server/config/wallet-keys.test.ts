import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { testEnv } from './env';
import { walletKeysFromEnv } from './wallet-keys';

const dir = mkdtempSync(join(tmpdir(), 'wallet-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

describe('wallet keys from the environment', () => {
  it('offers no wallet without any WALLET_* variable', () => {
    expect(walletKeysFromEnv(testEnv())).toEqual({});
  });

  it('reads the Apple certificate from files or inline PEM, and the Google key file', () => {
    const cert = join(dir, 'cert.pem');
    writeFileSync(cert, PEM);
    const account = join(dir, 'sa.json');
    writeFileSync(account, JSON.stringify({ client_email: 'wallet@example.iam', private_key: 'KEY' }));
    const keys = walletKeysFromEnv(
      testEnv({
        WALLET_APPLE_PASS_TYPE_ID: 'pass.de.example.parken',
        WALLET_APPLE_TEAM_ID: 'ABCDE12345',
        WALLET_APPLE_CERT: cert,
        WALLET_APPLE_KEY: PEM,
        WALLET_APPLE_WWDR: PEM,
        WALLET_GOOGLE_ISSUER_ID: '3388000000022222222',
        WALLET_GOOGLE_SERVICE_ACCOUNT: account,
      }),
    );
    expect(keys.apple).toMatchObject({ passTypeId: 'pass.de.example.parken', signerCert: PEM, demo: false });
    expect(keys.google).toMatchObject({ clientEmail: 'wallet@example.iam', privateKey: 'KEY', demo: false });
  });

  it('stops the start on half a configuration or an unreadable file, naming the variable', () => {
    expect(() => walletKeysFromEnv(testEnv({ WALLET_APPLE_PASS_TYPE_ID: 'pass.x' }))).toThrow(
      /WALLET_APPLE_TEAM_ID, WALLET_APPLE_CERT, WALLET_APPLE_KEY, WALLET_APPLE_WWDR: missing/,
    );
    expect(() =>
      walletKeysFromEnv(
        testEnv({ WALLET_GOOGLE_ISSUER_ID: '1', WALLET_GOOGLE_SERVICE_ACCOUNT: join(dir, 'missing.json') }),
      ),
    ).toThrow(ConfigError);
    expect(() =>
      walletKeysFromEnv(
        testEnv({ WALLET_GOOGLE_ISSUER_ID: '1', WALLET_GOOGLE_SERVICE_ACCOUNT: '{"client_email":1}' }),
      ),
    ).toThrow(/lacks client_email or private_key/);
  });
});
