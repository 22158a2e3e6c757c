import type { FastifyRequest } from 'fastify';

/** Ticket and bill routes serve JSON, and the PDF when the secret ends in `.pdf`. */
export function isPdfRequest(req: FastifyRequest): boolean {
  return (req.url.split('?')[0] ?? '').endsWith('.pdf');
}
