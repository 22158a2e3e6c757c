import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoPayFormSchema } from '../../../shared/schemas/booking';
import { errorBodySchema } from '../../../shared/schemas/common';
import type { PublicUrlInfo } from '../../config/public-url';
import { ownHostOnly } from '../../platform/http/host-check';
import { formatEuro } from '../../tickets/format';
import type { PaymentService } from './service';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .sub { color: #555; font-size: .95rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
  .actions { display: flex; gap: 1rem; flex-wrap: wrap; }
  button { font: inherit; padding: .75rem 1.5rem; border-radius: 6px; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
  .pay { background: #0b5cad; color: #fff; }
  .fail { background: #fff; color: #a30000; border-color: #a30000; }
  a { color: #0b5cad; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * The demo provider's hosted page. app.ts registers it only while demo is the active provider
 * (elsewhere /demo-pay/* is a 404). Its form posts url-encoded, so only this plugin parses
 * forms; a public shop serves it only under its own Host name (ADR 009).
 */
export const demoPayRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  shopName: string;
  clock: () => Date;
  site: PublicUrlInfo;
}> = async (app, { payments, shopName, clock, site }) => {
  await app.register(fastifyFormbody);
  if (site.isPublic) app.addHook('onRequest', ownHostOnly(site));
  const params = z.object({ paymentId: z.string().max(100) });

  app.get('/demo-pay/:paymentId', { schema: { hide: true, params } }, async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const p = await payments.find(req.params.paymentId);
    if (!p || p.provider !== 'demo') {
      return reply
        .code(404)
        .send(
          page(
            'Zahlung nicht gefunden',
            `<h1>Zahlung nicht gefunden</h1><p class="sub" lang="en">Payment not found</p><p><a href="/">Zur Startseite / Home</a></p>`,
          ),
        );
    }
    const heading = `<h1>${escapeHtml(shopName)}</h1><p class="sub">Demo-Zahlung · <span lang="en">Demo payment</span></p>`;
    if (p.status !== 'pending') {
      return page(
        `Zahlung abgeschlossen – ${shopName}`,
        `${heading}<p>Diese Zahlung ist bereits abgeschlossen (${escapeHtml(p.status)}).</p><p lang="en">This payment is already closed.</p><p><a href="/checkout">Weiter / Continue</a></p>`,
      );
    }
    const amount = formatEuro(p.amountCents);
    return page(
      `Zahlung ${amount} – ${shopName}`,
      `${heading}
<p>Zu zahlender Betrag <span class="sub" lang="en">(amount due)</span>:</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>Dies ist ein Test-Zahlungsanbieter: es wird kein Geld bewegt. <span lang="en" class="sub">This is a test provider: no money moves.</span></p>
<form method="post" action="/demo-pay/${escapeHtml(p.id)}">
  <div class="actions">
    <button class="pay" type="submit" name="outcome" value="paid">Bezahlen / <span lang="en">Pay</span></button>
    <button class="fail" type="submit" name="outcome" value="failed">Ablehnen / <span lang="en">Fail</span></button>
  </div>
</form>`,
    );
  });

  app.post(
    '/demo-pay/:paymentId',
    {
      schema: {
        tags: ['demo provider'],
        operationId: 'settleDemoPayment',
        summary: 'Settle a demo payment (Pay or Fail)',
        description:
          'Settles a demo payment (form-encoded outcome=paid|failed) and redirects to /checkout, or /checkout/renew for a payment by plate (303).',
        params,
        body: demoPayFormSchema,
        response: {
          303: z.null().describe('Redirect to the result page (Location)'),
          404: errorBodySchema,
          409: errorBodySchema,
          421: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const { paymentId } = req.params;
      const p = await payments.find(paymentId);
      if (p && p.provider !== 'demo') {
        return reply.code(404).send({ code: 'PAYMENT_NOT_FOUND', message: 'Unknown payment' });
      }
      if (req.body.outcome === 'paid') await payments.settlePaid(paymentId, 'demo-page', clock());
      else await payments.settleFailed(paymentId, 'demo-page', clock());
      return reply.redirect(await payments.resultPath(paymentId), 303);
    },
  );
};
