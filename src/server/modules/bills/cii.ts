/**
 * Bills and credit notes as EN 16931 e-invoices: XRechnung 3.0 in the CII syntax (ADR 061).
 * Pure functions from the frozen bill row's data to the XML text; no I/O, no clock.
 */
import type { BillParty } from '../../db/schema';

export const XRECHNUNG_GUIDELINE = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
/**
 * The plain EN 16931 specification identifier (BT-24): the XML inside the Factur-X PDF, whose
 * profile EN 16931 is what its XMP declares (ADR 062); the separate XML is the XRechnung.
 */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/** The seller's data that only the e-invoice needs beyond the bill's frozen party. */
export interface CiiSeller extends BillParty {
  /** German tax number (BT-32): required when there is no VAT ID. */
  taxNumber?: string;
  /** BG-6: the operator's contact for questions about the invoice. */
  contact: { name: string; phone: string; mail: string };
}

/** How the amount was paid (or is collected); card data never beyond the last digits. */
export type CiiPayment =
  | { kind: 'transfer'; iban: string; bic?: string }
  | { kind: 'debit'; creditorId: string; mandateReference: string; debtorIban: string; dueDate?: string }
  | { kind: 'card'; lastDigits?: string; text?: string }
  | { kind: 'online'; text?: string };

/** What every e-invoice here has, whatever its lines: parties, dates, totals, payment. */
export interface CiiHeader {
  /** The formatted number (BT-1). */
  number: string;
  /** YYYY-MM-DD (BT-2): the closing date. */
  issueDate: string;
  seller: CiiSeller;
  buyer: BillParty;
  /** BT-10: the buyer's reference, else the booking's. */
  buyerReference: string;
  /** BG-14 in the shop's time zone, YYYY-MM-DD both. */
  period: { start: string; end: string };
  grossCents: number;
  /** Why a 0 % shop charges no VAT (BT-120); required with a rate of 0. */
  vatExemptionReason?: string;
  payment: CiiPayment;
  /** Already paid (BT-113 = gross, BT-115 = 0); otherwise the whole amount is due. */
  paid: boolean;
  /** The payment terms' text (BT-20). */
  terms: string;
  /** BT-9: when an unpaid invoice is due (a debit's collection day is its own). */
  dueDate?: string;
  /** BT-24: XRechnung 3.0 (the default) or plain EN 16931 (inside the Factur-X PDF). */
  guideline?: typeof XRECHNUNG_GUIDELINE | typeof EN16931_GUIDELINE;
}

/** A bill or credit note: one line. */
export interface CiiDocument extends CiiHeader {
  /** The line's service (BT-153) and, when the bill names one, the site (BT-154). */
  description: string;
  site?: string;
  netCents: number;
  vatCents: number;
  vatRateBasisPoints: number;
}

/** One line of a collective invoice (BG-25). */
export interface CiiLine {
  /** BT-153 and BT-154 (the site). */
  description: string;
  site?: string;
  /** BT-127: what else names the service (date, plate, driver, cost centre). */
  note?: string;
  /** BG-26: the line's service period, YYYY-MM-DD both. */
  period?: { start: string; end: string };
  /** BT-133: the buyer's accounting reference (its cost centre). */
  accountingReference?: string;
  netCents: number;
  vatRateBasisPoints: number;
}

/** One VAT breakdown (BG-23): the lines of one rate, split as one price. */
export interface CiiVatGroup {
  vatRateBasisPoints: number;
  netCents: number;
  vatCents: number;
}

/** A collective invoice (a company's month): many lines, one breakdown per VAT rate. */
export interface CiiCollectiveInvoice extends CiiHeader {
  lines: CiiLine[];
  vat: CiiVatGroup[];
  netCents: number;
  vatCents: number;
}

export interface CiiCreditNote extends CiiDocument {
  /** BT-25 and BT-26: the bill this credit note cancels. */
  precedingNumber: string;
  precedingIssueDate: string;
}

/** The bill as a CII invoice (type code 380). */
export function billCii(doc: CiiDocument): string {
  return cii('380', oneLine(doc));
}

/** A company's monthly invoice (type 380) with a line per charge (ADR 067). */
export function collectiveInvoiceCii(doc: CiiCollectiveInvoice): string {
  return cii('380', doc);
}

/** The credit note as a CII credit note (type code 381) that refers to its bill (BT-25). */
export function creditNoteCii(doc: CiiCreditNote): string {
  return cii('381', oneLine(doc), { number: doc.precedingNumber, issueDate: doc.precedingIssueDate });
}

/** A bill's one line and one breakdown. */
function oneLine(d: CiiDocument): CiiCollectiveInvoice {
  const { description, site, vatRateBasisPoints, netCents, vatCents } = d;
  return {
    ...d,
    lines: [{ description, ...(site ? { site } : {}), netCents, vatRateBasisPoints }],
    vat: [{ vatRateBasisPoints, netCents, vatCents }],
  };
}

/**
 * The VAT category (ADR 061): a rate above 0 is standard rated (S), also for a foreign EU
 * business buyer, since parking is a service connected with immovable property taxed where the
 * car park is (§ 3a Abs. 3 Nr. 1 UStG), never reverse charge; a 0 % shop is exempt (E).
 */
export function vatCategoryOf(vatRateBasisPoints: number): 'S' | 'E' {
  return vatRateBasisPoints > 0 ? 'S' : 'E';
}

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cents as a decimal amount with two places: exact, no floating point. */
export function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1900 basis points as "19", 750 as "7.5". */
function percent(basisPoints: number): string {
  return amount(basisPoints).replace(/\.?0+$/, '') || '0';
}

const date102 = (iso: string): string =>
  `<udt:DateTimeString format="102">${iso.replace(/-/g, '')}</udt:DateTimeString>`;

/** Only elements with content: an empty element would break the rules for its term. */
function el(name: string, value: string | undefined, attrs = ''): string {
  return value ? `<ram:${name}${attrs}>${esc(value)}</ram:${name}>` : '';
}

function address(p: BillParty, fallbackCountry: string): string {
  const line = [p.street, p.buildingNumber].filter(Boolean).join(' ');
  return (
    '<ram:PostalTradeAddress>' +
    el('PostcodeCode', p.zipCode) +
    el('LineOne', line) +
    el('CityName', p.city) +
    el('CountryID', p.country || fallbackCountry) +
    '</ram:PostalTradeAddress>'
  );
}

function taxRegistrations(p: { vatId?: string; taxNumber?: string }): string {
  return (
    (p.vatId
      ? `<ram:SpecifiedTaxRegistration>${el('ID', p.vatId.replace(/\s+/g, ''), ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`
      : '') +
    (p.taxNumber
      ? `<ram:SpecifiedTaxRegistration>${el('ID', p.taxNumber, ' schemeID="FC"')}</ram:SpecifiedTaxRegistration>`
      : '')
  );
}

const mailUri = (mail: string | undefined): string =>
  mail
    ? `<ram:URIUniversalCommunication>${el('URIID', mail, ' schemeID="EM"')}</ram:URIUniversalCommunication>`
    : '';

function seller(s: CiiSeller): string {
  return (
    '<ram:SellerTradeParty>' +
    el('Name', s.name) +
    '<ram:DefinedTradeContact>' +
    el('PersonName', s.contact.name) +
    `<ram:TelephoneUniversalCommunication>${el('CompleteNumber', s.contact.phone)}</ram:TelephoneUniversalCommunication>` +
    `<ram:EmailURIUniversalCommunication>${el('URIID', s.contact.mail)}</ram:EmailURIUniversalCommunication>` +
    '</ram:DefinedTradeContact>' +
    address(s, 'DE') +
    mailUri(s.contact.mail) +
    taxRegistrations(s) +
    '</ram:SellerTradeParty>'
  );
}

function buyer(b: BillParty, sellerCountry: string): string {
  return (
    '<ram:BuyerTradeParty>' +
    el('Name', b.name) +
    address(b, sellerCountry) +
    mailUri(b.mail) +
    taxRegistrations({ vatId: b.vatId }) +
    '</ram:BuyerTradeParty>'
  );
}

/** 68: an online payment service (a provider's payment page); BT-82 names it. */
const online = (text: string | undefined): string =>
  `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>68</ram:TypeCode>${el('Information', text)}</ram:SpecifiedTradeSettlementPaymentMeans>`;

function paymentMeans(p: CiiPayment): string {
  switch (p.kind) {
    case 'transfer':
      return (
        '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode>' +
        `<ram:PayeePartyCreditorFinancialAccount>${el('IBANID', p.iban)}</ram:PayeePartyCreditorFinancialAccount>` +
        (p.bic
          ? `<ram:PayeeSpecifiedCreditorFinancialInstitution>${el('BICID', p.bic)}</ram:PayeeSpecifiedCreditorFinancialInstitution>`
          : '') +
        '</ram:SpecifiedTradeSettlementPaymentMeans>'
      );
    case 'debit':
      return (
        '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>59</ram:TypeCode>' +
        `<ram:PayerPartyDebtorFinancialAccount>${el('IBANID', p.debtorIban)}</ram:PayerPartyDebtorFinancialAccount>` +
        '</ram:SpecifiedTradeSettlementPaymentMeans>'
      );
    case 'card':
      // XRechnung wants BG-18 with every card code (48, 54, 55), and BG-18 wants the card's last
      // digits (never more). Without them the card was taken by an online provider's page: 68.
      return p.lastDigits
        ? '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>54</ram:TypeCode>' +
            el('Information', p.text) +
            `<ram:ApplicableTradeSettlementFinancialCard>${el('ID', p.lastDigits.slice(-4))}</ram:ApplicableTradeSettlementFinancialCard>` +
            '</ram:SpecifiedTradeSettlementPaymentMeans>'
        : online(p.text);
    case 'online':
      return online(p.text);
  }
}

/** A line (BG-25): its net at its rate, quantity 1. */
function lineItem(l: CiiLine, index: number): string {
  const net = amount(l.netCents);
  const period = l.period
    ? `<ram:BillingSpecifiedPeriod><ram:StartDateTime>${date102(l.period.start)}</ram:StartDateTime><ram:EndDateTime>${date102(l.period.end)}</ram:EndDateTime></ram:BillingSpecifiedPeriod>`
    : '';
  return (
    '<ram:IncludedSupplyChainTradeLineItem>' +
    `<ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID>` +
    (l.note ? `<ram:IncludedNote>${el('Content', l.note)}</ram:IncludedNote>` : '') +
    '</ram:AssociatedDocumentLineDocument>' +
    `<ram:SpecifiedTradeProduct>${el('Name', l.description)}${el('Description', l.site)}</ram:SpecifiedTradeProduct>` +
    `<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${net}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>` +
    '<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>' +
    '<ram:SpecifiedLineTradeSettlement>' +
    `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${vatCategoryOf(l.vatRateBasisPoints)}</ram:CategoryCode><ram:RateApplicablePercent>${percent(l.vatRateBasisPoints)}</ram:RateApplicablePercent></ram:ApplicableTradeTax>` +
    period +
    `<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${net}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>` +
    (l.accountingReference
      ? `<ram:ReceivableSpecifiedTradeAccountingAccount>${el('ID', l.accountingReference)}</ram:ReceivableSpecifiedTradeAccountingAccount>`
      : '') +
    '</ram:SpecifiedLineTradeSettlement>' +
    '</ram:IncludedSupplyChainTradeLineItem>'
  );
}

/** The VAT breakdown of one rate (BG-23). */
function breakdown(g: CiiVatGroup, exemptionReason: string | undefined): string {
  const category = vatCategoryOf(g.vatRateBasisPoints);
  return (
    '<ram:ApplicableTradeTax>' +
    `<ram:CalculatedAmount>${amount(g.vatCents)}</ram:CalculatedAmount>` +
    '<ram:TypeCode>VAT</ram:TypeCode>' +
    (category === 'E' ? el('ExemptionReason', exemptionReason ?? 'Steuerbefreit') : '') +
    `<ram:BasisAmount>${amount(g.netCents)}</ram:BasisAmount>` +
    `<ram:CategoryCode>${category}</ram:CategoryCode>` +
    `<ram:RateApplicablePercent>${percent(g.vatRateBasisPoints)}</ram:RateApplicablePercent>` +
    '</ram:ApplicableTradeTax>'
  );
}

function cii(
  typeCode: '380' | '381',
  d: CiiCollectiveInvoice,
  preceding?: { number: string; issueDate: string },
): string {
  const net = amount(d.netCents);
  const due = d.paid ? 0 : d.grossCents;
  const debit = d.payment.kind === 'debit' ? d.payment : undefined;
  const dueDate = debit?.dueDate ?? d.dueDate;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"' +
    ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"' +
    ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"' +
    ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">' +
    '<rsm:ExchangedDocumentContext>' +
    '<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>' +
    `<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${d.guideline ?? XRECHNUNG_GUIDELINE}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>` +
    '</rsm:ExchangedDocumentContext>' +
    '<rsm:ExchangedDocument>' +
    el('ID', d.number) +
    `<ram:TypeCode>${typeCode}</ram:TypeCode>` +
    `<ram:IssueDateTime>${date102(d.issueDate)}</ram:IssueDateTime>` +
    '</rsm:ExchangedDocument>' +
    '<rsm:SupplyChainTradeTransaction>' +
    d.lines.map(lineItem).join('') +
    '<ram:ApplicableHeaderTradeAgreement>' +
    el('BuyerReference', d.buyerReference) +
    seller(d.seller) +
    buyer(d.buyer, d.seller.country || 'DE') +
    '</ram:ApplicableHeaderTradeAgreement>' +
    '<ram:ApplicableHeaderTradeDelivery/>' +
    '<ram:ApplicableHeaderTradeSettlement>' +
    (debit ? el('CreditorReferenceID', debit.creditorId) : '') +
    el('PaymentReference', d.number) +
    '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>' +
    paymentMeans(d.payment) +
    d.vat.map((g) => breakdown(g, d.vatExemptionReason)).join('') +
    `<ram:BillingSpecifiedPeriod><ram:StartDateTime>${date102(d.period.start)}</ram:StartDateTime><ram:EndDateTime>${date102(d.period.end)}</ram:EndDateTime></ram:BillingSpecifiedPeriod>` +
    '<ram:SpecifiedTradePaymentTerms>' +
    el('Description', d.terms) +
    (dueDate && due > 0 ? `<ram:DueDateDateTime>${date102(dueDate)}</ram:DueDateDateTime>` : '') +
    (debit ? el('DirectDebitMandateID', debit.mandateReference) : '') +
    '</ram:SpecifiedTradePaymentTerms>' +
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    `<ram:LineTotalAmount>${net}</ram:LineTotalAmount>` +
    `<ram:TaxBasisTotalAmount>${net}</ram:TaxBasisTotalAmount>` +
    `<ram:TaxTotalAmount currencyID="EUR">${amount(d.vatCents)}</ram:TaxTotalAmount>` +
    `<ram:GrandTotalAmount>${amount(d.grossCents)}</ram:GrandTotalAmount>` +
    `<ram:TotalPrepaidAmount>${amount(d.grossCents - due)}</ram:TotalPrepaidAmount>` +
    `<ram:DuePayableAmount>${amount(due)}</ram:DuePayableAmount>` +
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    (preceding
      ? `<ram:InvoiceReferencedDocument>${el('IssuerAssignedID', preceding.number)}<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${preceding.issueDate.replace(/-/g, '')}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`
      : '') +
    '</ram:ApplicableHeaderTradeSettlement>' +
    '</rsm:SupplyChainTradeTransaction>' +
    '</rsm:CrossIndustryInvoice>\n'
  );
}
