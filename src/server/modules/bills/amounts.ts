/** The bill number as printed: at least six digits. (Net and VAT: shared/domain/vat.ts.) */
export function formatBillNumber(n: number): string {
  return String(n).padStart(6, '0');
}
