import { readFileSync } from 'node:fs';
import { ConfigError } from './config-error';
import type { Env } from './env';

/** The operator's Apple pass certificate and what identifies it (ADR 068). */
export interface AppleWalletKeys {
  passTypeId: string;
  teamId: string;
  /** PEM: the pass certificate, its private key and the intermediate it was issued under. */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
  /** A local identity the demo made itself: real phones refuse its passes. */
  demo: boolean;
}

/** The operator's Google Wallet issuer and the service account that signs for it. */
export interface GoogleWalletKeys {
  issuerId: string;
  clientEmail: string;
  /** PEM (PKCS #8, RSA): the service account's key. */
  privateKey: string;
  demo: boolean;
}

/** Absent parts: that wallet offers nothing (no button, 404 WALLET_NOT_CONFIGURED). */
export interface WalletKeys {
  apple?: AppleWalletKeys;
  google?: GoogleWalletKeys;
}

const APPLE = [
  'WALLET_APPLE_PASS_TYPE_ID',
  'WALLET_APPLE_TEAM_ID',
  'WALLET_APPLE_CERT',
  'WALLET_APPLE_KEY',
  'WALLET_APPLE_WWDR',
] as const;
const GOOGLE = ['WALLET_GOOGLE_ISSUER_ID', 'WALLET_GOOGLE_SERVICE_ACCOUNT'] as const;

/** A value given inline (a PEM or JSON, as container secrets often are) or as a file path. */
function contentOf(name: string, value: string, inline: (v: string) => boolean): string {
  if (inline(value)) return value;
  try {
    return readFileSync(value, 'utf8');
  } catch (e) {
    throw new ConfigError(`${name}: cannot read ${value} (${(e as Error).message})`);
  }
}

const isPem = (v: string) => v.trimStart().startsWith('-----BEGIN');

function allOrNone(env: Env, names: readonly (keyof Env)[], what: string): boolean {
  const missing = names.filter((n) => !env[n]);
  if (missing.length === names.length) return false;
  if (missing.length > 0)
    throw new ConfigError(`${missing.join(', ')}: missing (${what} needs all of ${names.join(', ')})`);
  return true;
}

/** The wallets the environment configures; a half-configured one stops the start. */
export function walletKeysFromEnv(env: Env): WalletKeys {
  const keys: WalletKeys = {};
  if (allOrNone(env, APPLE, 'Apple Wallet')) {
    const pem = (n: (typeof APPLE)[number]) => contentOf(n, env[n]!, isPem);
    keys.apple = {
      passTypeId: env.WALLET_APPLE_PASS_TYPE_ID!,
      teamId: env.WALLET_APPLE_TEAM_ID!,
      signerCert: pem('WALLET_APPLE_CERT'),
      signerKey: pem('WALLET_APPLE_KEY'),
      wwdr: pem('WALLET_APPLE_WWDR'),
      ...(env.WALLET_APPLE_KEY_PASSPHRASE ? { signerKeyPassphrase: env.WALLET_APPLE_KEY_PASSPHRASE } : {}),
      demo: false,
    };
  }
  if (allOrNone(env, GOOGLE, 'Google Wallet')) {
    const name = 'WALLET_GOOGLE_SERVICE_ACCOUNT';
    const text = contentOf(name, env.WALLET_GOOGLE_SERVICE_ACCOUNT!, (v) => v.trimStart().startsWith('{'));
    let account: { client_email?: unknown; private_key?: unknown };
    try {
      account = JSON.parse(text) as typeof account;
    } catch {
      throw new ConfigError(`${name}: not a service account key (JSON)`);
    }
    if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string') {
      throw new ConfigError(`${name}: the key file lacks client_email or private_key`);
    }
    keys.google = {
      issuerId: env.WALLET_GOOGLE_ISSUER_ID!,
      clientEmail: account.client_email,
      privateKey: account.private_key,
      demo: false,
    };
  }
  return keys;
}
