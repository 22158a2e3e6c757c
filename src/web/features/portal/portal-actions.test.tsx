// @vitest-environment jsdom
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { de } from '../../../shared/i18n/de-full';
import { readSession } from '../../lib/session-store';
import PermissionsPage from './permissions-page';
import PortalHome from './portal-home';
import BillsPage from './bills-page';
import PortalDataPage from './data-page';
import BillPage from './bill-page';

/**
 * The portal's actions (fewer taps, ADR 055) against a fake server at the HTTP boundary: the
 * cancel dialog states the refund, a cancelled coming ticket is not "past", credit notes read
 * negative, the data form has no comma-separated plates, "Verlängern" continues the permit.
 */
type Answer = { status: number; body?: unknown };
let handler: (url: string, init: RequestInit) => Answer | undefined;
const calls: Array<{ url: string; method: string; body: unknown }> = [];

const styling = {
  styling: {
    websiteName: 'Testshop',
    shopLanguage: 'de',
    theme: 'colorGreen',
    navigation: [],
    landing: { header: '' },
    footerContent: '',
    timeZone: 'Europe/Berlin',
  },
  options: { enableCustomerShop: true, enableSignUp: false },
};

const monthly = {
  _id: 'monatsparken',
  type: 'flat',
  info: { name: 'Monatsparken', description: '', benefits: [], priceFrom: 8900 },
  requiredContactDetails: 'NameAndMail',
  requestedIdentifierSources: ['lp'],
  siteIds: ['main'],
  reservationSlotDetails: {
    stepDuration: 2592000,
    startBefore: 7776000,
    bookUntil: 10368000,
    minDuration: 2592000,
    maxDuration: 2592000,
    startGrid: 'day',
  },
};

const me = {
  contact: { mail: 'kim@example.de', firstName: 'Kim', lastName: 'Kunde' },
  contactDetails: 'NameAndMail',
  licensePlates: ['B-KK 1', 'B-KK 2'],
  plates: [
    { plate: 'B-KK 1', name: '' },
    { plate: 'B-KK 2', name: 'Zweitwagen' },
  ],
};

const permission = (over: object) => ({
  _id: 'p1',
  name: 'Monatsparken',
  templateId: 'monatsparken',
  start: '2026-11-20T23:00:00.000Z',
  end: '2026-12-20T22:59:59.000Z',
  nextStart: '2026-12-20T23:00:00.000Z',
  identifications: [{ source: 'lp', code: 'B-KK 2' }],
  status: 'upcoming',
  priceCents: 8900,
  computed: { cancellationPossible: true, refundCents: 8900 },
  ticketUrl: '/t/p1/s',
  ...over,
});

notifyManager.setScheduler(queueMicrotask);

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(init.body as string) : undefined,
      });
      const answer: Answer = url.startsWith('/api/page/styling')
        ? { status: 200, body: styling }
        : url === '/auth/info'
          ? {
              status: 200,
              body: { loggedIn: true, username: 'kim@example.de', requirePasswordChange: false },
            }
          : (handler(url, init) ?? { status: 404, body: { code: 'NOT_FOUND', message: 'x' } });
      return {
        ok: answer.status < 300,
        status: answer.status,
        statusText: '',
        text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
      } as Response;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, element: ReactNode, url = path) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/confirm/:id" element={<p data-testid="at-confirm">confirm</p>} />
          <Route path="/data/:id" element={<p data-testid="at-data">data</p>} />
          <Route path="/period/:id" element={<p data-testid="at-period">period</p>} />
          <Route path="/portal/plates" element={<p data-testid="at-plates">plates</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The first render pays for loading MUI: on a busy machine that alone can take seconds.
describe('cancel dialog', { timeout: 20_000 }, () => {
  it('states the refund before the driver confirms, and says so when there is none', async () => {
    handler = (url) =>
      url.startsWith('/sapi/permission/list')
        ? {
            status: 200,
            body: {
              data: [
                permission({ computed: { cancellationPossible: true, refundCents: 5636 } }),
                permission({ _id: 'p2', computed: { cancellationPossible: true, refundCents: 0 } }),
              ],
              count: 2,
            },
          }
        : undefined;
    renderAt('/portal/permissions', <PermissionsPage />);
    const cancels = await screen.findAllByTestId('permission-cancel');
    fireEvent.click(cancels[0]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Sie erhalten 56,36\u00a0€ zurück.');
    // Nothing cancelled yet: the dialog only asks.
    expect(calls.some((c) => c.url === '/sapi/permission/cancel')).toBe(false);
    fireEvent.click(screen.getByTestId('dialog-no'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getAllByTestId('permission-cancel')[1]);
    expect((await screen.findByRole('dialog')).textContent).toContain(
      de.screen.portal.permissions.cancelNoRefund,
    );
  });
});

describe('overview', () => {
  function overviewServer(current: object[], past: object[]) {
    handler = (url, init) => {
      if (url.startsWith('/sapi/permission/list?filter.active=true'))
        return { status: 200, body: { data: current, count: current.length } };
      if (url.startsWith('/sapi/permission/list?filter.active=false'))
        return { status: 200, body: { data: past, count: past.length } };
      if (url.startsWith('/api/booking/templates')) return { status: 200, body: [monthly] };
      if (url === '/sapi/customer/me') return { status: 200, body: me };
      if (url === '/api/booking/price' && init.method === 'POST') {
        const b = JSON.parse(init.body as string) as { startTime: string };
        return {
          status: 200,
          body: {
            priceToBePaid: 8900,
            startTime: b.startTime,
            endTime: '2027-01-18T22:59:59.000Z',
            bookedOut: false,
          },
        };
      }
      return undefined;
    };
  }

  it('files a cancelled ticket whose period lies ahead under "Storniert", not under "past"', async () => {
    overviewServer(
      [],
      [
        permission({ _id: 'c1', name: 'Storniertes Ticket', status: 'cancelled' }),
        permission({ _id: 'e1', name: 'Altes Ticket', status: 'expired' }),
      ],
    );
    renderAt('/portal', <PortalHome />);
    const cancelledHeading = await screen.findByTestId('overview-cancelled');
    expect(cancelledHeading.textContent).toBe(de.screen.portal.overview.cancelled);
    const pastHeading = screen.getByTestId('overview-past');
    // Each heading is followed by its own card list.
    const listAfter = (h: HTMLElement) => h.nextElementSibling as HTMLElement;
    expect(within(listAfter(cancelledHeading)).getByText('Storniertes Ticket')).toBeTruthy();
    expect(within(listAfter(pastHeading)).queryByText('Storniertes Ticket')).toBeNull();
    expect(within(listAfter(pastHeading)).getByText('Altes Ticket')).toBeTruthy();
  });

  it('"Verlängern" books the same product and plate from the permit\'s end, straight to the confirmation', async () => {
    overviewServer([permission({})], []);
    renderAt('/portal', <PortalHome />);
    fireEvent.click(await screen.findByTestId('overview-renew'));
    await screen.findByTestId('at-confirm');
    const price = calls.find((c) => c.url === '/api/booking/price');
    expect(price?.body).toEqual({
      templateId: 'monatsparken',
      startTime: '2026-12-20T23:00:00.000Z',
      slotCount: 1,
    });
    // The permit's plate, not the account's first one.
    expect(readSession('ids')).toEqual({ lp: 'B-KK 2' });
    expect(readSession('selection')).toMatchObject({
      templateId: 'monatsparken',
      startTime: '2026-12-20T23:00:00.000Z',
      priceResponse: { priceToBePaid: 8900 },
    });
    expect(readSession('contact')).toMatchObject({ mail: 'kim@example.de', firstName: 'Kim' });
    expect(readSession('contactEdit')).toBe(false);
  });

  it('"Verlängern" tapped without the account data at hand asks for it, then goes to the confirmation', async () => {
    overviewServer([permission({})], []);
    const inner = handler;
    let meCalls = 0;
    // The overview's own query of the account fails; the tap asks again.
    handler = (url, init) =>
      url === '/sapi/customer/me' && ++meCalls === 1
        ? { status: 500, body: { code: 'INTERNAL', message: 'x' } }
        : inner(url, init);
    renderAt('/portal', <PortalHome />);
    fireEvent.click(await screen.findByTestId('overview-renew'));
    await screen.findByTestId('at-confirm');
    expect(meCalls).toBe(2);
    expect(readSession('contact')).toMatchObject({ mail: 'kim@example.de' });
  });
});

describe('bills', () => {
  it('shows a credit note with a minus sign, a bill without', async () => {
    handler = (url) =>
      url.startsWith('/sapi/bill')
        ? {
            status: 200,
            body: {
              data: [
                {
                  _id: 'n1',
                  nr: 'G-1',
                  closingDate: '2026-11-21',
                  secret: 's',
                  kind: 'creditNote',
                  grossCents: 1200,
                },
                {
                  _id: 'b1',
                  nr: 'R-1',
                  closingDate: '2026-11-20',
                  secret: 's',
                  kind: 'bill',
                  grossCents: 1200,
                },
              ],
              count: 2,
            },
          }
        : undefined;
    renderAt('/portal/bills', <BillsPage />);
    await waitFor(() => expect(screen.getAllByTestId('bill-row')).toHaveLength(2));
    const [note, bill] = screen.getAllByTestId('bill-row');
    expect(note.textContent).toContain('-12,00\u00a0€');
    expect(bill.textContent).toContain('12,00\u00a0€');
    expect(bill.textContent).not.toContain('-12,00');
  });
});

describe('credit note page', () => {
  it('names it a credit note and shows its amounts negative', async () => {
    handler = (url) =>
      url.startsWith('/api/credit-note/n1/s')
        ? {
            status: 200,
            body: {
              _id: 'n1',
              nr: '000001',
              closingDate: '2026-11-21',
              netAmount: 1008,
              vatAmount: 192,
              grossAmount: 1200,
              vatRate: 19,
            },
          }
        : undefined;
    renderAt('/credit-note/:id/:secret', <BillPage kind="creditNote" />, '/credit-note/n1/s');
    expect((await screen.findByTestId('bill-headline')).textContent).toBe('Gutschrift 000001');
    const text = document.body.textContent ?? '';
    expect(text).toContain('-10,08\u00a0€');
    expect(text).toContain('-1,92\u00a0€');
    expect(text).toContain('-12,00\u00a0€');
  });
});

describe('personal data', () => {
  it('has no comma-separated plates field: saving leaves the plates to their editor', async () => {
    handler = (url, init) => {
      if (url === '/sapi/customer/me' && init.method === 'PUT') return { status: 204 };
      if (url === '/sapi/customer/me') return { status: 200, body: me };
      return undefined;
    };
    renderAt('/portal/data', <PortalDataPage />);
    await screen.findByTestId('portal-data-form');
    expect(document.getElementById('portal-plates')).toBeNull();
    expect(screen.queryByLabelText(/Komma/)).toBeNull();
    fireEvent.click(screen.getByTestId('portal-data-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).not.toHaveProperty('licensePlates');
    fireEvent.click(screen.getByTestId('portal-data-plates'));
    await screen.findByTestId('at-plates');
  });
});
