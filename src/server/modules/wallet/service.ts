import { randomBytes, timingSafeEqual } from 'node:crypto';
import { THEME_COLOURS } from '../../../shared/theme-colours';
import type { WalletKeys } from '../../config/wallet-keys';
import { DomainError } from '../../errors';
import type { CatalogueReader } from '../../platform/catalogue/view';
import { applePass, googleSaveUrl, type PassData } from './passes';
import type { PassPusher } from './apns';
import type { WalletRepository } from './repository';

/** What the wallet needs of a ticket (the ticket module's `Ticket` fits). */
export interface WalletTicket {
  bookingId: string;
  language: string;
  view: {
    permissionId: string;
    templateName: string;
    start: string;
    end: string;
    licensePlate?: string | null;
    ticketCode: string;
    pdfUrl: string;
    cancelled?: boolean;
    site?: { name: string };
    validAt?: Array<{ name: string }>;
    entrance?: { address: string; latitude?: number; longitude?: number; directions?: string };
  };
}

/** The ticket module's part the wallet uses: a ticket by its link, or by its id alone. */
export interface WalletTickets {
  get(permissionId: string, secret: string): Promise<WalletTicket>;
  byPermission(permissionId: string): Promise<WalletTicket | null>;
}

/** The wallets a ticket can go to, as the buttons link them. */
export interface WalletLinks {
  apple?: string;
  google?: string;
  demo?: boolean;
}

const notConfigured = () => new DomainError('WALLET_NOT_CONFIGURED', 'This shop offers no wallet pass');
const unauthorized = () => new DomainError('UNAUTHORIZED', 'Wrong pass or authentication token');

export class WalletService {
  constructor(
    private readonly deps: {
      keys: WalletKeys;
      tickets: WalletTickets;
      repo: WalletRepository;
      catalogue: CatalogueReader;
      clock: () => Date;
      publicUrl: string;
      publicOrigin: string;
      pusher?: PassPusher;
    },
  ) {}

  /** The PassKit web service's base URL written into each pass. */
  get webServiceUrl(): string {
    return `${this.deps.publicUrl}/api/wallet/apple`;
  }

  /** The wallet buttons of a ticket (none for a shop without wallet keys). */
  async links(permissionId: string, secret: string): Promise<WalletLinks> {
    const ticket = await this.deps.tickets.get(permissionId, secret);
    const { apple, google } = this.deps.keys;
    return {
      ...(apple ? { apple: `/api/ticket/${permissionId}/${secret}.pkpass` } : {}),
      ...(google
        ? {
            google: await googleSaveUrl(
              this.passData(ticket),
              google,
              this.deps.publicOrigin,
              this.deps.clock(),
            ),
          }
        : {}),
      ...(apple?.demo || google?.demo ? { demo: true } : {}),
    };
  }

  /** GET …/{secret}.pkpass: the pass as the ticket stands now. */
  async applePass(permissionId: string, secret: string): Promise<{ pkpass: Buffer; ticketCode: string }> {
    if (!this.deps.keys.apple) throw notConfigured();
    const ticket = await this.deps.tickets.get(permissionId, secret);
    const pass = await this.deps.repo.passOf(
      permissionId,
      ticket.bookingId,
      randomBytes(24).toString('base64url'),
      this.deps.clock(),
    );
    return { pkpass: this.render(ticket, pass.authToken), ticketCode: ticket.view.ticketCode };
  }

  // ---- the PassKit web service: the phone shows the pass's token with every call ----

  private async authorised(passTypeId: string, serial: string, authorization: string | undefined) {
    const apple = this.deps.keys.apple;
    if (!apple) throw notConfigured();
    const token = /^ApplePass (.+)$/.exec(authorization ?? '')?.[1];
    const pass = passTypeId === apple.passTypeId && token ? await this.deps.repo.pass(serial) : null;
    if (!pass || !token || !tokensEqual(pass.authToken, token)) throw unauthorized();
    return pass;
  }

  /** Answers whether the registration is new (201) or repeated (200). */
  async register(
    deviceId: string,
    passTypeId: string,
    serial: string,
    authorization: string | undefined,
    pushToken: string,
  ): Promise<boolean> {
    await this.authorised(passTypeId, serial, authorization);
    return this.deps.repo.register(
      { deviceId, passTypeId, permissionId: serial, pushToken },
      this.deps.clock(),
    );
  }

  async unregister(deviceId: string, passTypeId: string, serial: string, authorization: string | undefined) {
    await this.authorised(passTypeId, serial, authorization);
    await this.deps.repo.unregister(deviceId, passTypeId, serial);
  }

  /** The device's passes changed since `tag` (Apple's "passesUpdatedSince"); null: none. */
  async updatedSince(
    deviceId: string,
    passTypeId: string,
    tag: string | undefined,
  ): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
    if (!this.deps.keys.apple) throw notConfigured();
    const since = tag !== undefined && /^\d{1,18}$/.test(tag) ? Number(tag) : null;
    const { serials, lastTag } = await this.deps.repo.updatedSince(deviceId, passTypeId, since);
    return serials.length === 0 || lastTag === null
      ? null
      : { serialNumbers: serials, lastUpdated: String(lastTag) };
  }

  /** The latest pass for a phone that holds its token; null: not changed since `ifModifiedSince`. */
  async latest(
    passTypeId: string,
    serial: string,
    authorization: string | undefined,
    ifModifiedSince: Date | null,
  ): Promise<{ pkpass: Buffer; lastModified: Date } | null> {
    const pass = await this.authorised(passTypeId, serial, authorization);
    // HTTP dates have whole seconds.
    const lastModified = new Date(Math.floor(pass.updatedAt.getTime() / 1000) * 1000);
    if (ifModifiedSince && lastModified.getTime() <= ifModifiedSince.getTime()) return null;
    const ticket = await this.deps.tickets.byPermission(serial);
    if (!ticket) throw unauthorized();
    return { pkpass: this.render(ticket, pass.authToken), lastModified };
  }

  /**
   * A booking changed what its ticket shows: its passes take a new tag and the phones that hold
   * them are told to fetch them (APNs), after the booking's commit.
   */
  async bookingsChanged(bookingIds: readonly string[]): Promise<void> {
    const changed = await this.deps.repo.bump(bookingIds, this.deps.clock());
    if (changed.length === 0 || !this.deps.pusher || !this.deps.keys.apple) return;
    const tokens = await this.deps.repo.pushTokens(changed);
    if (tokens.length === 0) return;
    const { gone } = await this.deps.pusher.push(this.deps.keys.apple.passTypeId, tokens);
    await this.deps.repo.forgetPushTokens(gone);
  }

  private render(ticket: WalletTicket, authenticationToken: string): Buffer {
    return applePass(this.passData(ticket), this.deps.keys.apple!, {
      url: this.webServiceUrl,
      authenticationToken,
    });
  }

  private passData(ticket: WalletTicket): PassData {
    const { config } = this.deps.catalogue.current();
    const v = ticket.view;
    return {
      permissionId: v.permissionId,
      shopName: config.shop.name,
      templateName: v.templateName,
      language: ticket.language,
      timeZone: config.shop.timeZone,
      start: new Date(v.start),
      end: new Date(v.end),
      ...(v.licensePlate ? { plate: v.licensePlate } : {}),
      ticketCode: v.ticketCode,
      ...(v.site ? { siteName: v.site.name } : {}),
      ...(v.validAt ? { validAt: v.validAt.map((s) => s.name).join(', ') } : {}),
      ...(v.entrance ? { entrance: v.entrance } : {}),
      cancelled: v.cancelled === true,
      // The ticket page (/t/{id}/{secret}) beside its PDF link, which holds the same key.
      ticketUrl: `${this.deps.publicUrl}${v.pdfUrl.replace(/^\/api\/ticket\//, '/t/').replace(/\.pdf$/, '')}`,
      colour: THEME_COLOURS[config.shop.theme].primary,
    };
  }
}

function tokensEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
