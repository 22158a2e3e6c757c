import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import { isCountryCode } from '../../../shared/domain/country';
import { isValidIban, isWellFormedBic } from '../../../shared/domain/iban';
import { centsToDecimal, decimalToCents } from '../../payments/money';
import { PAIN_008 } from './pain008';

/** One broken EPC rule, with the debits (EndToEndIds) it concerns; none for a file-wide rule. */
export interface SepaFileProblem {
  rule:
    | 'xml'
    | 'missing'
    | 'empty'
    | 'length'
    | 'charset'
    | 'format'
    | 'iban'
    | 'bic'
    | 'country'
    | 'amount'
    | 'count'
    | 'sum';
  /** Element path, e.g. PmtInf[1]/DrctDbtTxInf[2]/Dbtr/Nm */
  path: string;
  message: string;
  endToEndIds: string[];
}

/** The SEPA (Latin) character set of the EPC implementation guidelines. */
const SEPA_CHARS = /^[A-Za-z0-9/\-?:().,'+ ]*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
/** Creditor identifier: country, check digits, business code, national id (at most 35). */
const CREDITOR_ID = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/;
const MAX_AMOUNT_CENTS = 99_999_999_999;

/**
 * Checks a pain.008.001.08 document against the EPC SEPA Core Direct Debit rules the banks
 * check (EPC130-08 implementation guidelines): mandatory elements present and never empty,
 * lengths (MsgId, PmtInfId, EndToEndId, MndtId 35; names 70; Ustrd 140), the SEPA character set,
 * IBAN, BIC, country and creditor id formats, amounts in EUR with two decimals, and NbOfTxs and
 * CtrlSum of the group header and of every payment block against their transactions. Works on
 * the XML itself, so whatever wrote the file, a broken one never reaches the bank.
 */
export function checkPain008(xml: string): SepaFileProblem[] {
  const problems: SepaFileProblem[] = [];
  const parseErrors: string[] = [];
  let root: XmlElement | null = null;
  try {
    root = new DOMParser({
      onError: (level, msg) => {
        if (level !== 'warning') parseErrors.push(msg);
      },
    }).parseFromString(xml, 'text/xml').documentElement;
  } catch (e) {
    // xmldom throws on fatal errors (after reporting them).
    parseErrors.push((e as Error).message);
  }
  if (parseErrors.length > 0 || !root) {
    return [
      {
        rule: 'xml',
        path: '',
        message: `not well-formed XML: ${parseErrors[0] ?? 'empty'}`,
        endToEndIds: [],
      },
    ];
  }
  const add = (rule: SepaFileProblem['rule'], path: string, message: string, e2e: string[]) =>
    problems.push({ rule, path, message, endToEndIds: e2e });

  if (root.localName !== 'Document' || root.namespaceURI !== `urn:iso:std:iso:20022:tech:xsd:${PAIN_008}`) {
    add('format', 'Document', `not a ${PAIN_008} document`, []);
    return problems;
  }
  const init = kids(root, 'CstmrDrctDbtInitn')[0];
  if (!init) {
    add('missing', 'Document/CstmrDrctDbtInitn', 'missing', []);
    return problems;
  }

  /** Every element without element children carries text in the SEPA character set. */
  const leaves = (el: XmlElement, path: string, e2e: string[]) => {
    const children = kids(el);
    if (children.length === 0) {
      const value = el.textContent ?? '';
      if (value.trim() === '') add('empty', path, 'is empty', e2e);
      else if (!SEPA_CHARS.test(value))
        add('charset', path, `has characters outside the SEPA set: "${value}"`, e2e);
      return;
    }
    const seen = new Map<string, number>();
    for (const c of children) {
      const n = (seen.get(c.localName!) ?? 0) + 1;
      seen.set(c.localName!, n);
      // PmtInf and DrctDbtTxInf are walked with their own EndToEndIds below.
      if (c.localName === 'PmtInf' || c.localName === 'DrctDbtTxInf') continue;
      leaves(c, `${path}/${c.localName}${n > 1 ? `[${n}]` : ''}`, e2e);
    }
  };

  /** A mandatory element: present, not empty, at most `max` characters, optionally a pattern. */
  const field = (
    el: XmlElement,
    rel: string,
    base: string,
    e2e: string[],
    opts: { max?: number; pattern?: RegExp; what?: string; optional?: boolean } = {},
  ): string | undefined => {
    const path = `${base}/${rel}`;
    const found = at(el, rel);
    if (!found) {
      if (!opts.optional) add('missing', path, 'is missing', e2e);
      return undefined;
    }
    const value = found.textContent ?? '';
    if (value.trim() === '') return undefined; // reported by the leaves walk
    if (opts.max !== undefined && value.length > opts.max) {
      add('length', path, `has ${value.length} characters, at most ${opts.max}`, e2e);
    }
    if (opts.pattern && !opts.pattern.test(value))
      add('format', path, `is not ${opts.what ?? 'well-formed'}: "${value}"`, e2e);
    return value;
  };
  const reference = /^(?!\/)(?!.*\/\/)(?!.*\/$).*$/;
  const iban = (el: XmlElement, rel: string, base: string, e2e: string[]) => {
    const v = field(el, rel, base, e2e);
    if (v !== undefined && !isValidIban(v))
      add('iban', `${base}/${rel}`, `is not a valid SEPA IBAN: "${v}"`, e2e);
  };
  const bic = (el: XmlElement, rel: string, base: string, e2e: string[]) => {
    const v = field(el, rel, base, e2e, { optional: true });
    if (v !== undefined && !isWellFormedBic(v)) add('bic', `${base}/${rel}`, `is not a BIC: "${v}"`, e2e);
  };
  const country = (party: XmlElement | undefined, base: string, e2e: string[]) => {
    const c = party && at(party, 'PstlAdr/Ctry');
    if (c && (c.textContent ?? '') !== '' && !isCountryCode(c.textContent ?? '')) {
      add('country', `${base}/PstlAdr/Ctry`, `is not an ISO 3166 country code: "${c.textContent}"`, e2e);
    }
  };

  // ---- group header ----
  const grp = kids(init, 'GrpHdr')[0];
  if (!grp) add('missing', 'GrpHdr', 'is missing', []);
  else {
    leaves(grp, 'GrpHdr', []);
    field(grp, 'MsgId', 'GrpHdr', [], {
      max: 35,
      pattern: reference,
      what: 'a reference without // or a leading or trailing /',
    });
    field(grp, 'CreDtTm', 'GrpHdr', [], { pattern: ISO_DATE_TIME, what: 'an ISO date and time' });
    field(grp, 'InitgPty/Nm', 'GrpHdr', [], { max: 70 });
  }

  let allCount = 0;
  let allSum = 0;
  const blocks = kids(init, 'PmtInf');
  if (blocks.length === 0) add('missing', 'PmtInf', 'no payment information block', []);
  blocks.forEach((pmt, bi) => {
    const base = `PmtInf[${bi + 1}]`;
    const txs = kids(pmt, 'DrctDbtTxInf');
    const ids = txs.map((tx, ti) => at(tx, 'PmtId/EndToEndId')?.textContent || `#${bi + 1}.${ti + 1}`);
    leaves(pmt, base, ids);
    field(pmt, 'PmtInfId', base, ids, { max: 35, pattern: reference, what: 'a reference without //' });
    field(pmt, 'PmtMtd', base, ids, { pattern: /^DD$/, what: 'DD' });
    field(pmt, 'PmtTpInf/SvcLvl/Cd', base, ids, { pattern: /^SEPA$/, what: 'SEPA' });
    field(pmt, 'PmtTpInf/LclInstrm/Cd', base, ids, { pattern: /^(CORE|B2B)$/, what: 'CORE or B2B' });
    field(pmt, 'PmtTpInf/SeqTp', base, ids, {
      pattern: /^(FRST|RCUR|OOFF|FNAL)$/,
      what: 'FRST, RCUR, OOFF or FNAL',
    });
    field(pmt, 'ReqdColltnDt', base, ids, { pattern: ISO_DATE, what: 'an ISO date' });
    field(pmt, 'Cdtr/Nm', base, ids, { max: 70 });
    country(at(pmt, 'Cdtr'), `${base}/Cdtr`, ids);
    iban(pmt, 'CdtrAcct/Id/IBAN', base, ids);
    bic(pmt, 'CdtrAgt/FinInstnId/BICFI', base, ids);
    field(pmt, 'CdtrSchmeId/Id/PrvtId/Othr/Id', base, ids, {
      max: 35,
      pattern: CREDITOR_ID,
      what: 'a SEPA creditor identifier',
    });
    field(pmt, 'ChrgBr', base, ids, { pattern: /^SLEV$/, what: 'SLEV', optional: true });

    let sum = 0;
    txs.forEach((tx, ti) => {
      const tb = `${base}/DrctDbtTxInf[${ti + 1}]`;
      const e2e = [ids[ti]];
      leaves(tx, tb, e2e);
      field(tx, 'PmtId/EndToEndId', tb, e2e, { max: 35, pattern: reference, what: 'a reference without //' });
      field(tx, 'DrctDbtTx/MndtRltdInf/MndtId', tb, e2e, {
        max: 35,
        pattern: reference,
        what: 'a reference without //',
      });
      field(tx, 'DrctDbtTx/MndtRltdInf/DtOfSgntr', tb, e2e, { pattern: ISO_DATE, what: 'an ISO date' });
      field(tx, 'Dbtr/Nm', tb, e2e, { max: 70 });
      country(at(tx, 'Dbtr'), `${tb}/Dbtr`, e2e);
      iban(tx, 'DbtrAcct/Id/IBAN', tb, e2e);
      if (!at(tx, 'DbtrAgt/FinInstnId')) add('missing', `${tb}/DbtrAgt/FinInstnId`, 'is missing', e2e);
      bic(tx, 'DbtrAgt/FinInstnId/BICFI', tb, e2e);
      field(tx, 'RmtInf/Ustrd', tb, e2e, { max: 140, optional: true });
      const amt = at(tx, 'InstdAmt');
      if (!amt) add('missing', `${tb}/InstdAmt`, 'is missing', e2e);
      else {
        const cents = /^\d+\.\d{2}$/.test(amt.textContent ?? '') ? decimalToCents(amt.textContent) : null;
        if (amt.getAttribute('Ccy') !== 'EUR') add('amount', `${tb}/InstdAmt`, 'is not in EUR', e2e);
        if (cents === null || cents < 1 || cents > MAX_AMOUNT_CENTS) {
          add(
            'amount',
            `${tb}/InstdAmt`,
            `is not an amount of 0.01 to 999999999.99: "${amt.textContent}"`,
            e2e,
          );
        } else sum += cents;
      }
    });
    counts(pmt, base, txs.length, sum, ids);
    allCount += txs.length;
    allSum += sum;
  });
  if (grp) counts(grp, 'GrpHdr', allCount, allSum, []);
  return problems;

  function counts(el: XmlElement, base: string, n: number, sum: number, e2e: string[]) {
    const nb = at(el, 'NbOfTxs')?.textContent ?? undefined;
    if (nb === undefined) add('missing', `${base}/NbOfTxs`, 'is missing', e2e);
    else if (nb !== String(n)) add('count', `${base}/NbOfTxs`, `says ${nb}, the file holds ${n}`, e2e);
    const cs = at(el, 'CtrlSum')?.textContent ?? undefined;
    if (cs === undefined) add('missing', `${base}/CtrlSum`, 'is missing', e2e);
    else if (!/^\d+(\.\d{1,2})?$/.test(cs) || decimalToCents(cs) !== sum) {
      add('sum', `${base}/CtrlSum`, `says ${cs}, the amounts add up to ${centsToDecimal(sum)}`, e2e);
    }
  }
}

function kids(el: XmlElement, name?: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (!name || (n as XmlElement).localName === name)) out.push(n as XmlElement);
  }
  return out;
}

/** The first element at a path of child names. */
function at(el: XmlElement, path: string): XmlElement | undefined {
  let cur: XmlElement | undefined = el;
  for (const name of path.split('/')) {
    cur = cur ? kids(cur, name)[0] : undefined;
  }
  return cur;
}
