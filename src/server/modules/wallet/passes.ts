import { readFileSync } from 'node:fs';
import { PKPass } from 'passkit-generator';
import { SignJWT, importPKCS8 } from 'jose';
import { numericDateTime } from '../../../shared/domain/wall-clock';
import type { AppleWalletKeys, GoogleWalletKeys } from '../../config/wallet-keys';
import { textsFor } from '../../mail/texts';

/** What a pass shows: the ticket as the ticket page has it, plus the shop around it. */
export interface PassData {
  permissionId: string;
  shopName: string;
  templateName: string;
  language: string;
  timeZone: string;
  start: Date;
  end: Date;
  plate?: string;
  ticketCode: string;
  siteName?: string;
  validAt?: string;
  entrance?: { address: string; latitude?: number; longitude?: number; directions?: string };
  cancelled: boolean;
  ticketUrl: string;
  /** The theme's primary colour, #rrggbb. */
  colour: string;
}

const IMAGES = Object.fromEntries(
  ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png'].map((f) => [
    f,
    readFileSync(new URL(`./images/${f}`, import.meta.url)),
  ]),
);

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The place line: the car park and its entrance, or where a city-wide permit is valid. */
function placeOf(p: PassData): string {
  return [p.siteName, p.validAt, p.entrance?.address].filter(Boolean).join(', ');
}

/**
 * The Apple pass (a `.pkpass`): pass.json, the images, manifest.json with every file's SHA-1 and
 * `signature`, the manifest's detached PKCS #7 signature, all made by passkit-generator. A
 * cancelled ticket's pass is voided and carries no barcode a reader could take for valid.
 */
export function applePass(
  p: PassData,
  keys: AppleWalletKeys,
  service: { url: string; authenticationToken: string },
): Buffer {
  const t = textsFor(p.language);
  const dateField = (key: string, label: string, value: Date) => ({
    key,
    label,
    value: value.toISOString(),
    dateStyle: 'PKDateStyleMedium',
    timeStyle: 'PKDateStyleShort',
  });
  const place = placeOf(p);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: keys.passTypeId,
    teamIdentifier: keys.teamId,
    serialNumber: p.permissionId,
    organizationName: p.shopName,
    description: `${p.templateName} – ${p.shopName}`,
    logoText: p.shopName,
    backgroundColor: rgb(p.colour),
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(255, 255, 255)',
    webServiceURL: service.url,
    authenticationToken: service.authenticationToken,
    relevantDate: p.start.toISOString(),
    expirationDate: p.end.toISOString(),
    ...(p.cancelled ? { voided: true } : {}),
    generic: {
      headerFields: p.plate ? [{ key: 'plate', label: t.plate, value: p.plate }] : [],
      primaryFields: [
        { key: 'product', label: p.cancelled ? t.cancelled : t.product, value: p.templateName },
      ],
      secondaryFields: [dateField('start', t.start, p.start), dateField('end', t.end, p.end)],
      auxiliaryFields: [
        { key: 'code', label: t.ticketCode, value: p.ticketCode },
        ...(place ? [{ key: 'place', label: p.validAt ? t.validAt : t.entrance, value: place }] : []),
      ],
      backFields: [
        ...(p.cancelled ? [{ key: 'cancelled', label: t.cancelled, value: t.cancelledNote }] : []),
        ...(p.entrance?.directions
          ? [{ key: 'directions', label: t.entrance, value: p.entrance.directions }]
          : []),
        { key: 'link', label: t.link, value: p.ticketUrl },
      ],
    },
  };
  const pass = new PKPass(
    { ...IMAGES, 'pass.json': Buffer.from(JSON.stringify(passJson)) },
    {
      wwdr: keys.wwdr,
      signerCert: keys.signerCert,
      signerKey: keys.signerKey,
      ...(keys.signerKeyPassphrase ? { signerKeyPassphrase: keys.signerKeyPassphrase } : {}),
    },
  );
  if (!p.cancelled) {
    pass.setBarcodes({
      format: 'PKBarcodeFormatQR',
      message: p.ticketCode,
      messageEncoding: 'iso-8859-1',
      altText: p.ticketCode,
    });
  }
  const { latitude, longitude } = p.entrance ?? {};
  // At the gate the phone offers the pass on its lock screen.
  if (latitude !== undefined && longitude !== undefined && !p.cancelled) {
    pass.setLocations({ latitude, longitude, relevantText: `${p.shopName}: ${p.templateName}` });
  }
  return pass.getAsBuffer();
}

/** Google's "Save to Google Wallet" link; the pass object travels inside the signed JWT. */
export async function googleSaveUrl(
  p: PassData,
  keys: GoogleWalletKeys,
  origin: string,
  now: Date,
): Promise<string> {
  const t = textsFor(p.language);
  const text = (value: string) => ({ defaultValue: { language: p.language, value } });
  const place = placeOf(p);
  const modules = [
    ...(p.plate ? [{ id: 'plate', header: t.plate, body: p.plate }] : []),
    { id: 'start', header: t.start, body: numericDateTime(p.start, p.timeZone) },
    { id: 'end', header: t.end, body: numericDateTime(p.end, p.timeZone) },
    ...(place ? [{ id: 'place', header: p.validAt ? t.validAt : t.entrance, body: place }] : []),
    ...(p.cancelled ? [{ id: 'cancelled', header: t.cancelled, body: t.cancelledNote }] : []),
  ];
  const classId = `${keys.issuerId}.parking-ticket`;
  const object = {
    id: `${keys.issuerId}.${p.permissionId}`,
    classId,
    state: p.cancelled ? 'INACTIVE' : 'ACTIVE',
    cardTitle: text(p.shopName),
    header: text(p.templateName),
    subheader: text(t.ticketCode),
    hexBackgroundColor: p.colour,
    validTimeInterval: { start: { date: p.start.toISOString() }, end: { date: p.end.toISOString() } },
    ...(p.cancelled
      ? {}
      : { barcode: { type: 'QR_CODE', value: p.ticketCode, alternateText: p.ticketCode } }),
    textModulesData: modules,
    linksModuleData: { uris: [{ uri: p.ticketUrl, description: t.link, id: 'ticket' }] },
  };
  const key = await importPKCS8(keys.privateKey, 'RS256');
  const jwt = await new SignJWT({
    origins: [origin],
    typ: 'savetowallet',
    payload: { genericClasses: [{ id: classId }], genericObjects: [object] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(keys.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
