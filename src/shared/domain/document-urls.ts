/** The PDF of a credit note, opened by its id and secret (GET /api/credit-note/{id}/{secret}.pdf). */
export function creditNotePdfUrl(n: { id: string; secret: string }): string {
  return `/api/credit-note/${n.id}/${n.secret}.pdf`;
}

/** The PDF of a bill, opened by its id and secret (GET /api/bill/{id}/{secret}.pdf). */
export function billPdfUrl(b: { id: string; secret: string }): string {
  return `/api/bill/${b.id}/${b.secret}.pdf`;
}
