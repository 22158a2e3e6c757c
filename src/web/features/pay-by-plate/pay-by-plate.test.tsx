// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import RenewPage from './renew-page';
import RenewCheckoutPage from './renew-checkout-page';
import { checkoutPollDelay } from '../../../shared/domain/checkout-poll';
import { renewalPhase, type RenewalCheckoutState } from './api';

/**
 * The renewal screen's rules at the HTTP boundary (fetch): spec §2 and §5 (Next disabled while a
 * field is empty or a call runs, the plate upper-cased before sending), §4 (nothing owed goes to
 * /checkout/renew) and §8 (404 'Ticket nicht gefunden.' in a closable alert).
 */
type Answer = { status: number; body?: unknown };
let answer: (url: string) => Answer | Promise<Answer>;
const calls: Array<{ url: string; body: unknown }> = [];
const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
  calls.push({ url, body: init.body ? JSON.parse(init.body as string) : undefined });
  const { status, body } = await answer(url);
  return {
    ok: status < 300,
    status,
    statusText: '',
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
});

const found = {
  priceToBePaid: 250,
  paidFrom: '2026-03-29T08:00:00Z',
  paidUntil: '2026-03-29T09:00:00Z',
  alreadyPaid: false,
};
const breakdown = {
  entry: '2026-03-29T08:00:00Z',
  until: '2026-03-29T09:00:00Z',
  stepMinutes: 60,
  steps: 1,
  tariff: { firstStepPrice: 250, pricePerStep: 200, dailyCap: 1800, freeMinutes: 15 },
  periods: [
    {
      from: '2026-03-29T08:00:00Z',
      to: '2026-03-29T09:00:00Z',
      steps: 1,
      items: [{ count: 1, unitCents: 250 }],
      rawCents: 250,
      cents: 250,
      capped: false,
    },
  ],
  totalCents: 250,
  alreadyPaidCents: 0,
};
let ticketMail = false;
function common(url: string): Answer | null {
  if (url.startsWith('/api/booking/order-terms')) {
    return {
      status: 200,
      body: { vatRatePercent: 19, termsUrl: '/p/agb', privacyUrl: '/p/datenschutz', ticketMail },
    };
  }
  if (url.startsWith('/api/page/styling')) {
    return {
      status: 200,
      body: {
        styling: {
          websiteName: 'Testshop',
          shopLanguage: 'de',
          theme: 'colorGreen',
          navigation: [],
          landing: { header: '' },
          footerContent: '',
          timeZone: 'Europe/Berlin',
        },
        options: { enableCustomerShop: false, enableSignUp: false },
      },
    };
  }
  if (url.startsWith('/api/booking/config')) {
    return {
      status: 200,
      body: { permissionTemplates: [], acceptGuestRenewal: true, maxBookingCount: null },
    };
  }
  return null;
}

function renderRenew(at = '/renew-ticket') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/renew-ticket" element={<RenewPage />} />
          <Route path="/checkout/renew" element={<p data-testid="at-renew-checkout" />} />
          <Route path="/result" element={<RenewCheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const next = () => screen.getByTestId('next-button') as HTMLButtonElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  calls.length = 0;
  ticketMail = false;
  window.sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('guest renewal screen', () => {
  it('asks for the plate only, shows the amount with its breakdown, then the e-mail; the plate goes upper-cased', async () => {
    let release: (a: Answer) => void = () => undefined;
    answer = (url) =>
      common(url) ??
      (url === '/api/permission/find' ? new Promise<Answer>((r) => (release = r)) : { status: 404 });
    renderRenew();
    expect(next().disabled).toBe(true);
    expect(screen.queryByTestId('renew-mail')).toBeNull();
    type('renew-plate', 'fr-ab 12');
    expect((screen.getByTestId('renew-plate') as HTMLInputElement).value).toBe('FR-AB 12');
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    await waitFor(() => expect(next().disabled).toBe(true));
    expect(calls.find((c) => c.url === '/api/permission/find')?.body).toEqual({ licensePlate: 'FR-AB 12' });
    release({ status: 200, body: { ...found, breakdown } });
    await screen.findByTestId('renew-ticket');
    expect(screen.getByTestId('renew-plate-value').textContent).toBe('FR-AB 12');
    expect(screen.getByTestId('renew-price').textContent?.replace(/\s/g, ' ')).toBe('2,50 €');
    // The exit-by time the server answered (paid to the payment, then the minutes to drive out).
    expect(screen.getByTestId('renew-paid-until').textContent).toBe(
      'Nach der Zahlung haben Sie Zeit zum Ausfahren: bitte bis 29.03.2026, 11:00 ausfahren.',
    );
    expect(screen.getByTestId('renew-period-1').textContent?.replace(/\s/g, ' ')).toContain('1 × 2,50 €');
    // Pay needs the e-mail address for the receipt.
    expect(next().disabled).toBe(true);
    type('renew-mail', '   ');
    expect(next().disabled).toBe(true);
    type('renew-mail', 'fahrer@example.de');
    expect(next().disabled).toBe(false);
    expect(next().textContent).toBe('Jetzt bezahlen');
    // The booking's legal lines, before the button: the VAT included, the terms and the privacy notice.
    expect((await screen.findByTestId('renew-vat')).textContent?.replace(/\s/g, ' ')).toBe(
      'inkl. 19 % MwSt. (0,40 €)',
    );
    expect(screen.getByTestId('renew-terms-link').getAttribute('href')).toBe('/p/agb');
    expect(screen.getByTestId('renew-terms-link').textContent).toBe('Allgemeinen Geschäftsbedingungen');
    expect(screen.getByTestId('renew-privacy-link').getAttribute('href')).toBe('/p/datenschutz');
    // This shop sends no mail (outbox only): the e-mail field promises none.
    expect(screen.getByText('Die Quittung laden Sie nach der Zahlung hier herunter.')).toBeTruthy();
    expect(screen.queryByText('Dorthin schicken wir die Quittung.')).toBeNull();
    const legal = screen.getByTestId('renew-legal');
    expect(legal.compareDocumentPosition(next()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells the session that paid that it paid, and until when', async () => {
    answer = (url) =>
      common(url) ??
      (url === '/api/permission/find'
        ? {
            status: 200,
            body: {
              priceToBePaid: 0,
              paidFrom: found.paidFrom,
              paidUntil: '2026-03-29T09:15:00Z',
              alreadyPaid: true,
            },
          }
        : { status: 404 });
    renderRenew();
    type('renew-plate', 'fr-pk 240');
    fireEvent.click(next());
    expect((await screen.findByTestId('renew-already-paid')).textContent).toBe(
      'Das Ticket ist bezahlt. Bitte fahren Sie bis 29.03.2026, 11:15 aus.',
    );
    expect(screen.queryByTestId('renew-no-payment')).toBeNull();
  });

  it('names the car park the car stands in when the shop has several, and none when it has one', async () => {
    answer = (url) =>
      common(url) ??
      (url === '/api/permission/find'
        ? {
            status: 200,
            body: { ...found, breakdown, siteId: 'bahnhof', siteName: 'Parkhaus am Hauptbahnhof' },
          }
        : { status: 404 });
    renderRenew();
    type('renew-plate', 'fr-pb 6');
    fireEvent.click(next());
    await screen.findByTestId('renew-ticket');
    expect(screen.getByTestId('renew-site').textContent).toBe('Parkhaus am Hauptbahnhof');
    cleanup();

    answer = (url) =>
      common(url) ??
      (url === '/api/permission/find' ? { status: 200, body: { ...found, breakdown } } : { status: 404 });
    renderRenew();
    type('renew-plate', 'fr-pb 6');
    fireEvent.click(next());
    await screen.findByTestId('renew-ticket');
    expect(screen.queryByTestId('renew-site')).toBeNull();
  });

  it('a stay a permission covers later: says so without any time, and names no exit-by time', async () => {
    answer = (url) =>
      common(url) ??
      (url === '/api/permission/find'
        ? { status: 200, body: { ...found, coveredLater: true, breakdown } }
        : { status: 404 });
    renderRenew();
    type('renew-plate', 'fr-ch 50');
    fireEvent.click(next());
    expect((await screen.findByTestId('renew-covered-later')).textContent).toBe(
      'Ein Parkticket für dieses Kennzeichen gilt erst ab seinem Beginn. Die Parkzeit davor ist hier zu bezahlen.',
    );
    expect(screen.queryByTestId('renew-paid-until')).toBeNull();
  });

  it('shows 404 as "Ticket nicht gefunden." in an alert that closes', async () => {
    answer = (url) => common(url) ?? { status: 404, body: { code: 'STAY_NOT_FOUND', message: 'no stay' } };
    renderRenew();
    type('renew-plate', 'xx 1');
    fireEvent.click(next());
    const alert = await screen.findByTestId('renew-error');
    expect(alert.textContent).toContain('Ticket nicht gefunden.');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByTestId('renew-error')).toBeNull());
  });

  it('shows the plate as the server says the camera recognised it, whatever was typed', async () => {
    answer = (url) =>
      common(url) ??
      (url === '/api/permission/find'
        ? { status: 200, body: { ...found, licensePlate: 'FR-PK 240', breakdown } }
        : { status: 404 });
    renderRenew();
    type('renew-plate', 'frpk240');
    fireEvent.click(next());
    await screen.findByTestId('renew-ticket');
    expect(screen.getByTestId('renew-plate-value').textContent).toBe('FR-PK 240');
  });

  it('looks up a plate handed over in the address at once (?plate=, from home)', async () => {
    answer = (url) =>
      common(url) ?? (url === '/api/permission/find' ? { status: 200, body: found } : { status: 404 });
    renderRenew('/renew-ticket?plate=fr-pk%20240');
    await screen.findByTestId('renew-ticket');
    expect(calls.find((c) => c.url === '/api/permission/find')?.body).toEqual({ licensePlate: 'FR-PK 240' });
    expect(screen.getByTestId('renew-plate-value').textContent).toBe('FR-PK 240');
  });

  it('with nothing owed says "Keine Zahlung erforderlich." and Next goes to /checkout/renew', async () => {
    answer = (url) =>
      common(url) ??
      (url === '/api/permission/find'
        ? { status: 200, body: { ...found, priceToBePaid: 0 } }
        : url === '/api/permission/pay'
          ? {
              status: 200,
              body: { ...found, priceToBePaid: 0, paymentMethod: 'None', paymentId: '' },
            }
          : { status: 404 });
    renderRenew();
    type('renew-plate', 'fr-fm 3');
    fireEvent.click(next());
    expect((await screen.findByTestId('renew-no-payment')).textContent).toBe('Keine Zahlung erforderlich.');
    expect(screen.queryByTestId('renew-breakdown')).toBeNull();
    type('renew-mail', 'kurz@example.de');
    fireEvent.click(next());
    await screen.findByTestId('at-renew-checkout');
    expect(calls.find((c) => c.url === '/api/permission/pay')?.body).toMatchObject({
      licensePlate: 'FR-FM 3',
      contact: { mail: 'kurz@example.de' },
    });
  });

  it("a fleet plate on its company's account: names the company, asks for nothing, offers no payment", async () => {
    answer = (url) =>
      common(url) ??
      (url === '/api/permission/find'
        ? {
            status: 200,
            body: {
              ...found,
              licensePlate: 'FR-FL 100',
              priceToBePaid: 0,
              onAccount: { companyName: 'Müller & Söhne GmbH' },
            },
          }
        : { status: 404 });
    renderRenew();
    type('renew-plate', 'fr-fl 100');
    fireEvent.click(next());
    expect((await screen.findByTestId('renew-on-account')).textContent).toBe(
      'Dieses Parken geht auf das Firmenkonto von Müller & Söhne GmbH. Sie müssen hier nichts bezahlen und können ausfahren.',
    );
    expect(screen.queryByTestId('renew-no-payment')).toBeNull();
    expect(screen.queryByTestId('renew-mail')).toBeNull();
    expect(screen.queryByTestId('next-button')).toBeNull();
    fireEvent.click(screen.getByTestId('renew-change'));
    await screen.findByTestId('renew-form');
    expect(calls.some((c) => c.url === '/api/permission/pay')).toBe(false);
  });
});

describe('/checkout/renew result', () => {
  const paid = {
    status: 'paid',
    licensePlate: 'FR-PK 240',
    priceToBePaid: 250,
    paidFrom: '2026-03-29T08:00:00Z',
    paidUntil: '2026-03-29T09:05:00Z',
    bill: { billId: 'b', secret: 's', number: '000001', pdfUrl: '/api/bill/b/s.pdf' },
  };
  const result = () =>
    screen.findByText((_, el) => el?.tagName === 'P' && /^Bitte fahren Sie bis/.test(el.textContent ?? ''));

  it('names the exit-by time; promises the receipt mail only where mails are sent', async () => {
    answer = (url) =>
      common(url) ?? (url === '/api/permission/checkout' ? { status: 200, body: paid } : { status: 404 });
    renderRenew('/result');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/booking/order-terms'))).toBe(true));
    expect((await result()).textContent).toBe('Bitte fahren Sie bis 29.03.2026, 11:05 aus.');
    expect(screen.getByTestId('renew-checkout-plate').textContent).toBe('FR-PK 240');
  });

  it('with mails sent, adds that the receipt comes by e-mail', async () => {
    ticketMail = true;
    answer = (url) =>
      common(url) ?? (url === '/api/permission/checkout' ? { status: 200, body: paid } : { status: 404 });
    renderRenew('/result');
    await waitFor(async () =>
      expect((await result()).textContent).toBe(
        'Bitte fahren Sie bis 29.03.2026, 11:05 aus. Die Quittung erhalten Sie zusätzlich per E-Mail.',
      ),
    );
  });
});

describe('/checkout/renew poll (spec §4)', () => {
  it('asks every second while processing and stops on a final answer', () => {
    const renewalPollDelay = (s: RenewalCheckoutState | undefined) =>
      checkoutPollDelay(renewalPhase(s), Date.now());
    const base = { licensePlate: 'X', priceToBePaid: 0, paidFrom: null, paidUntil: null, bill: null };
    expect(renewalPollDelay(undefined)).toBe(1000);
    expect(renewalPollDelay({ ...base, status: 'processing' })).toBe(1000);
    for (const status of ['paid', 'failed', 'none'] as const)
      expect(renewalPollDelay({ ...base, status })).toBe(false);
    expect(renewalPollDelay({ status: 'absent' })).toBe(false);
  });
});
