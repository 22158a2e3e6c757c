// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { startOptions, slotListLayout, YEAR } from '../../../shared/domain/slots';
import { YearGrid, YEARS_PER_PAGE } from './year-grid';

const zone = 'Europe/Berlin';
const now = new Date('2026-05-14T08:20:00Z');
// Starts on a 365-day grid for 55 years (the last in 2080): too many for a slot list (at most 50).
const yearly = {
  stepDuration: YEAR,
  startBefore: 55 * YEAR,
  bookUntil: 56 * YEAR,
  minDuration: YEAR,
  maxDuration: YEAR,
};

afterEach(cleanup);

describe('YearGrid', () => {
  function setup() {
    const options = startOptions(yearly, now, zone);
    const onChange = vi.fn();
    render(
      <div>
        <span id="lbl">Beginn</span>
        <YearGrid labelId="lbl" options={options} value={null} onChange={onChange} zone={zone} />
      </div>,
    );
    return { options, onChange };
  }

  it('is used when a year step has more candidates than the slot list holds', () => {
    expect(slotListLayout(startOptions(yearly, now, zone).length, YEAR).useList).toBe(false);
    expect(slotListLayout(50, YEAR).useList).toBe(true);
  });

  it('shows 15 years per page, 3 across and 5 down', () => {
    setup();
    const grid = screen.getByRole('grid', { name: /Beginn/ });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(within(row).getAllByRole('gridcell')).toHaveLength(3);
    const years = screen.getAllByTestId('year-item').map((b) => Number(b.getAttribute('data-year')));
    expect(years).toEqual(Array.from({ length: YEARS_PER_PAGE }, (_, i) => 2026 + i));
    expect(screen.getByTestId('years-range').textContent).toBe('Jahre 2026 bis 2040');
    expect((screen.getByTestId('years-prev') as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages through the years and disables years past the last start', () => {
    setup();
    const nextPage = screen.getByTestId('years-next') as HTMLButtonElement;
    for (let i = 0; i < 3; i++) fireEvent.click(nextPage);
    expect(screen.getByTestId('years-range').textContent).toBe('Jahre 2071 bis 2085');
    const byYear = (y: number) =>
      screen
        .getAllByTestId('year-item')
        .find((b) => b.getAttribute('data-year') === String(y)) as HTMLButtonElement;
    expect(byYear(2080).disabled).toBe(false);
    expect(byYear(2081).disabled).toBe(true);
    expect(byYear(2081).getAttribute('aria-disabled')).toBe('true');
    expect(nextPage.disabled).toBe(true);
  });

  it('picks a year by keyboard: arrows move by one and by a row of three', () => {
    const { options, onChange } = setup();
    const first = screen.getAllByTestId('year-item')[0];
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-year')).toBe('2029');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-year')).toBe('2030');
    fireEvent.click(document.activeElement!);
    expect(onChange).toHaveBeenCalledWith(options[4]);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/2030$/);
  });

  it('disables a booked-out year and names the reason', () => {
    const options = startOptions(yearly, now, zone);
    const full = options[1];
    const onChange = vi.fn();
    render(
      <div>
        <span id="lbl">Beginn</span>
        <YearGrid
          labelId="lbl"
          options={options}
          value={null}
          onChange={onChange}
          zone={zone}
          isBookedOut={(d) => d.getTime() === full.getTime()}
        />
      </div>,
    );
    const items = screen.getAllByTestId('year-item');
    const booked = items.find((b) => b.getAttribute('data-booked-out'))!;
    expect(booked.getAttribute('data-year')).toBe('2027');
    expect((booked as HTMLButtonElement).disabled).toBe(true);
    expect(booked.getAttribute('aria-label')).toMatch(/, ausgebucht$/);
    expect(booked.textContent).toBe('2027Ausgebucht');
    fireEvent.click(booked);
    expect(onChange).not.toHaveBeenCalled();
    // The other years of the page stay open.
    expect(items.filter((b) => (b as HTMLButtonElement).disabled)).toEqual([booked]);
  });
});
