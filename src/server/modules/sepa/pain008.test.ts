import { describe, expect, it } from 'vitest';
import type { SepaSettings } from '../../config/payment-settings';
import { all, names, one, parseXml, text } from '../../test/xml';
import { buildPain008, type ExportCollection } from './pain008';
import { sepaText } from '../../../shared/domain/sepa-text';

const creditor: SepaSettings = {
  creditorId: 'DE98ZZZ09999999999',
  creditorName: 'Parkhaus am Markt GmbH',
  creditorIban: 'DE02120300000000202051',
  creditorBic: 'BYLADEM1001',
  creditorAddress: {
    street: 'Marktplatz',
    buildingNumber: '7',
    zipCode: '79098',
    city: 'Freiburg im Breisgau',
    country: 'DE',
  },
  prenotificationDays: 14,
};

const col = (over: Partial<ExportCollection>): ExportCollection => ({
  endToEndId: '0123456789abcdef0123456789abcdef',
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
    name: 'Jürgen Müßig',
    street: 'Hauptstraße',
    buildingNumber: '12a',
    zipCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  ...over,
});

const header = {
  messageId: 'PS20261120ABCDEF012345',
  createdAt: { year: 2026, month: 11, day: 20, hour: 10, minute: 30, second: 5 },
};

describe('pain.008.001.08 bank file', () => {
  const collections = [
    col({ endToEndId: 'a'.repeat(32), amountCents: 1999 }),
    col({
      endToEndId: 'b'.repeat(32),
      amountCents: 10,
      sequenceType: 'RCUR',
      mandateReference: 'M20261101-KKKKKKKKKK',
      signatureDate: '2026-11-01',
    }),
    col({
      endToEndId: 'c'.repeat(32),
      amountCents: 100000,
      sequenceType: 'OOFF',
      debtorAddress: null,
      debtorName: 'Ana Popescu',
      debtorIban: 'AT611904300234573201',
      debtorBic: 'BKAUATWWXXX',
    }),
    col({ endToEndId: 'd'.repeat(32), amountCents: 1, dueDate: '2026-12-05' }),
  ];
  const doc = parseXml(buildPain008(creditor, header, collections));

  it('is a pain.008.001.08 document with a group header of counts and control sum', () => {
    expect(doc.localName).toBe('Document');
    expect(doc.namespaceURI).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    const grp = one(doc, 'CstmrDrctDbtInitn/GrpHdr');
    expect(names(grp)).toEqual(['MsgId', 'CreDtTm', 'NbOfTxs', 'CtrlSum', 'InitgPty']);
    expect(text(grp, 'MsgId')).toBe('PS20261120ABCDEF012345');
    expect(text(grp, 'CreDtTm')).toBe('2026-11-20T10:30:05');
    expect(text(grp, 'NbOfTxs')).toBe('4');
    expect(text(grp, 'CtrlSum')).toBe('1020.10'); // 19.99 + 0.10 + 1000.00 + 0.01
    expect(text(grp, 'InitgPty/Nm')).toBe('Parkhaus am Markt GmbH');
  });

  it('has one payment block per sequence type and due date, each with its counts and sum', () => {
    const blocks = all(doc, 'CstmrDrctDbtInitn/PmtInf');
    expect(
      blocks.map((b) => [
        text(b, 'PmtTpInf/SeqTp'),
        text(b, 'ReqdColltnDt'),
        text(b, 'NbOfTxs'),
        text(b, 'CtrlSum'),
      ]),
    ).toEqual([
      ['FRST', '2026-12-04', '1', '19.99'],
      ['FRST', '2026-12-05', '1', '0.01'],
      ['OOFF', '2026-12-04', '1', '1000.00'],
      ['RCUR', '2026-12-04', '1', '0.10'],
    ]);
    for (const b of blocks) {
      expect(text(b, 'PmtMtd')).toBe('DD');
      expect(text(b, 'PmtTpInf/SvcLvl/Cd')).toBe('SEPA');
      expect(text(b, 'PmtTpInf/LclInstrm/Cd')).toBe('CORE');
    }
  });

  it('names the creditor with a structured address, account, agent (BICFI) and scheme id', () => {
    const b = all(doc, 'CstmrDrctDbtInitn/PmtInf')[0];
    expect(names(b)).toEqual([
      'PmtInfId',
      'PmtMtd',
      'BtchBookg',
      'NbOfTxs',
      'CtrlSum',
      'PmtTpInf',
      'ReqdColltnDt',
      'Cdtr',
      'CdtrAcct',
      'CdtrAgt',
      'ChrgBr',
      'CdtrSchmeId',
      'DrctDbtTxInf',
    ]);
    expect(names(one(b, 'Cdtr'))).toEqual(['Nm', 'PstlAdr']);
    expect(text(b, 'Cdtr/Nm')).toBe('Parkhaus am Markt GmbH');
    const adr = one(b, 'Cdtr/PstlAdr');
    expect(names(adr)).toEqual(['StrtNm', 'BldgNb', 'PstCd', 'TwnNm', 'Ctry']);
    expect([
      text(adr, 'StrtNm'),
      text(adr, 'BldgNb'),
      text(adr, 'PstCd'),
      text(adr, 'TwnNm'),
      text(adr, 'Ctry'),
    ]).toEqual(['Marktplatz', '7', '79098', 'Freiburg im Breisgau', 'DE']);
    expect(text(b, 'CdtrAcct/Id/IBAN')).toBe('DE02120300000000202051');
    expect(text(b, 'CdtrAgt/FinInstnId/BICFI')).toBe('BYLADEM1001');
    expect(text(b, 'ChrgBr')).toBe('SLEV');
    expect(text(b, 'CdtrSchmeId/Id/PrvtId/Othr/Id')).toBe('DE98ZZZ09999999999');
    expect(text(b, 'CdtrSchmeId/Id/PrvtId/Othr/SchmeNm/Prtry')).toBe('SEPA');
  });

  it('carries per debit the mandate, the debtor with agent, address and account, and the remittance', () => {
    const [tx] = all(doc, 'CstmrDrctDbtInitn/PmtInf/DrctDbtTxInf');
    expect(names(tx)).toEqual(['PmtId', 'InstdAmt', 'DrctDbtTx', 'DbtrAgt', 'Dbtr', 'DbtrAcct', 'RmtInf']);
    expect(text(tx, 'PmtId/EndToEndId')).toBe('a'.repeat(32));
    expect(text(tx, 'InstdAmt')).toBe('19.99');
    expect(one(tx, 'InstdAmt').getAttribute('Ccy')).toBe('EUR');
    expect(text(tx, 'DrctDbtTx/MndtRltdInf/MndtId')).toBe('M20261120-ABCDEFGHJK');
    expect(text(tx, 'DrctDbtTx/MndtRltdInf/DtOfSgntr')).toBe('2026-11-20');
    expect(text(tx, 'DbtrAgt/FinInstnId/BICFI')).toBe('COBADEFFXXX');
    // Transliterated to the SEPA character set.
    expect(text(tx, 'Dbtr/Nm')).toBe('Juergen Muessig');
    const adr = one(tx, 'Dbtr/PstlAdr');
    expect(names(adr)).toEqual(['StrtNm', 'BldgNb', 'PstCd', 'TwnNm', 'Ctry']);
    expect(text(adr, 'StrtNm')).toBe('Hauptstrasse');
    expect(text(adr, 'TwnNm')).toBe('Berlin');
    expect(text(tx, 'DbtrAcct/Id/IBAN')).toBe('DE89370400440532013000');
    expect(text(tx, 'RmtInf/Ustrd')).toBe('Parkhaus am Markt Tagesticket 2026-11-21');
    // Without an address in the booking, no PstlAdr.
    const ooff = all(doc, 'CstmrDrctDbtInitn/PmtInf').find((b) => text(b, 'PmtTpInf/SeqTp') === 'OOFF')!;
    expect(names(one(ooff, 'DrctDbtTxInf/Dbtr'))).toEqual(['Nm']);
    expect(text(ooff, 'DrctDbtTxInf/DbtrAgt/FinInstnId/BICFI')).toBe('BKAUATWWXXX');
  });

  it('keeps ids within the 35 characters the scheme allows', () => {
    for (const id of [
      ...all(doc, 'CstmrDrctDbtInitn/PmtInf/PmtInfId'),
      ...all(doc, 'CstmrDrctDbtInitn/PmtInf/DrctDbtTxInf/PmtId/InstrId'),
    ]) {
      expect((id.textContent ?? '').length).toBeLessThanOrEqual(35);
    }
  });

  it('writes SEPA characters only', () => {
    expect(sepaText('Ærøskøbing & Sœhne <GmbH> - Straße № 5', 70)).toBe(
      'AEroskobing Soehne GmbH - Strasse 5',
    );
    expect(sepaText('Ștefan Țăranu', 70)).toBe('Stefan Taranu');
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
  });
});
