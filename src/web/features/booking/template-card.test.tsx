// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { TemplateCard } from './template-card';

const hourly: PermissionTemplate = {
  _id: 'kurzzeit',
  type: 'reservation',
  info: {
    name: 'Kurzzeitparken',
    description: 'Stundenweise',
    benefits: ['Garantierter Stellplatz'],
    priceFrom: 300,
  },
  requiredContactDetails: 'NameAndMail',
  requestedIdentifierSources: ['lp'],
  siteIds: ['main'],
  reservationSlotDetails: {
    stepDuration: 3600,
    startBefore: 604800,
    bookUntil: 691200,
    minDuration: 3600,
    maxDuration: 43200,
  },
};

function benefits(template: PermissionTemplate): string[] {
  render(
    <MemoryRouter>
      <TemplateCard template={template} />
    </MemoryRouter>,
  );
  // Intl puts a no-break space before the euro sign.
  return screen.getAllByRole('listitem').map((li) => (li.textContent ?? '').replace(/\s+/g, ' '));
}

describe('TemplateCard', () => {
  afterEach(cleanup);

  it('states the daily cap from the tariff after the operator’s benefits', () => {
    expect(benefits({ ...hourly, info: { ...hourly.info, dailyCap: 1800 } })).toEqual([
      'Garantierter Stellplatz',
      'Höchstens 18,00 € je 24 Stunden',
    ]);
  });

  it('promises no cap the tariff does not have', () => {
    expect(benefits(hourly)).toEqual(['Garantierter Stellplatz']);
  });

  it.each([
    ['de', 'Kostenlos', 'ab 3,00 €'],
    ['en', 'Free', 'from €3.00'],
    ['nl', 'Gratis', 'vanaf € 3,00'],
    ['ro', 'Gratuit', 'de la 3,00 EUR'],
    ['ch', 'Kostenlos', 'ab EUR 3.00'],
  ] as const)('reads a free product as free, not "from 0,00" (%s)', async (language, free, paid) => {
    await activateLanguage(language);
    try {
      const price = (template: PermissionTemplate) => {
        const { container, unmount } = render(
          <MemoryRouter>
            <TemplateCard template={template} />
          </MemoryRouter>,
        );
        const text = container.querySelector('[data-testid="price-kurzzeit"]')?.textContent;
        unmount();
        return (text ?? '').replace(/\s+/g, ' ');
      };
      expect(price({ ...hourly, info: { ...hourly.info, priceFrom: 0 } })).toBe(free);
      expect(price(hourly)).toBe(paid);
    } finally {
      await activateLanguage('de');
    }
  });
});
