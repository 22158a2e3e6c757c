import { describe, expect, it } from 'vitest';
import type { SepaSettings } from '../../config/payment-settings';
import { buildPain008, type ExportCollection } from './pain008';
import { checkPain008 } from './pain008-check';

const creditor: SepaSettings = {
  creditorId: 'DE98ZZZ09999999999',
  creditorName: 'Parkhaus am Markt GmbH',
  creditorIban: 'DE02120300000000202051',
  creditorBic: 'BYLADEM1001',
  creditorAddress: {
    street: 'Marktplatz',
    buildingNumber: '7',
    zipCode: '79098',
    city: 'Freiburg',
    country: 'DE',
  },
  prenotificationDays: 14,
};
const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);
const col = (over: Partial<ExportCollection>): ExportCollection => ({
  endToEndId: A,
  amountCents: 1999,
  dueDate: '2026-12-04',
  sequenceType: 'FRST',
  remittance: 'Parkhaus am Markt Tagesticket 2026-11-21',
  mandateReference: 'M20261120-ABCDEFGHJK',
  signatureDate: '2026-11-20',
  debtorName: 'Jürgen Müßig',
  debtorIban: 'DE89370400440532013000',
  debtorBic: 'COBADEFFXXX',
  debtorAddress: {
    name: 'J',
    street: 'Hauptstraße',
    buildingNumber: '12a',
    zipCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  ...over,
});
const GOOD = buildPain008(
  creditor,
  {
    messageId: 'PS20261120ABCDEF012345',
    createdAt: { year: 2026, month: 11, day: 20, hour: 10, minute: 30, second: 5 },
  },
  [
    col({ endToEndId: A, amountCents: 1999 }),
    col({ endToEndId: B, amountCents: 10, mandateReference: 'M20261101-KKKKKKKKKK' }),
    col({
      endToEndId: C,
      amountCents: 100000,
      sequenceType: 'OOFF',
      debtorName: 'Ana Popescu',
      debtorIban: 'AT611904300234573201',
      debtorBic: 'BKAUATWWXXX',
      mandateReference: 'M20261120-CCCCCCCCCC',
      remittance: 'Monatsparken',
    }),
  ],
);

/** Replaces exactly one occurrence, so a broken file is broken where the test says. */
function breakOnce(xml: string, from: string | RegExp, to: string): string {
  const matches = xml.match(typeof from === 'string' ? new RegExp(escape(from), 'g') : new RegExp(from, 'g'));
  expect(matches?.length, String(from)).toBe(1);
  return xml.replace(from, to);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rules = (xml: string) =>
  checkPain008(xml).map((p) => ({ rule: p.rule, path: p.path, ids: p.endToEndIds }));

describe('EPC SDD Core check of a pain.008.001.08 file', () => {
  it('finds nothing wrong with the file the shop writes', () => {
    expect(checkPain008(GOOD)).toEqual([]);
  });

  it('a wrong group control sum or count is a file-wide problem', () => {
    expect(rules(breakOnce(GOOD, '<CtrlSum>1020.09</CtrlSum>', '<CtrlSum>1020.10</CtrlSum>'))).toEqual([
      { rule: 'sum', path: 'GrpHdr/CtrlSum', ids: [] },
    ]);
    expect(rules(breakOnce(GOOD, /<NbOfTxs>3<\/NbOfTxs>/, '<NbOfTxs>4</NbOfTxs>'))).toEqual([
      { rule: 'count', path: 'GrpHdr/NbOfTxs', ids: [] },
    ]);
  });

  it("a payment block's wrong control sum names the debits of that block", () => {
    const broken = breakOnce(GOOD, '<CtrlSum>20.09</CtrlSum>', '<CtrlSum>20.90</CtrlSum>');
    expect(rules(broken)).toEqual([{ rule: 'sum', path: 'PmtInf[1]/CtrlSum', ids: [A, B] }]);
  });

  it('an empty debtor name, a bad IBAN, a malformed BIC and an unknown country name their debit', () => {
    expect(rules(breakOnce(GOOD, '<Nm>Ana Popescu</Nm>', '<Nm></Nm>'))).toEqual([
      { rule: 'empty', path: 'PmtInf[2]/DrctDbtTxInf[1]/Dbtr/Nm', ids: [C] },
    ]);
    expect(rules(breakOnce(GOOD, 'AT611904300234573201', 'AT611904300234573202'))).toEqual([
      { rule: 'iban', path: 'PmtInf[2]/DrctDbtTxInf[1]/DbtrAcct/Id/IBAN', ids: [C] },
    ]);
    expect(rules(breakOnce(GOOD, 'BKAUATWWXXX', 'BKAUATW'))).toEqual([
      { rule: 'bic', path: 'PmtInf[2]/DrctDbtTxInf[1]/DbtrAgt/FinInstnId/BICFI', ids: [C] },
    ]);
    const xx = GOOD.replace(/(<EndToEndId>a+<\/EndToEndId>[\s\S]*?<Ctry>)DE(<\/Ctry>)/, '$1XX$2');
    expect(rules(xx)).toEqual([
      { rule: 'country', path: 'PmtInf[1]/DrctDbtTxInf[1]/Dbtr/PstlAdr/Ctry', ids: [A] },
    ]);
  });

  it('overlong ids and texts break the EPC lengths', () => {
    expect(
      rules(breakOnce(GOOD, `<EndToEndId>${B}</EndToEndId>`, `<EndToEndId>${B}0123</EndToEndId>`)),
    ).toEqual([{ rule: 'length', path: 'PmtInf[1]/DrctDbtTxInf[2]/PmtId/EndToEndId', ids: [`${B}0123`] }]);
    expect(rules(breakOnce(GOOD, 'M20261120-CCCCCCCCCC', 'M'.repeat(36)))).toEqual([
      { rule: 'length', path: 'PmtInf[2]/DrctDbtTxInf[1]/DrctDbtTx/MndtRltdInf/MndtId', ids: [C] },
    ]);
    expect(
      rules(breakOnce(GOOD, '<Ustrd>Monatsparken</Ustrd>', `<Ustrd>${'x'.repeat(141)}</Ustrd>`)),
    ).toEqual([{ rule: 'length', path: 'PmtInf[2]/DrctDbtTxInf[1]/RmtInf/Ustrd', ids: [C] }]);
    expect(rules(breakOnce(GOOD, '<Nm>Ana Popescu</Nm>', `<Nm>${'N'.repeat(71)}</Nm>`))).toEqual([
      { rule: 'length', path: 'PmtInf[2]/DrctDbtTxInf[1]/Dbtr/Nm', ids: [C] },
    ]);
  });

  it('characters outside the SEPA set, and references with //, are refused', () => {
    expect(
      rules(breakOnce(GOOD, '<Ustrd>Monatsparken</Ustrd>', '<Ustrd>Monatsparken € Müller &amp; Co</Ustrd>')),
    ).toEqual([{ rule: 'charset', path: 'PmtInf[2]/DrctDbtTxInf[1]/RmtInf/Ustrd', ids: [C] }]);
    expect(rules(breakOnce(GOOD, 'M20261120-CCCCCCCCCC', 'M2026//CCC'))).toEqual([
      { rule: 'format', path: 'PmtInf[2]/DrctDbtTxInf[1]/DrctDbtTx/MndtRltdInf/MndtId', ids: [C] },
    ]);
  });

  it('missing mandatory elements, foreign currencies and malformed amounts are refused', () => {
    const noMandate = breakOnce(GOOD, '<MndtId>M20261120-CCCCCCCCCC</MndtId>', '');
    expect(rules(noMandate)).toEqual([
      { rule: 'missing', path: 'PmtInf[2]/DrctDbtTxInf[1]/DrctDbtTx/MndtRltdInf/MndtId', ids: [C] },
    ]);
    const usd = breakOnce(
      GOOD,
      '<InstdAmt Ccy="EUR">1000.00</InstdAmt>',
      '<InstdAmt Ccy="USD">1000.00</InstdAmt>',
    );
    expect(rules(usd)).toEqual([{ rule: 'amount', path: 'PmtInf[2]/DrctDbtTxInf[1]/InstdAmt', ids: [C] }]);
    const cents = breakOnce(
      GOOD,
      '<InstdAmt Ccy="EUR">1000.00</InstdAmt>',
      '<InstdAmt Ccy="EUR">1000.001</InstdAmt>',
    );
    expect(rules(cents).map((r) => r.rule)).toContain('amount');
    expect(checkPain008('<Document><oops></Document>')[0].rule).toBe('xml');
    expect(checkPain008(GOOD.replace(/pain\.008\.001\.08/g, 'pain.008.001.02'))[0].rule).toBe('format');
  });
});
