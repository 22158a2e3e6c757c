// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import '../texts';
import './texts';
import { catalogueApi } from './api';
import { rangesOf, SiteDialog } from './site-dialog';
import type { SiteDoc } from './template-doc';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The field of this label (a required one's label ends in an asterisk). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()€.]/g, '\\$&')}[\\s*]*$`), {
    selector: 'input,textarea',
  });
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the site editor (ADR 060)', () => {
  it('reads opening hours as ranges, and refuses what is not one', () => {
    expect(rangesOf('07:00-12:00, 13:00-24:00')).toEqual(['07:00-12:00', '13:00-24:00']);
    expect(rangesOf('')).toEqual([]);
    expect(rangesOf('22:00-07:00')).toBeUndefined();
    expect(rangesOf('7 bis 12')).toBeUndefined();
  });

  it('sends a new site with its entrance, hours, walk-in parking and first tariff', async () => {
    const create = vi.spyOn(catalogueApi, 'createSite').mockResolvedValue({} as never);
    render(<SiteDialog revision={4} onClose={() => {}} onSaved={() => {}} />);
    fill('Kennung', 'bahnhof');
    fill('Name (Deutsch)', 'Parkhaus am Bahnhof');
    fill('Straße', 'Bismarckallee');
    fill('Hausnummer', '5');
    fill('PLZ', '79098');
    fill('Ort', 'Freiburg');
    fill('Breitengrad', '47.99');
    fill('Längengrad', '7.84');
    fill('Telefon', '0761 1');
    fill('Plätze für Kurzparker', '40');
    fill('Preis je Stunde (€)', '1,80');
    fireEvent.click(screen.getByRole('switch', { name: 'Rund um die Uhr geöffnet' }));
    fill('Montag', '05:00-24:00');
    fireEvent.click(screen.getByTestId('admin-site-save'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [revision, site] = create.mock.calls[0];
    expect(revision).toBe(4);
    expect(site).toMatchObject({
      id: 'bahnhof',
      // Only the German name given: a text in German (the other languages fall back to it).
      name: { de: 'Parkhaus am Bahnhof' },
      entrance: { street: 'Bismarckallee', number: '5', zip: '79098', city: 'Freiburg', country: 'DE' },
      contact: { phone: '0761 1' },
      openingHours: { mo: ['05:00-24:00'], tu: [], su: [] },
      parking: { stepDuration: 3600, capacity: 40, tariff: { pricePerStep: 180 }, leaveMinutes: 15 },
    });
    expect(site.entrance).toMatchObject({ latitude: 47.99, longitude: 7.84 });
  }, 20_000);

  it('keeps a site’s id and walk-in tariff, and sends no parking when it is switched off', async () => {
    const update = vi.spyOn(catalogueApi, 'updateSite').mockResolvedValue({} as never);
    const site: SiteDoc = {
      id: 'markt',
      name: 'Parkhaus am Markt',
      parking: { stepDuration: 1800, tariff: { pricePerStep: 120 }, capacity: 10 },
    };
    render(<SiteDialog revision={5} site={site} onClose={() => {}} onSaved={() => {}} />);
    expect(screen.queryByLabelText('Preis je Stunde (€)', { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Kurzparken und Bezahlen/ }));
    fireEvent.click(screen.getByTestId('admin-site-save'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1]).toBe('markt');
    expect(update.mock.calls[0][2]).toMatchObject({
      id: 'markt',
      parking: undefined,
      openingHours: undefined,
    });
  }, 20_000);
});
