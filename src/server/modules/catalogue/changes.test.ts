import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig } from '../../config/shop-config';
import type { Database } from '../../db/client';
import { catalogueChanges } from '../../db/schema';
import { databases } from '../../test/databases';
import { NOW } from '../../test/harness';
import { canonicalJson } from './canonical';
import { Catalogue, pinnedOf, type CatalogueState } from './catalogue';
import { catalogueAtStart, type CatalogueParts } from './module';

const noAudit = async () => undefined;
const DAY = 86_400_000;

/**
 * Another instance takes a new revision from what the write changed (repository.loadSince,
 * ADR 060) instead of reading the whole catalogue: after every kind of write, what it holds is
 * exactly what a full read gives, its products, sites, settings and tariffs in force included.
 */
describe.each(databases)('a catalogue reload from the changes on $name', (db) => {
  let database: Database;
  let writer: CatalogueParts;
  let reader: Catalogue;
  const clock = () => NOW;

  beforeAll(async () => {
    database = await db.open();
    writer = await catalogueAtStart(
      { db: database.db, shopConfig: loadShopConfig(undefined, 'town') },
      clock,
    );
    const start = (await writer.repo.load())!;
    reader = new Catalogue(start, pinnedOf(start.document), clock);
  });
  afterAll(() => database.close());

  /** The reader takes the stored revision from the changes; it must equal a full read. */
  const readerFollows = async () => {
    const full = (await writer.repo.load())!;
    const fromChanges = (await writer.repo.loadSince(reader.stored))!;
    expect(fromChanges.revision).toBe(full.revision);
    expect(canonicalJson(fromChanges)).toBe(canonicalJson(full));
    reader.replace(fromChanges);
    expect(canonicalJson(reader.current().config)).toBe(canonicalJson(writer.catalogue.current().config));
    return reader.current();
  };
  const rev = () => writer.catalogue.revision;

  it('a product renamed, added, retired, a tariff scheduled and deleted: the reader has each', async () => {
    const [first] = writer.catalogue.stored.document.templates;
    await writer.service.updateTemplate(rev(), first.id, { ...first, name: 'Umbenannt' }, noAudit);
    expect((await readerFollows()).templates.get(first.id)?.name).toBe('Umbenannt');

    const added = { ...first, id: 'neu', name: 'Neu' };
    await writer.service.createTemplate(rev(), added, noAudit);
    expect((await readerFollows()).templates.has('neu')).toBe(true);

    await writer.service.scheduleTariff(rev(), 'neu', { tariff: { pricePerStep: 999 } }, noAudit);
    expect((await readerFollows()).templates.get('neu')?.tariff).toMatchObject({ pricePerStep: 999 });

    const later = new Date(NOW.getTime() + 3 * DAY).toISOString();
    await writer.service.scheduleTariff(
      rev(),
      'neu',
      { validFrom: later, tariff: { pricePerStep: 111 } },
      noAudit,
    );
    const scheduled = await readerFollows();
    // Not yet in force, but the reader knows when it will be.
    expect(scheduled.templates.get('neu')?.tariff).toMatchObject({ pricePerStep: 999 });
    expect(scheduled.until).toBe(Date.parse(later));
    const version = Math.max(
      ...reader.stored.tariffs.filter((v) => v.templateId === 'neu').map((v) => v.version),
    );
    await writer.service.deleteTariff(rev(), 'neu', version, noAudit);
    expect((await readerFollows()).until).toBe(Infinity);

    await writer.service.retireTemplate(rev(), 'neu', noAudit);
    const retired = await readerFollows();
    expect(retired.templates.has('neu')).toBe(false);
    expect(retired.paidTemplates.has('neu')).toBe(true);
  });

  it('a site added, changed and removed, and a setting changed: the reader has each', async () => {
    const [site] = writer.catalogue.stored.document.sites;
    const { id: _id, ...rest } = site;
    await writer.service.createSite(rev(), { ...rest, id: 'west-2', name: 'West 2' }, noAudit);
    expect((await readerFollows()).config.sites.map((s) => s.id)).toContain('west-2');
    await writer.service.updateSite(rev(), 'west-2', { ...rest, name: 'West zwei' }, noAudit);
    expect((await readerFollows()).config.sites.find((s) => s.id === 'west-2')?.name).toBe('West zwei');
    await writer.service.deleteSite(rev(), 'west-2', noAudit);
    expect((await readerFollows()).config.sites.map((s) => s.id)).not.toContain('west-2');
    await writer.service.updateSettings({ baseRevision: rev(), holdMinutes: 17 }, noAudit);
    expect((await readerFollows()).config.shop.holdMinutes).toBe(17);
  });

  it('several writes at once, an import, and revisions without their change are taken too', async () => {
    const behind: CatalogueState = reader.stored;
    const [first] = writer.catalogue.stored.document.templates;
    await writer.service.updateTemplate(rev(), first.id, { ...first, name: 'Eins' }, noAudit);
    await writer.service.updateTemplate(rev(), first.id, { ...first, name: 'Zwei' }, noAudit);
    expect((await readerFollows()).templates.get(first.id)?.name).toBe('Zwei');
    expect(reader.revision).toBe(behind.revision + 2);

    await writer.service.import('any', loadShopConfig(undefined, 'town'), noAudit);
    expect((await readerFollows()).templates.get(first.id)?.name).not.toBe('Zwei');

    // Written before changes were kept (or forgotten): the reader reads everything instead.
    await writer.service.updateSettings({ baseRevision: rev(), holdMinutes: 23 }, noAudit);
    await database.db.delete(catalogueChanges);
    expect((await readerFollows()).config.shop.holdMinutes).toBe(23);
  });
});
