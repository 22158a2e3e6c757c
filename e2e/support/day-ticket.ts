import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the Next button is enabled (a price arrived after the 500 ms debounce) and clicks it. */
export async function clickNext(page: Page): Promise<void> {
  const button = page.getByTestId('next-button');
  await button.waitFor();
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}

/** The demo shop's day ticket for tomorrow from the home page, up to its data step (German). */
export async function dayTicketToDataStep(page: Page, shopUrl: string): Promise<void> {
  await page.goto(`${shopUrl}/`);
  await page.getByTestId('book-tagesticket').click();
  await page.waitForURL('**/period/tagesticket');
  const slots = page.getByTestId('slot-item');
  await expect.poll(() => slots.count()).toBe(7);
  await slots.nth(1).click();
  await expect.poll(() => page.getByTestId('price-chip').textContent()).toContain('12,00');
  await clickNext(page);
  await page.waitForURL('**/data/tagesticket');
}
