import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import type { WalletKeys } from '../../config/wallet-keys';

/** What the demo's passes say they are; no Apple or Google account stands behind them. */
export const DEMO_PASS_TYPE_ID = 'pass.local.parkshop.demo';
export const DEMO_TEAM_ID = 'DEMO000000';
export const DEMO_GOOGLE_ISSUER_ID = '3388000000000000000';

const FILES = {
  ca: 'DEMO-wallet-ca.pem',
  cert: 'DEMO-pass-certificate.pem',
  key: 'DEMO-pass-key.pem',
  google: 'DEMO-google-service-account.json',
} as const;

const README = `DEMO wallet identity of the parking shop's built-in demo (ADR 068).
Made by the shop on its first start. Phones refuse passes signed with it: the CA is not
Apple's WWDR and the Google key belongs to no Google account. Never use it for a real shop;
set the WALLET_* variables instead (docs/operations/wallet.md). Delete this folder to make a new one.
`;

function rsaKey(): forge.pki.rsa.PrivateKey {
  // Node's own generator: node-forge's pure JavaScript one takes seconds.
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return forge.pki.privateKeyFromPem(privateKey);
}

function certificate(
  subject: forge.pki.CertificateField[],
  key: forge.pki.rsa.PrivateKey,
  issuer: { subject: forge.pki.CertificateField[]; key: forge.pki.rsa.PrivateKey } | null,
  now: Date,
  extensions: object[],
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = forge.util.bytesToHex(forge.random.getBytesSync(9)).replace(/^[89a-f]/, '1');
  cert.validity.notBefore = new Date(now.getTime() - 86_400_000);
  cert.validity.notAfter = new Date(now.getTime() + 5 * 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.subject : subject);
  cert.setExtensions(extensions);
  cert.sign(issuer ? issuer.key : key, forge.md.sha256.create());
  return cert;
}

/** A demo CA, a pass certificate under it and a Google service account key, as PEM and JSON. */
export function makeDemoIdentity(now: Date): Record<keyof typeof FILES, string> {
  const caKey = rsaKey();
  const caSubject = [
    { name: 'commonName', value: 'DEMO Parkshop Wallet CA (not trusted by any phone)' },
    { name: 'organizationName', value: 'DEMO Parkshop' },
  ];
  const ca = certificate(caSubject, caKey, null, now, [
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  const passKey = rsaKey();
  const pass = certificate(
    [
      { name: 'commonName', value: `DEMO Pass Type ID: ${DEMO_PASS_TYPE_ID}` },
      { type: '0.9.2342.19200300.100.1.1', value: DEMO_PASS_TYPE_ID },
      { name: 'organizationalUnitName', value: DEMO_TEAM_ID },
      { name: 'organizationName', value: 'DEMO Parkshop' },
    ],
    passKey,
    { subject: caSubject, key: caKey },
    now,
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
    ],
  );
  const google = rsaKey();
  return {
    ca: forge.pki.certificateToPem(ca),
    cert: forge.pki.certificateToPem(pass),
    key: forge.pki.privateKeyToPem(passKey),
    google: JSON.stringify(
      {
        type: 'service_account',
        DEMO: 'made by the parking shop demo; belongs to no Google account',
        client_email: 'demo-wallet@parkshop-demo.invalid',
        private_key: forge.pki.privateKeyInfoToPem(
          forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(google)),
        ),
      },
      null,
      2,
    ),
  };
}

/** The demo identity as wallet keys (its CA stands in for Apple's intermediate). */
export function demoWalletKeys(files: Record<keyof typeof FILES, string>): Required<WalletKeys> {
  const account = JSON.parse(files.google) as { client_email: string; private_key: string };
  return {
    apple: {
      passTypeId: DEMO_PASS_TYPE_ID,
      teamId: DEMO_TEAM_ID,
      signerCert: files.cert,
      signerKey: files.key,
      wwdr: files.ca,
      demo: true,
    },
    google: {
      issuerId: DEMO_GOOGLE_ISSUER_ID,
      clientEmail: account.client_email,
      privateKey: account.private_key,
      demo: true,
    },
  };
}

/**
 * The demo's identity in `dir` (DATA_DIR/wallet-demo), made on the first start and kept, like the
 * demo's database, so passes already on a phone keep their signer across restarts.
 */
export function loadOrMakeDemoIdentity(dir: string, now: Date): Required<WalletKeys> {
  const paths = Object.fromEntries(Object.entries(FILES).map(([k, f]) => [k, join(dir, f)])) as Record<
    keyof typeof FILES,
    string
  >;
  if (!Object.values(paths).every((p) => existsSync(p))) {
    mkdirSync(dir, { recursive: true });
    const made = makeDemoIdentity(now);
    for (const k of Object.keys(FILES) as (keyof typeof FILES)[])
      writeFileSync(paths[k], made[k], { mode: 0o600 });
    writeFileSync(join(dir, 'README-DEMO.txt'), README);
  }
  const read = (k: keyof typeof FILES) => readFileSync(paths[k], 'utf8');
  return demoWalletKeys({ ca: read('ca'), cert: read('cert'), key: read('key'), google: read('google') });
}
