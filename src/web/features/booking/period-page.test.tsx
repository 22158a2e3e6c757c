// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { readSession, writeSession } from '../../lib/session-store';
import { PeriodForm } from './period-page';

const zone = 'Europe/Berlin';
const dayTicket: PermissionTemplate = {
  _id: 'tagesticket',
  type: 'oneTime',
  info: { name: 'Tagesticket', description: '', benefits: [], priceFrom: 1200 },
  requiredContactDetails: 'MailOnly',
  requestedIdentifierSources: ['lp'],
  reservationSlotDetails: {
    stepDuration: 86400,
    startBefore: 604800,
    bookUntil: 604800,
    minDuration: 86400,
    maxDuration: 86400,
  },
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm(template: PermissionTemplate = dayTicket) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PeriodForm template={template} zone={zone} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const nextButton = () => screen.getByTestId('next-button') as HTMLButtonElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('period screen', () => {
  it('shows 7 day slots, today prefixed, and a derived end', () => {
    renderForm();
    const slots = screen.getAllByTestId('slot-item');
    expect(slots).toHaveLength(7);
    expect(slots[0].textContent).toMatch(/^heute, /);
    expect(slots[1].textContent).not.toMatch(/^heute/);
    expect(screen.getByRole('region', { name: 'Ende (ergibt sich aus dem Beginn)' })).toBeTruthy();
    expect(screen.getByTestId('end-derived').textContent).toBe('Bitte zuerst den Beginn wählen.');
    fireEvent.click(slots[1]);
    // A day ticket ends at the last second of its day.
    expect(screen.getByTestId('end-derived').textContent).toMatch(/^\d\d\.\d\d\.\d{4}$/);
  });

  it('enables Next once a price arrives and disables it while waiting', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string);
      return json(200, {
        priceToBePaid: 1200,
        startTime: body.startTime,
        endTime: body.startTime,
        bookedOut: false,
      });
    });
    vi.stubGlobal('fetch', fetch);
    renderForm();
    expect(nextButton().disabled).toBe(true);
    expect(nextButton().textContent).toBe('Weiter');
    fireEvent.click(screen.getAllByTestId('slot-item')[1]);
    expect(nextButton().disabled).toBe(true);
    await waitFor(() => expect(nextButton().disabled).toBe(false));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('price-chip').textContent).toContain('12,00\u00a0€');
    fireEvent.click(nextButton());
    expect(readSession('selection')).toMatchObject({ templateId: 'tagesticket', slotCount: 1 });
  });

  it('labels Next "Ausgebucht" on a 503 and keeps it disabled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { code: 'BOOKED_OUT', message: 'booked out' })),
    );
    renderForm();
    fireEvent.click(screen.getAllByTestId('slot-item')[2]);
    await waitFor(() => expect(nextButton().textContent).toBe('Ausgebucht'));
    expect(nextButton().disabled).toBe(true);
  });

  it('shows the error label when the price call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { code: 'START_TOO_EARLY', message: 'x' })),
    );
    renderForm();
    fireEvent.click(screen.getAllByTestId('slot-item')[2]);
    await waitFor(() => expect(nextButton().textContent).toBe('Kein Preis verfügbar'));
    expect(nextButton().disabled).toBe(true);
  });

  it('restores a stored selection of the same template and removes one of another', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Promise<Response>(() => {})),
    );
    const { unmount } = renderForm();
    const second = screen.getAllByTestId('slot-item')[1].getAttribute('data-value')!;
    unmount();
    writeSession('selection', { templateId: 'tagesticket', startTime: second, slotCount: 1 });
    renderForm();
    expect(screen.getAllByTestId('slot-item')[1].getAttribute('aria-pressed')).toBe('true');
    cleanup();
    writeSession('selection', { templateId: 'monatsparken', startTime: second, slotCount: 1 });
    renderForm();
    expect(screen.getAllByTestId('slot-item').some((s) => s.getAttribute('aria-pressed') === 'true')).toBe(
      false,
    );
    expect(readSession('selection')).toBeUndefined();
  });

  it('asks for the availability of a template with capacity and disables its booked-out start', async () => {
    const limited = { ...dayTicket, _id: 'tagesplatz', capacity: 1 };
    let third = '';
    const fetch = vi.fn(async (url: string) => {
      expect(url).toBe('/api/booking/availability?templateId=tagesplatz');
      return json(200, {
        templateId: 'tagesplatz',
        capacity: 1,
        from: '2026-01-01T00:00:00Z',
        to: '2030-01-01T00:00:00Z',
        slots: [{ startTime: third, free: 0, startsHere: 1 }],
      });
    });
    vi.stubGlobal('fetch', fetch);
    const { unmount } = renderForm(limited);
    third = screen.getAllByTestId('slot-item')[2].getAttribute('data-value')!;
    unmount();
    renderForm(limited);
    // The pickers paint before the answer; then the full day greys out and says why.
    await waitFor(() =>
      expect((screen.getAllByTestId('slot-item')[2] as HTMLButtonElement).disabled).toBe(true),
    );
    const slot = screen.getAllByTestId('slot-item')[2];
    expect(slot.textContent).toMatch(/Ausgebucht$/);
    expect(slot.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByTestId('slot-item').filter((b) => (b as HTMLButtonElement).disabled)).toHaveLength(
      1,
    );
    // A template without capacity asks nothing.
    cleanup();
    fetch.mockClear();
    renderForm();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reloads the availability when the price call says booked out, and greys the start out', async () => {
    const limited = { ...dayTicket, _id: 'tagesplatz', capacity: 1 };
    let full: string | null = null;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/booking/price')) {
        full = JSON.parse(init!.body as string).startTime;
        return json(503, { code: 'BOOKED_OUT', message: 'booked out' });
      }
      return json(200, {
        templateId: 'tagesplatz',
        capacity: 1,
        from: '2026-01-01T00:00:00Z',
        to: '2030-01-01T00:00:00Z',
        slots: full ? [{ startTime: full, free: 0, startsHere: 1 }] : [],
      });
    });
    vi.stubGlobal('fetch', fetch);
    renderForm(limited);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getAllByTestId('slot-item')[3]);
    await waitFor(() => expect(nextButton().textContent).toBe('Ausgebucht'));
    await waitFor(() =>
      expect((screen.getAllByTestId('slot-item')[3] as HTMLButtonElement).disabled).toBe(true),
    );
    expect(fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/booking/availability'))).toHaveLength(
      2,
    );
  });
});
