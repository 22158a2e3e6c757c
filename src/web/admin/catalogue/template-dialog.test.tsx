// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import '../texts';
import './texts';
import { catalogueApi } from './api';
import { TemplateDialog } from './template-dialog';
import type { SiteDoc, TemplateDoc } from './template-doc';

const month: TemplateDoc = {
  id: 'monatsparken',
  type: 'flat',
  name: 'Monatsparken',
  requiredContactDetails: 'FullData',
  requestedIdentifierSources: ['lp'],
  reservationSlotDetails: {
    stepDuration: 2_592_000,
    startBefore: 7_776_000,
    bookUntil: 10_368_000,
    minDuration: 2_592_000,
    maxDuration: 2_592_000,
    startGrid: 'day',
  },
  tariff: { pricePerStep: 8900 },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Opens the editor, lets `act` change it, saves and answers the slot details sent. */
async function saved(template: TemplateDoc, act: () => void = () => {}) {
  const update = vi.spyOn(catalogueApi, 'updateTemplate').mockResolvedValue({} as never);
  render(<TemplateDialog revision={3} template={template} onClose={() => {}} onSaved={() => {}} />);
  act();
  fireEvent.click(screen.getByTestId('admin-template-save'));
  await waitFor(() => expect(update).toHaveBeenCalled());
  return (update.mock.calls[0][2] as { reservationSlotDetails: Record<string, unknown> })
    .reservationSlotDetails;
}

const anyDay = () => screen.getByRole('checkbox', { name: 'Beginn an jedem Tag' }) as HTMLInputElement;

describe('the product editor and day starts (ADR 048)', () => {
  it("keeps a month permit's day starts when it is saved, and drops them when unticked", async () => {
    expect(await saved(month, () => expect(anyDay().checked).toBe(true))).toMatchObject({
      stepDuration: 2_592_000,
      startGrid: 'day',
    });
    cleanup();
    vi.restoreAllMocks();
    const off = await saved(month, () => fireEvent.click(anyDay()));
    expect(off).not.toHaveProperty('startGrid');
    expect(off.startBefore).toBe(7_776_000);
  }, 20_000);

  it('offers the choice only for a step of a day or longer, and says what it does', async () => {
    const hourly = {
      ...month,
      id: 'kurzzeit',
      reservationSlotDetails: {
        ...month.reservationSlotDetails,
        stepDuration: 3600,
        minDuration: 3600,
        maxDuration: 3600,
        startGrid: undefined,
      },
    };
    const details = await saved(hourly, () => {
      expect(anyDay().disabled).toBe(true);
      expect(anyDay().getAttribute('aria-describedby')).toBe('any-day-start-help');
      expect(document.getElementById('any-day-start-help')?.textContent).toContain('Jahresangebote');
    });
    expect(details).not.toHaveProperty('startGrid');
  }, 20_000);
});

describe('the product editor and the sites (ADR 060)', () => {
  const sites: SiteDoc[] = [
    { id: 'markt', name: { de: 'Parkhaus am Markt', en: 'Market car park' } },
    { id: 'bahnhof', name: 'Parkhaus am Bahnhof' },
  ];
  const open = () => {
    const update = vi.spyOn(catalogueApi, 'updateTemplate').mockResolvedValue({} as never);
    render(
      <TemplateDialog
        revision={3}
        template={{ ...month, siteIds: ['markt'] }}
        sites={sites}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    return update;
  };
  const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

  it('names the sites a product is valid at, in the shop’s order', async () => {
    const update = open();
    expect(box('Parkhaus am Markt').checked).toBe(true);
    expect(box('Parkhaus am Bahnhof').checked).toBe(false);
    fireEvent.click(box('Parkhaus am Bahnhof'));
    fireEvent.click(screen.getByTestId('admin-template-save'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect((update.mock.calls[0][2] as { siteIds: string[] }).siteIds).toEqual(['markt', 'bahnhof']);
  }, 20_000);

  it('refuses a product valid nowhere before anything is sent', () => {
    const update = open();
    fireEvent.click(box('Parkhaus am Markt'));
    fireEvent.click(screen.getByTestId('admin-template-save'));
    expect(screen.getByRole('alert').textContent).toContain('mindestens einen Standort');
    expect(update).not.toHaveBeenCalled();
  }, 20_000);

  it('a one-site shop’s editor shows no site choice and keeps the product’s site', async () => {
    const update = vi.spyOn(catalogueApi, 'updateTemplate').mockResolvedValue({} as never);
    render(
      <TemplateDialog
        revision={3}
        template={{ ...month, siteIds: ['main'] }}
        sites={[{ id: 'main', name: 'Parkhaus' }]}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    expect(screen.queryByTestId('admin-template-sites')).toBeNull();
    fireEvent.click(screen.getByTestId('admin-template-save'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect((update.mock.calls[0][2] as { siteIds: string[] }).siteIds).toEqual(['main']);
  }, 20_000);
});
