import { splitGrossLines } from '../../../shared/domain/vat';

/** What an invoice line needs of its charge for the sums. */
export interface ChargeAmount {
  grossCents: number;
  vatRateBasisPoints: number;
}

export interface InvoiceAmounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** One breakdown per VAT rate, highest rate first. */
  vat: { vatRateBasisPoints: number; netCents: number; vatCents: number; grossCents: number }[];
  /** Each line's net, in the order of the charges given. */
  lineNetCents: number[];
  /** The rate the invoice row keeps (its highest; each line keeps its own). */
  vatRateBasisPoints: number;
}

/**
 * The sums of a collective invoice in integer cents (ADR 067): the lines of one VAT rate are
 * split as one price, as a bill splits its price, and each line's net is its share of that
 * group's net, so lines, breakdowns and totals add up exactly and gross is what was charged.
 */
export function invoiceAmounts(charges: readonly ChargeAmount[]): InvoiceAmounts {
  const rates = [...new Set(charges.map((c) => c.vatRateBasisPoints))].sort((a, b) => b - a);
  const lineNetCents = charges.map(() => 0);
  const vat = rates.map((rate) => {
    const idx = charges.flatMap((c, i) => (c.vatRateBasisPoints === rate ? [i] : []));
    const gross = idx.map((i) => charges[i].grossCents);
    const split = splitGrossLines(gross, rate);
    idx.forEach((i, k) => (lineNetCents[i] = split.lineNetCents[k]));
    const grossCents = gross.reduce((s, g) => s + g, 0);
    return { vatRateBasisPoints: rate, netCents: split.netCents, vatCents: split.vatCents, grossCents };
  });
  const sum = (f: (g: (typeof vat)[number]) => number) => vat.reduce((s, g) => s + f(g), 0);
  return {
    netCents: sum((g) => g.netCents),
    vatCents: sum((g) => g.vatCents),
    grossCents: sum((g) => g.grossCents),
    vat,
    lineNetCents,
    vatRateBasisPoints: rates[0] ?? 0,
  };
}

/** 'YYYY-MM' → its first day, the next month's first day and its last day. */
export function monthRange(period: string): { from: string; toExclusive: string; last: string } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (!m) throw new RangeError(`bad period ${period}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return {
    from: `${period}-01`,
    toExclusive: `${next}-01`,
    last: `${period}-${String(lastDay).padStart(2, '0')}`,
  };
}
