// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { startOptions } from '../../../shared/domain/slots';
import { CalendarPicker } from './calendar-picker';
import { monthWeeks } from './calendar-dates';

const zone = 'Europe/Berlin';
const hourly = {
  stepDuration: 3600,
  startBefore: 7 * 86400,
  bookUntil: 8 * 86400,
  minDuration: 3600,
  maxDuration: 43200,
};
const quarterly = { ...hourly, stepDuration: 900 };
// Thursday 14 May 2026, 10:20 in Berlin
const now = new Date('2026-05-14T08:20:00Z');

afterEach(cleanup);
afterAll(() => activateLanguage('de'));

describe('monthWeeks', () => {
  it('starts weeks on Monday', () => {
    // 1 May 2026 is a Friday: four empty cells first.
    expect(monthWeeks({ year: 2026, month: 5 })[0]).toEqual([
      null,
      null,
      null,
      null,
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
    ]);
    // 1 June 2026 is a Monday.
    expect(monthWeeks({ year: 2026, month: 6 })[0][0]).toBe('2026-06-01');
  });
});

describe('CalendarPicker', () => {
  function setup(details = hourly) {
    const options = startOptions(details, now, zone);
    const onChange = vi.fn();
    const utils = render(
      <div>
        <span id="lbl">Beginn</span>
        <CalendarPicker
          labelId="lbl"
          options={options}
          value={null}
          onChange={onChange}
          zone={zone}
          stepDuration={details.stepDuration}
        />
      </div>,
    );
    return { options, onChange, ...utils };
  }
  const day = (d: string) =>
    screen
      .getAllByTestId('calendar-day')
      .find((b) => b.getAttribute('data-date') === d)! as HTMLButtonElement;

  it('is a labelled grid, Monday first, with days outside the bounds disabled', () => {
    setup();
    const grid = screen.getByRole('grid', { name: /Beginn/ });
    expect(grid.getAttribute('aria-describedby')).toBeTruthy();
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[0].getAttribute('aria-label')).toBe('Montag');
    expect(headers[6].getAttribute('aria-label')).toBe('Sonntag');
    expect(headers[0].textContent).toMatch(/^Mo/);
    expect(day('2026-05-13').disabled).toBe(true); // yesterday
    expect(day('2026-05-13').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-05-14').disabled).toBe(false); // today
    expect(day('2026-05-21').disabled).toBe(false); // starts until 21 May 09:00 (startBefore 7 days)
    expect(day('2026-05-22').disabled).toBe(true);
    expect(day('2026-05-14').getAttribute('role')).toBe('gridcell');
    expect(day('2026-05-14').getAttribute('aria-label')).toBe('Donnerstag, 14. Mai 2026');
  });

  it('picks day, then hour; past hours of today are disabled', () => {
    const { options, onChange } = setup();
    // The first bookable day is open from the start.
    expect(day('2026-05-14').getAttribute('aria-selected')).toBe('true');
    expect((screen.getByTestId('hour-09') as HTMLButtonElement).disabled).toBe(true);
    // 10:20: the hour begun is gone too (ADR 052, "Jetzt" books from the minute); 11:00 is next.
    expect((screen.getByTestId('hour-10') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('hour-11') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('hour-15').getAttribute('aria-label')).toBe('15 Uhr');
    fireEvent.click(screen.getByTestId('hour-15'));
    expect(onChange).toHaveBeenLastCalledWith(
      options.find((o) => o.toISOString() === '2026-05-14T13:00:00.000Z'),
    );
  });

  it('moves focus by the WAI-ARIA grid keys and skips disabled days', () => {
    setup();
    const today = day('2026-05-14');
    expect(today.tabIndex).toBe(0);
    expect(day('2026-05-15').tabIndex).toBe(-1);
    today.focus();
    const key = (k: string, shiftKey = false) =>
      fireEvent.keyDown(document.activeElement!, { key: k, shiftKey });
    key('ArrowRight');
    expect(document.activeElement).toBe(day('2026-05-15'));
    expect(day('2026-05-15').tabIndex).toBe(0);
    key('ArrowDown');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-05-21');
    key('ArrowDown'); // 28 May is out of bounds: stays on the last bookable day
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-05-21');
    key('Home'); // Monday of that week
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-05-18');
    key('End');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-05-21');
    key('PageUp'); // a month back is before the first day: the first bookable day
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-05-14');
    key('ArrowLeft'); // 13 May has no slot: stays
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-05-14');
  });

  it('picks with Enter and Space and keeps the hours as one tab stop moved by arrows', () => {
    const { onChange } = setup();
    const d = day('2026-05-16');
    d.focus();
    fireEvent.click(d); // Enter and Space press a focused button; jsdom needs the click
    expect(d.getAttribute('aria-selected')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith(null);
    const hours = within(screen.getByTestId('calendar-hours')).getAllByRole('button');
    expect(hours.filter((h) => h.tabIndex === 0)).toHaveLength(1);
    const first = hours.find((h) => h.tabIndex === 0)!;
    expect(first.getAttribute('data-testid')).toBe('hour-00');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-testid')).toBe('hour-01');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }); // rows of six
    expect(document.activeElement?.getAttribute('data-testid')).toBe('hour-07');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-testid')).toBe('hour-23');
  });

  it('offers minutes of the chosen hour for quarter-hour steps', () => {
    const { options, onChange, rerender } = setup(quarterly);
    fireEvent.click(screen.getByTestId('hour-12'));
    const picked = onChange.mock.lastCall![0] as Date;
    expect(picked.toISOString()).toBe('2026-05-14T10:00:00.000Z');
    rerender(
      <div>
        <span id="lbl">Beginn</span>
        <CalendarPicker
          labelId="lbl"
          options={options}
          value={picked}
          onChange={onChange}
          zone={zone}
          stepDuration={900}
        />
      </div>,
    );
    const minutes = ['00', '15', '30', '45'].map(
      (m) => screen.getByTestId(`minute-${m}`) as HTMLButtonElement,
    );
    expect(minutes.every((m) => !m.disabled)).toBe(true);
    expect(minutes[0].getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(minutes[2]);
    expect((onChange.mock.lastCall![0] as Date).toISOString()).toBe('2026-05-14T10:30:00.000Z');
  });

  it('reads a 12-hour clock with AM/PM in English', async () => {
    await act(() => activateLanguage('en'));
    const { onChange } = setup();
    const am = screen.getByTestId('dayperiod-am');
    const pm = screen.getByTestId('dayperiod-pm');
    // Today from 10:20 on: the morning still has 10 and 11 AM.
    expect(am.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('hour-10').textContent).toBe('10');
    expect(screen.getByTestId('hour-10').getAttribute('aria-label')).toMatch(/^10\sAM$/);
    expect((screen.getByTestId('hour-09') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pm);
    expect(pm.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('hour-12').textContent).toBe('12');
    expect(screen.getByTestId('hour-15').textContent).toBe('3');
    fireEvent.click(screen.getByTestId('hour-15'));
    expect((onChange.mock.lastCall![0] as Date).toISOString()).toBe('2026-05-14T13:00:00.000Z');
    expect(screen.getByRole('grid').querySelector('[role=columnheader]')!.getAttribute('aria-label')).toBe(
      'Monday',
    );
    await act(() => activateLanguage('de'));
  });
});
