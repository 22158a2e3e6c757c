import { DOMParser, XMLSerializer, type Element as XmlElement } from '@xmldom/xmldom';
import { Document } from 'sepa';
import type { SepaSettings } from '../../config/payment-settings';
import type { BillParty } from '../../db/schema';
import { centsToDecimal, centsToMajorUnits } from '../../payments/money';
import { sepaText } from '../../../shared/domain/sepa-text';

export const PAIN_008 = 'pain.008.001.08';

export interface ExportCollection {
  endToEndId: string;
  amountCents: number;
  /** YYYY-MM-DD */
  dueDate: string;
  sequenceType: 'FRST' | 'RCUR' | 'OOFF';
  remittance: string;
  mandateReference: string;
  /** YYYY-MM-DD */
  signatureDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  debtorAddress: BillParty | null;
}

export interface ExportHeader {
  messageId: string;
  /** Wall-clock time of the creation in the shop's time zone. */
  createdAt: { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/**
 * One pain.008.001.08 document (SEPA Core direct debit) for the given collections, grouped into
 * one payment information block per sequence type and due date. The `sepa` library writes the
 * document (and checks IBANs, the creditor id, lengths and amounts); it writes addresses only
 * as unstructured lines, so the structured PstlAdr (StrtNm, BldgNb, PstCd, TwnNm, Ctry) that
 * banks require is added with an XML DOM afterwards. No XML is written by string concatenation.
 */
export function buildPain008(
  creditor: SepaSettings,
  header: ExportHeader,
  collections: ExportCollection[],
  /** The scheme of every debit in the file: a file never mixes CORE and B2B (ADR 064). */
  scheme: 'CORE' | 'B2B' = 'CORE',
): string {
  if (collections.length === 0) throw new Error('nothing to export');
  const doc = new Document(PAIN_008);
  doc.grpHdr.id = header.messageId;
  const c = header.createdAt;
  // The library prints local wall-clock fields; build the Date from the shop's wall clock.
  doc.grpHdr.created = new Date(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  doc.grpHdr.initiatorName = sepaText(creditor.creditorName, 70);

  const groups = new Map<string, ExportCollection[]>();
  for (const col of collections) {
    const key = `${col.sequenceType}|${col.dueDate}`;
    groups.set(key, [...(groups.get(key) ?? []), col]);
  }
  const byEndToEnd = new Map<string, ExportCollection>();
  let index = 0;
  for (const [, cols] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const info = doc.createPaymentInfo();
    info.id = String(index++);
    info.localInstrumentation = scheme;
    info.sequenceType = cols[0].sequenceType;
    info.collectionDate = localDate(cols[0].dueDate);
    info.batchBooking = true;
    info.creditorId = creditor.creditorId;
    info.creditorName = sepaText(creditor.creditorName, 70);
    info.creditorIBAN = creditor.creditorIban;
    info.creditorBIC = creditor.creditorBic;
    doc.addPaymentInfo(info);
    for (const col of cols) {
      const tx = info.createTransaction();
      tx.end2endId = col.endToEndId;
      tx.amount = centsToMajorUnits(col.amountCents);
      tx.currency = 'EUR';
      tx.mandateId = col.mandateReference;
      tx.mandateSignatureDate = localDate(col.signatureDate);
      tx.debtorName = sepaText(col.debtorName, 70);
      tx.debtorIBAN = col.debtorIban;
      tx.debtorBIC = col.debtorBic;
      tx.remittanceInfo = sepaText(col.remittance, 140);
      info.addTransaction(tx);
      byEndToEnd.set(col.endToEndId, col);
    }
  }

  const dom = new DOMParser().parseFromString(doc.toString(), 'text/xml');
  const ns = dom.documentElement!.namespaceURI!;
  const el = (name: string, text?: string) => {
    const e = dom.createElementNS(ns, name);
    if (text !== undefined) e.appendChild(dom.createTextNode(text));
    return e;
  };
  const postalAddress = (a: BillParty) => {
    const adr = el('PstlAdr');
    if (a.street) adr.appendChild(el('StrtNm', sepaText(a.street, 70)));
    if (a.buildingNumber) adr.appendChild(el('BldgNb', sepaText(a.buildingNumber, 16)));
    if (a.zipCode) adr.appendChild(el('PstCd', sepaText(a.zipCode, 16)));
    if (a.city) adr.appendChild(el('TwnNm', sepaText(a.city, 35)));
    if (a.country) adr.appendChild(el('Ctry', a.country.toUpperCase()));
    return adr;
  };
  /** PstlAdr follows Nm in a party (PartyIdentification135). */
  const addAddress = (party: XmlElement | undefined, a: BillParty | null) => {
    if (!party || !a || !a.country || !a.city) return;
    const nm = child(party, 'Nm');
    party.insertBefore(postalAddress(a), nm ? nm.nextSibling : party.firstChild);
  };

  const creditorAddress: BillParty = { name: creditor.creditorName, ...creditor.creditorAddress };
  for (const pmtInf of children(dom.documentElement!, 'CstmrDrctDbtInitn').flatMap((r) =>
    children(r, 'PmtInf'),
  )) {
    addAddress(child(pmtInf, 'Cdtr'), creditorAddress);
    for (const tx of children(pmtInf, 'DrctDbtTxInf')) {
      const e2e = child(child(tx, 'PmtId'), 'EndToEndId')?.textContent ?? '';
      addAddress(child(tx, 'Dbtr'), byEndToEnd.get(e2e)?.debtorAddress ?? null);
    }
  }

  // The library adds floating-point euros; the file must carry the exact sum of the cents.
  const total = collections.reduce((s, x) => s + x.amountCents, 0);
  const grpHdr = child(child(dom.documentElement!, 'CstmrDrctDbtInitn'), 'GrpHdr');
  const ctrlSum = child(grpHdr, 'CtrlSum');
  if (ctrlSum?.textContent !== centsToDecimal(total)) {
    throw new Error(`control sum ${ctrlSum?.textContent} is not ${centsToDecimal(total)}`);
  }
  return new XMLSerializer().serializeToString(dom);
}

function children(parent: XmlElement | undefined, name: string): XmlElement[] {
  if (!parent) return [];
  const out: XmlElement[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as XmlElement).localName === name) out.push(n as XmlElement);
  }
  return out;
}

function child(parent: XmlElement | undefined, name: string): XmlElement | undefined {
  return children(parent, name)[0];
}

/** The library prints dates from local fields: local noon of that calendar day (no DST edge). */
function localDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}

/** An instant as the wall clock of `zone` shows it (the file's creation time). */
export function wallClock(instant: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}
