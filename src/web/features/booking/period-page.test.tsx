// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { readSession, writeSession } from '../../lib/session-store';
import { PeriodForm } from './period-page';
import { ProductLine } from './period-product';

const zone = 'Europe/Berlin';
const dayTicket: PermissionTemplate = {
  _id: 'tagesticket',
  type: 'oneTime',
  info: { name: 'Tagesticket', description: '', benefits: [], priceFrom: 1200 },
  requiredContactDetails: 'MailOnly',
  requestedIdentifierSources: ['lp'],
  siteIds: ['main'],
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

/** An availability answer of capacity 1 with the given slots. */
function availabilityAnswer(
  templateId: string,
  slots: Array<{ startTime: string; free: number; startsHere: number }>,
) {
  return json(200, {
    templateId,
    capacity: 1,
    from: '2026-01-01T00:00:00Z',
    to: '2030-01-01T00:00:00Z',
    slots,
  });
}

function renderForm(template: PermissionTemplate = dayTicket) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {/* The frame's product line (period-product.tsx) above the step, as the route shows them. */}
        <ProductLine template={template} />
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
    // Days read with their weekday; the current year is left out.
    expect(slots[0].textContent).toMatch(/^heute, (Mo|Di|Mi|Do|Fr|Sa|So) \d\d\.\d\d\.$/);
    expect(slots[1].textContent).toMatch(/^(Mo|Di|Mi|Do|Fr|Sa|So) \d\d\.\d\d\.(\d{4})?$/);
    expect(screen.getByRole('region', { name: 'Ende (ergibt sich aus dem Beginn)' })).toBeTruthy();
    expect(screen.getByTestId('end-derived').textContent).toBe('Bitte zuerst den Beginn wählen.');
    fireEvent.click(slots[1]);
    // A day ticket ends at the last second of its day.
    expect(screen.getByTestId('end-derived').textContent).toMatch(
      /^(Mo|Di|Mi|Do|Fr|Sa|So) \d\d\.\d\d\.(\d{4})?, 23:59$/,
    );
    expect(screen.getByTestId('period-product').textContent).toBe('Tagesticket · 12,00\u00a0€ für 1 Tag');
  });

  it('names a free product free, not "ab 0,00 €"', () => {
    renderForm({ ...dayTicket, info: { ...dayTicket.info, priceFrom: 0 } });
    expect(screen.getByTestId('period-product').textContent).toBe('Tagesticket · Kostenlos für 1 Tag');
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
      return availabilityAnswer('tagesplatz', [{ startTime: third, free: 0, startsHere: 1 }]);
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

describe('short-term parking, the way parking apps do it', () => {
  // Thursday 14 May 2026, 10:20 in Berlin: the hourly grid's current slot began at 10:00.
  const hourly: PermissionTemplate = {
    ...dayTicket,
    _id: 'kurzzeit',
    type: 'reservation',
    info: { name: 'Kurzzeitparken', description: '', benefits: [], priceFrom: 300 },
    reservationSlotDetails: {
      stepDuration: 3600,
      startBefore: 7 * 86400,
      bookUntil: 8 * 86400,
      minDuration: 3600,
      maxDuration: 3 * 3600,
    },
  };
  const open = { mo: [], tu: [], we: [], th: [], fr: [], sa: [], su: [], holidays: [], holidayHours: [] };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-14T08:20:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  function stubPrice() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string);
        const end = new Date(new Date(body.startTime).getTime() + body.slotCount * 3_600_000);
        return json(200, {
          priceToBePaid: 300 + (body.slotCount - 1) * 250,
          startTime: body.startTime,
          endTime: end.toISOString(),
          bookedOut: false,
        });
      }),
    );
  }

  const text = (id: string) => screen.getByTestId(id).textContent;

  it('"Jetzt" and "+1 Std." choose start and duration; both read as text with their weekday', async () => {
    stubPrice();
    renderForm(hourly);
    expect(text('period-product')).toBe('Kurzzeitparken · ab 3,00\u00a0€ für 1 Std.');
    expect(screen.getByTestId('start-picker')).toBeTruthy();
    fireEvent.click(screen.getByTestId('now-chip'));
    // The start picker folds away; start and end show as text, each picker one tap away.
    // "Jetzt" is the current minute and the hour runs from there (ADR 052), not 10:00-11:00.
    expect(screen.queryByTestId('start-picker')).toBeNull();
    expect(text('start-value')).toBe('Do 14.05., 10:20');
    expect(text('duration-value')).toBe('1 Std.');
    expect(text('end-value')).toBe('Do 14.05., 11:20');
    expect((screen.getByTestId('shorter-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('longer-chip'));
    expect(text('duration-value')).toBe('2 Std.');
    // The end follows at once; the price after the debounce.
    expect(text('end-value')).toBe('Do 14.05., 12:20');
    await waitFor(() => expect(nextButton().disabled).toBe(false));
    expect(text('price-chip')).toBe('Preis: 5,50\u00a0€');
    expect(text('range-chip')).toBe('Zeitraum: Do 14.05., 10:20–12:20');
    // Price and Next share the bar that sticks to the bottom of a phone's screen.
    expect(screen.getByTestId('period-bar').contains(nextButton())).toBe(true);
    fireEvent.click(nextButton());
    expect(readSession('selection')).toMatchObject({
      templateId: 'kurzzeit',
      startTime: '2026-05-14T08:20:00.000Z',
      slotCount: 2,
    });
  });

  it('"Jetzt" takes the clock when tapped, and the hour grid no longer offers the hour begun', () => {
    stubPrice();
    renderForm(hourly);
    // 10:20: the grid starts at 11:00 (10:00 would sell twenty minutes already gone).
    expect((screen.getByTestId('hour-10') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('hour-11') as HTMLButtonElement).disabled).toBe(false);
    // The visitor reads the page for a while: "Jetzt" is then, not when the page opened.
    vi.setSystemTime(new Date('2026-05-14T08:27:31Z'));
    fireEvent.click(screen.getByTestId('now-chip'));
    expect(text('start-value')).toBe('Do 14.05., 10:27');
    expect(text('end-value')).toBe('Do 14.05., 11:27');
  });

  it('brings a booking from now back from the data step, as text', () => {
    stubPrice();
    writeSession('selection', {
      templateId: 'kurzzeit',
      startTime: '2026-05-14T08:18:00.000Z',
      slotCount: 2,
      endTime: '2026-05-14T10:18:00.000Z',
    });
    renderForm(hourly);
    expect(text('start-value')).toBe('Do 14.05., 10:18');
    expect(text('end-value')).toBe('Do 14.05., 12:18');
  });

  it('opens the end picker on demand, without a minute row of a single "00"', () => {
    stubPrice();
    renderForm(hourly);
    expect(screen.queryByTestId('minute-00')).toBeNull();
    fireEvent.click(screen.getByTestId('now-chip'));
    fireEvent.click(screen.getByTestId('end-open'));
    const end = screen.getByTestId('end-picker');
    expect(end.querySelector('[data-testid=slot-item], [data-testid^=hour-]')).toBeTruthy();
    expect(text('end-note')).toBe('Höchstens 3 Std. ab Beginn; spätere Zeiten sind ausgegraut.');
    expect(screen.queryByTestId('minute-00')).toBeNull();
  });

  it('refuses a longer stay beyond the maximum and says so', () => {
    stubPrice();
    renderForm(hourly);
    fireEvent.click(screen.getByTestId('now-chip'));
    fireEvent.click(screen.getByTestId('longer-chip'));
    fireEvent.click(screen.getByTestId('longer-chip'));
    expect(text('duration-value')).toBe('3 Std.');
    expect(screen.getByTestId('longer-chip').getAttribute('aria-disabled')).toBe('true');
    expect(text('longer-refusal')).toBe('Länger geht nicht: höchstens 3 Std.');
    fireEvent.click(screen.getByTestId('longer-chip'));
    expect(text('duration-value')).toBe('3 Std.');
    fireEvent.click(screen.getByTestId('shorter-button'));
    expect(text('duration-value')).toBe('2 Std.');
    expect(screen.queryByTestId('longer-refusal')).toBeNull();
  });

  it('refuses a longer stay into closing time, and "Jetzt" when closed, and says so', () => {
    stubPrice();
    renderForm({ ...hourly, openingHours: { ...open, th: ['06:00-12:00'] } });
    fireEvent.click(screen.getByTestId('now-chip'));
    // 10:20 to 11:20; one more hour would run past noon.
    expect(text('end-value')).toBe('Do 14.05., 11:20');
    expect(screen.getByTestId('longer-chip').getAttribute('aria-disabled')).toBe('true');
    expect(text('longer-refusal')).toBe('Länger geht nicht: danach geschlossen.');
    cleanup();
    renderForm({ ...hourly, openingHours: { ...open, th: ['12:00-18:00'] } });
    expect(text('now-chip')).toBe('Jetzt geschlossen');
    expect(screen.getByTestId('now-chip').getAttribute('aria-disabled')).toBe('true');
  });

  it('refuses a longer stay into a booked-out hour and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe('/api/booking/availability?templateId=kurzzeit');
        // 12:00 in Berlin is taken.
        return availabilityAnswer('kurzzeit', [
          { startTime: '2026-05-14T10:00:00.000Z', free: 0, startsHere: 1 },
        ]);
      }),
    );
    renderForm({ ...hourly, capacity: 1 });
    // The answer has arrived once the start picker names the hour booked out.
    await waitFor(() =>
      expect(screen.getByTestId('hour-12').getAttribute('aria-label')).toBe('12 Uhr, ausgebucht'),
    );
    fireEvent.click(screen.getByTestId('now-chip'));
    // 10:20 to 11:20; to 12:20 it would reach into the taken hour.
    expect(text('duration-value')).toBe('1 Std.');
    expect(screen.getByTestId('longer-chip').getAttribute('aria-disabled')).toBe('true');
    expect(text('longer-refusal')).toBe('Länger geht nicht: danach ausgebucht.');
  });
});
