import { describe, expect, it } from 'vitest';
import { decodeWindows1252, encodeWindows1252 } from './windows-1252';

describe("DATEV's Windows-1252", () => {
  it('Windows-1252: umlauts and € as single bytes, foreign letters without accents, the rest as ?', () => {
    const bytes = encodeWindows1252('Müller € ș 中');
    expect([...bytes]).toEqual([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x80, 0x20, 0x73, 0x20, 0x3f]);
    expect(decodeWindows1252(bytes)).toBe('Müller € s ?');
  });
});
