// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { startOptions } from '../../../shared/domain/slots';
import { CalendarPicker } from './calendar-picker';
import { monthWeeks } from './calendar-dates';

const zone = 'Europe/Berlin';
const hourly = { stepDuration: 3600, startBefore: 7 * 86400, bookUntil: 8 * 86400, minDuration: 3600, maxDuration: 43200 };
// Thursday 14 May 2026, 10:20 in Berlin
const now = new Date('2026-05-14T08:20:00Z');

afterEach(cleanup);

describe('monthWeeks', () => {
  it('starts weeks on Monday', () => {
    // 1 May 2026 is a Friday: four empty cells first.
    expect(monthWeeks({ year: 2026, month: 5 })[0]).toEqual([null, null, null, null, '2026-05-01', '2026-05-02', '2026-05-03']);
    // 1 June 2026 is a Monday.
    expect(monthWeeks({ year: 2026, month: 6 })[0][0]).toBe('2026-06-01');
  });
});

describe('CalendarPicker', () => {
  function setup() {
    const options = startOptions(hourly, now, zone);
    const onChange = vi.fn();
    render(
      <div>
        <span id="lbl">Beginn</span>
        <CalendarPicker labelId="lbl" options={options} value={null} onChange={onChange} zone={zone} stepDuration={3600} />
      </div>,
    );
    return { options, onChange };
  }

  it('shows Monday first and disables dates without a candidate', () => {
    setup();
    const headers = screen.getAllByTestId('weekday').map((h) => h.textContent);
    expect(headers[0]).toMatch(/^Mo/);
    expect(headers[6]).toMatch(/^So/);
    const days = screen.getAllByTestId('calendar-day');
    const byDate = (d: string) => days.find((b) => b.getAttribute('data-date') === d)!;
    expect((byDate('2026-05-13') as HTMLButtonElement).disabled).toBe(true); // yesterday
    expect((byDate('2026-05-14') as HTMLButtonElement).disabled).toBe(false); // today
    expect((byDate('2026-05-21') as HTMLButtonElement).disabled).toBe(false); // starts until 21 May 09:00 (startBefore 7 days)
    expect((byDate('2026-05-22') as HTMLButtonElement).disabled).toBe(true);
    expect(byDate('2026-05-14').getAttribute('aria-label')).toBe('Donnerstag, 14. Mai 2026');
  });

  it('picks day, then hour; past hours of today are disabled', () => {
    const { options, onChange } = setup();
    // The first bookable day is open from the start.
    expect(screen.getAllByTestId('calendar-day').find((b) => b.getAttribute('data-date') === '2026-05-14')!.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('hour-09') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('hour-10') as HTMLButtonElement).disabled).toBe(false); // the running slot is bookable
    fireEvent.click(screen.getByTestId('hour-15'));
    expect(onChange).toHaveBeenLastCalledWith(options.find((o) => o.toISOString() === '2026-05-14T13:00:00.000Z'));
  });

  it('moves between enabled days with the arrow keys', () => {
    setup();
    const today = screen.getAllByTestId('calendar-day').find((b) => b.getAttribute('data-date') === '2026-05-14')!;
    expect(today.getAttribute('tabindex')).toBe('0');
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    const grid = screen.getByRole('grid');
    const next = within(grid).getAllByTestId('calendar-day').find((b) => b.getAttribute('data-date') === '2026-05-15')!;
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' }); // 13 May has no slot: stays
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-05-14');
  });
});
