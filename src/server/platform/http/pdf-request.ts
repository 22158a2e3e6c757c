import type { FastifyRequest } from 'fastify';

/** Ticket and bill routes serve JSON, and the PDF when the secret ends in `.pdf`. */
export function isPdfRequest(req: FastifyRequest): boolean {
  return (req.url.split('?')[0] ?? '').endsWith('.pdf');
}

/** Bill routes also serve the e-invoice with `.xml`: rendered like the PDF, limited like it. */
export function isDocumentRequest(req: FastifyRequest): boolean {
  return /\.(pdf|xml)$/.test(req.url.split('?')[0] ?? '');
}
