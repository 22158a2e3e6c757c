/** The bill number as printed on bills, credit notes, exports and mails: at least six digits. */
export function formatBillNumber(n: number): string {
  return String(n).padStart(6, '0');
}
