/** Windows-1252's bytes 0x80–0x9F (the rest of Latin-1 maps to itself). */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/**
 * Encodes text as Windows-1252 (DATEV's "ANSI"). A character it lacks loses its accents if
 * that helps (Romanian ș → s), else becomes `?`: an import must never fail on a customer's name.
 */
export function encodeWindows1252(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  let i = 0;
  for (const ch of text) {
    out[i++] = cp1252Byte(ch) ?? cp1252Byte(ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) ?? 0x3f;
  }
  return out.subarray(0, i);
}

function cp1252Byte(ch: string): number | undefined {
  if (ch.length !== 1) return undefined;
  const c = ch.charCodeAt(0);
  if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) return c;
  return CP1252_HIGH[ch];
}

/** The reverse, for tests that read a DATEV file back. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const high = new Map(Object.entries(CP1252_HIGH).map(([ch, b]) => [b, ch]));
  return Array.from(bytes, (b) => high.get(b) ?? String.fromCharCode(b)).join('');
}
