import { randomUUID } from 'node:crypto';
import { plateOf } from '../../../shared/domain/plate';
import type { PriceResponse, RetryResponse } from '../../../shared/schemas/booking';
import { templateName } from '../../config/shop-config';
import { DomainError } from '../../errors';
import type { MailRepository } from '../../mail/repository';
import { renderNoticeMail } from '../../mail/texts';
import { mailBrand } from '../../mail/brand';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import type { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { formatDateTime, formatEuro } from '../../tickets/format';
import type { ReserveClient } from '../../platform/customers/reserve-client';
import type { BookingRow } from '../../db/rows';
import type { PermitRow, ReminderKind, ReminderSettings, RemindersRepository } from './repository';
import { reminderTexts } from './texts';

const DAY_MS = 86_400_000;
/** Mails queued per job round and kind: a backlog drains over the next rounds. */
const BATCH = 100;
/** A failure mail's new link works this long at most (and never past the permit's end). */
const FAILED_LINK_MS = 14 * DAY_MS;

/**
 * A permit's renewal as the booking module makes it (its next period, right after its end, at
 * the current tariff): the mails quote it, the link holds it as the session's booking.
 */
export interface PermitRenewer {
  /** Undefined when the permit's product is no longer sold. */
  renewalQuote(previous: Pick<BookingRow, 'templateId' | 'endsAt' | 'slotCount'>): PriceResponse | undefined;
  reserveRenewal(
    previous: Pick<
      BookingRow,
      | 'templateId'
      | 'endsAt'
      | 'slotCount'
      | 'contact'
      | 'identifications'
      | 'plateKey'
      | 'language'
      | 'customerId'
    >,
    client: ReserveClient,
    now: Date,
    actingCustomerId?: string,
  ): Promise<RetryResponse>;
}

export interface RemindersDeps {
  /** The reminder settings, the shop's name and zone, and the names of paid templates. */
  catalogue: CatalogueReader;
  repo: RemindersRepository;
  booking: PermitRenewer;
  tokens: SingleUseTokens;
  publicUrl: string;
  mailEnabled: boolean;
  onMailQueued: (mailId: string) => void;
  /** A link and its mail commit together: a mail that already exists leaves the old link alive. */
  transaction<T>(work: (tx: { tokens: SingleUseTokens; mails: MailRepository }) => Promise<T>): Promise<T>;
}

/** Thrown inside the transaction when the mail exists already: rolls the new link back. */
class AlreadySent extends Error {}

/**
 * Reminder mails (ADR 044): a permit's end is announced `daysBefore` days ahead with a
 * one-click renewal link (a single-use token of the platform's store, bound to the permission),
 * and a renewal whose payment failed is told to the driver with a new link. The mails table's
 * unique (permission, kind) index sends each once, however often the job runs; with several
 * instances only the leader runs it (ADR 013).
 */
export class RemindersService {
  constructor(private readonly deps: RemindersDeps) {}

  /** One job round: due reminders, then failed renewals. Returns the mails queued. */
  async run(now: Date): Promise<{ reminders: number; failures: number }> {
    // One round writes every mail from one revision of the catalogue.
    const snap = this.deps.catalogue.current();
    const cfg = snap.config.reminders;
    let reminders = 0;
    let failures = 0;
    if (cfg.endReminder) {
      const lead = cfg.daysBefore * DAY_MS;
      const due = await this.deps.repo.dueReminders(now, new Date(now.getTime() + lead), lead, BATCH);
      for (const permit of due) if (await this.queue(snap, permit, 'renewal-reminder', now)) reminders++;
    }
    if (cfg.renewalFailure) {
      for (const permit of await this.deps.repo.failedRenewals(BATCH)) {
        if (await this.queue(snap, permit, 'renewal-failed', now)) failures++;
      }
    }
    return { reminders, failures };
  }

  /**
   * The reminder link: used once, it holds the permit's next period as this session's booking
   * with its payment, for the payment screen. Nothing is charged here. 410 TOKEN_GONE for an
   * unknown, used, expired or foreign link; 409 RENEWAL_UNAVAILABLE when the permit cannot be
   * renewed any more (ended, cancelled, product no longer sold).
   */
  async useLink(
    token: string,
    client: ReserveClient,
    now: Date,
    /** The account logged in in this session: only the permit's own account takes it over. */
    actingCustomerId?: string,
  ): Promise<RetryResponse> {
    const gone = () => new DomainError('TOKEN_GONE', 'The link has expired or was already used');
    const link = await this.deps.tokens.find(token, 'permission', now);
    if (!link || link.purpose !== 'renewal') throw gone();
    const permit = await this.deps.repo.permit(link.subject.id);
    if (!permit || permit.booking.status !== 'paid') {
      throw new DomainError('RENEWAL_UNAVAILABLE', 'This permit can no longer be renewed online');
    }
    // Used before the hold: two clicks on one link never hold two renewals.
    if (!(await this.deps.tokens.use(link.id, now))) throw gone();
    const res = await this.deps.booking.reserveRenewal(permit.booking, client, now, actingCustomerId);
    if (res.paymentId) await this.deps.repo.recordAttempt(res.paymentId, permit.permissionId, now);
    return res;
  }

  settings(customerId: string): Promise<ReminderSettings> {
    return this.deps.repo.settings(customerId);
  }

  async saveSettings(customerId: string, s: ReminderSettings, now: Date): Promise<ReminderSettings> {
    await this.deps.repo.saveSettings(customerId, s, now);
    return s;
  }

  /** Issues the link and queues the mail in one commit; false when the mail existed already. */
  private async queue(
    snap: CatalogueSnapshot,
    permit: PermitRow,
    kind: ReminderKind,
    now: Date,
  ): Promise<boolean> {
    const { booking } = permit;
    const recipient = booking.contact.mail?.trim();
    if (!recipient) return false;
    const quote = this.deps.booking.renewalQuote(booking);
    const canRenew = quote !== undefined && booking.endsAt.getTime() > now.getTime();
    const linkUntil = new Date(Math.min(booking.endsAt.getTime(), now.getTime() + FAILED_LINK_MS));
    const mailId = randomUUID();
    try {
      await this.deps.transaction(async (tx) => {
        const issued = canRenew
          ? await tx.tokens.issue(
              { kind: 'permission', id: permit.permissionId },
              'renewal',
              linkUntil.getTime() - now.getTime(),
              now,
            )
          : undefined;
        const token = issued && 'token' in issued ? issued.token : undefined;
        const rendered = this.render(snap, permit, kind, token, quote, linkUntil);
        const inserted = await tx.mails.insertOnce({
          id: mailId,
          permissionId: permit.permissionId,
          customerId: booking.customerId,
          kind,
          recipient,
          language: booking.language,
          ...rendered,
          status: this.deps.mailEnabled ? 'queued' : 'outbox',
          createdAt: now,
        });
        if (!inserted) throw new AlreadySent();
      });
    } catch (e) {
      if (e instanceof AlreadySent) return false;
      throw e;
    }
    if (this.deps.mailEnabled) this.deps.onMailQueued(mailId);
    return true;
  }

  private render(
    { config, paidTemplates }: CatalogueSnapshot,
    permit: PermitRow,
    kind: ReminderKind,
    token: string | undefined,
    quote: PriceResponse | undefined,
    linkUntil: Date,
  ) {
    const { booking } = permit;
    const shop = config.shop;
    const lang = booking.language;
    const t = reminderTexts(lang);
    const product = templateName(config, paidTemplates.get(booking.templateId), lang) ?? booking.templateId;
    const when = (d: Date | string) => formatDateTime(new Date(d), shop.timeZone, lang);
    const plate = plateOf(booking.identifications);
    const rows: [string, string][] = [
      ...(plate ? ([[t.plate, plate]] as [string, string][]) : []),
      ...(token && quote
        ? ([
            [t.next, `${when(quote.startTime)} – ${when(quote.endTime)}`],
            [t.price, formatEuro(quote.priceToBePaid, lang)],
          ] as [string, string][])
        : []),
    ];
    const intro =
      kind === 'renewal-reminder'
        ? t.reminderIntro(product, when(booking.displayEnd))
        : t.failedIntro(product);
    return renderNoticeMail({
      brand: mailBrand(config, this.deps.publicUrl, lang),
      subject: kind === 'renewal-reminder' ? t.reminderSubject(shop.name) : t.failedSubject(shop.name),
      greeting: t.greeting,
      paragraphs: [intro],
      rows,
      link: token
        ? { label: t.renew, url: `${this.deps.publicUrl}/renewal/${token}?lang=${lang}` }
        : { label: shop.name, url: `${this.deps.publicUrl}/?lang=${lang}` },
      notes: [
        ...(token ? [t.howItWorks(when(linkUntil))] : []),
        ...(booking.customerId ? [t.switchOff] : []),
      ],
      closing: t.closing,
    });
  }
}
