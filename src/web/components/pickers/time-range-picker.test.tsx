// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { toAvailability, type Availability } from '../../../shared/domain/availability';
import type { ReservationSlotDetails, SlotAvailability } from '../../../shared/schemas/booking';
import { TimeRangePicker, type TimeRange } from './time-range-picker';

const zone = 'Europe/Berlin';
// Thursday 14 May 2026, 10:20 in Berlin; the hourly grid's current slot began at 10:00 (08:00Z).
const now = new Date('2026-05-14T08:20:00Z');
const hourly: ReservationSlotDetails = {
  stepDuration: 3600,
  startBefore: 7 * 86400,
  bookUntil: 8 * 86400,
  minDuration: 3600,
  maxDuration: 4 * 3600,
};
const daily: ReservationSlotDetails = {
  stepDuration: 86400,
  startBefore: 5 * 86400,
  bookUntil: 5 * 86400,
  minDuration: 86400,
  maxDuration: 86400,
};
const at = (iso: string) => new Date(iso).toISOString();

function availability(capacity: number, slots: SlotAvailability[]): Availability {
  return toAvailability({
    templateId: 'x',
    capacity,
    from: at(now.toISOString()),
    to: '2026-06-30T00:00:00Z',
    slots,
  });
}

function Harness({ details, a }: { details: ReservationSlotDetails; a: Availability }) {
  const [value, setValue] = useState<TimeRange>({ start: null, slotCount: null });
  return (
    <TimeRangePicker
      details={details}
      zone={zone}
      now={now}
      value={value}
      onChange={setValue}
      availability={a}
    />
  );
}

afterEach(cleanup);

describe('booked-out starts in the pickers', () => {
  it('the slot list shows a full day disabled and names the reason', () => {
    // 16 May is full (its day began at 22:00Z the evening before).
    const a = availability(1, [{ startTime: '2026-05-15T22:00:00.000Z', free: 0, startsHere: 1 }]);
    render(<Harness details={daily} a={a} />);
    const slots = screen.getAllByTestId('slot-item');
    expect(slots).toHaveLength(5);
    const full = slots[2];
    expect(full.getAttribute('data-value')).toBe('2026-05-15T22:00:00.000Z');
    expect((full as HTMLButtonElement).disabled).toBe(true);
    expect(full.getAttribute('aria-disabled')).toBe('true');
    expect(full.getAttribute('title')).toBe('Ausgebucht');
    // The visible text, and so the button's accessible name, says why; the day reads with its
    // weekday and without the current year.
    expect(full.textContent).toBe('Sa 16.05.Ausgebucht');
    expect(screen.getByRole('button', { name: /Sa 16\.05\..*Ausgebucht/ })).toBe(full);
    expect(slots.filter((s) => (s as HTMLButtonElement).disabled)).toHaveLength(1);
    fireEvent.click(full);
    expect(full.getAttribute('aria-pressed')).toBe('false');
  });

  it('the calendar disables a fully booked day and its full hours, each named booked out', () => {
    const full: SlotAvailability[] = [];
    // Friday 15 May: every hour from 00:00 to 23:00 Berlin is full.
    for (let h = 0; h < 24; h++) {
      full.push({ startTime: new Date(Date.UTC(2026, 4, 14, 22 + h)).toISOString(), free: 0, startsHere: 1 });
    }
    // Today 14:00 Berlin (12:00Z) is full; 15:00 has a place left.
    full.push({ startTime: '2026-05-14T12:00:00.000Z', free: 0, startsHere: 2 });
    full.push({ startTime: '2026-05-14T13:00:00.000Z', free: 1, startsHere: 0 });
    render(<Harness details={hourly} a={availability(2, full)} />);

    const start = screen.getByTestId('start-picker');
    const friday = within(start)
      .getAllByTestId('calendar-day')
      .find((d) => d.getAttribute('data-date') === '2026-05-15')!;
    expect((friday as HTMLButtonElement).disabled).toBe(true);
    expect(friday.getAttribute('aria-label')).toBe('Freitag, 15. Mai 2026, ausgebucht');
    expect(friday.getAttribute('title')).toBe('Ausgebucht');
    const saturday = within(start)
      .getAllByTestId('calendar-day')
      .find((d) => d.getAttribute('data-date') === '2026-05-16')!;
    expect((saturday as HTMLButtonElement).disabled).toBe(false);
    expect(within(start).getByTestId('booked-out-hint').textContent).toMatch(/ausgegraut/);

    // Today is open at once: 14 Uhr is full, 15 Uhr is not.
    const h14 = within(start).getByTestId('hour-14') as HTMLButtonElement;
    expect(h14.disabled).toBe(true);
    expect(h14.getAttribute('aria-label')).toBe('14 Uhr, ausgebucht');
    expect((within(start).getByTestId('hour-15') as HTMLButtonElement).disabled).toBe(false);
    expect((within(start).getByTestId('hour-13') as HTMLButtonElement).disabled).toBe(false);
  });

  it('the end picker stops before a full slot: a period may not cross it', () => {
    // Capacity 1; 13:00 Berlin (11:00Z) today is taken.
    const a = availability(1, [{ startTime: '2026-05-14T11:00:00.000Z', free: 0, startsHere: 1 }]);
    render(<Harness details={hourly} a={a} />);
    const start = screen.getByTestId('start-picker');
    fireEvent.click(within(start).getByTestId('hour-11'));
    const end = screen.getByTestId('end-picker');
    // Four ends fit a slot list. From 11:00 the end may be 12:00 or 13:00; 14:00 and 15:00
    // would cross the full 13:00 slot.
    const ends = within(end).getAllByTestId('slot-item') as HTMLButtonElement[];
    expect(ends.map((b) => [b.textContent, b.disabled])).toEqual([
      ['heute, 12:00', false],
      ['heute, 13:00', false],
      ['heute, 14:00Ausgebucht', true],
      ['heute, 15:00Ausgebucht', true],
    ]);
  });
});
