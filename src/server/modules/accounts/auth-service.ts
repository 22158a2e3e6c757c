import { randomUUID } from 'node:crypto';
import { LOGGED_OUT, type AuthInfo } from '../../../shared/schemas/auth';
import { isValidMail } from '../../../shared/domain/contact';
import type { Language } from '../../../shared/schemas/common';
import { DomainError } from '../../errors';
import type { MailRepository } from '../../mail/repository';
import { renderAccountMail, type AccountMailKind } from '../../mail/texts';
import type { MailBrand } from '../../mail/brand';
import type { SessionService } from '../../platform/customers/sessions';
import type { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { assertPasswordPolicy } from '../../platform/auth/password-policy';
import type { CustomerRepository } from './customer-repository';
import type { RequestCustomer } from '../../platform/customers/guard';
import type { PasswordHasher } from '../../platform/hashing/password-hasher';
import type { AuthRepository } from './auth-repository';
import type { LoginThrottle } from '../../platform/throttle/login-throttle';
import type { CustomerRow } from '../../db/rows';
import type { SingleUseTokenPurpose } from '../../db/schema';
import type { DbExecutor } from '../../db/executor';
import type { ClientInfo, SecurityLogService } from './security-log';

/**
 * Set-password links: an invitation waits 72 h, a reset link 1 h; a sign-up's confirmation link
 * 24 h, the reset link in the mail to an existing account 1 h.
 */
export const LINK_HOURS: Record<AccountMailKind, number> = { invite: 72, reset: 1, signup: 24, exists: 1 };

/** The link store's purpose of each mail's link and the client page it opens. */
const LINK_OF: Record<AccountMailKind, { purpose: SingleUseTokenPurpose; page: string }> = {
  invite: { purpose: 'invite', page: '/set-password' },
  reset: { purpose: 'reset', page: '/set-password' },
  exists: { purpose: 'forgot', page: '/set-password' },
  signup: { purpose: 'signup', page: '/confirm-account' },
};

/** Where a link and its mail are written: inside a transaction, both bound to it. */
export interface LinkScope {
  tokens: SingleUseTokens;
  mails: MailRepository;
  customers: CustomerRepository;
}

/**
 * What a login and a proven account change of bookings. Bookings are the booking module's table
 * (ADR 029): its writer changes them, on the executor it is given.
 */
export interface AccountBookingWrites {
  /** At login the guest session's held booking moves to the new session, its checkout goes on. */
  moveHeldToSession(tx: DbExecutor, fromSessionId: string, toSessionId: string): Promise<void>;
  /**
   * Guest bookings made with the account's (now proven) e-mail join the account, so the portal
   * lists them. Bookings of another account stay where they are.
   */
  linkGuestBookings(tx: DbExecutor, customerId: string, mail: string): Promise<number>;
}

/**
 * The sepa module's writer: at login, a mandate given in the guest's visit moves to the new
 * session, in the login's transaction (`tx`).
 */
export type MandateMove = (tx: DbExecutor, fromSessionId: string, toSessionId: string) => Promise<void>;

export interface AuthServiceDeps {
  customers: CustomerRepository;
  repo: AuthRepository;
  bookings: AccountBookingWrites;
  moveMandates: MandateMove;
  /** Where the booking writes outside a transaction run (the database). */
  db: DbExecutor;
  /** Invitation and reset links (the platform's one single-use link store). */
  tokens: SingleUseTokens;
  /** The customers' failed-login counters (no key prefix). */
  throttle: LoginThrottle;
  /** Argon2, through the shop's one bounded queue (ADR 032). */
  hasher: PasswordHasher;
  /** Set-password links one account gets per hour (LINKS_PER_HOUR). */
  linksPerHour: number;
  /** Runs `work` in one transaction with the link store and the mail outbox bound to it. */
  linkTransaction: <T>(work: (scope: LinkScope) => Promise<T>) => Promise<T>;
  mails: MailRepository;
  sessions: SessionService;
  publicUrl: string;
  /** The shop's colours, logo and legal footer for a mail in a language (live: the catalogue's). */
  mailBrand: (language: string) => MailBrand;
  shopLanguage: Language;
  /** With SMTP the mail is queued and sent; without, it waits in the operator's outbox. */
  mailEnabled: boolean;
  onMailQueued: (mailId: string) => void;
  /** The customer's security log: logins, failed logins, password changes and resets. */
  securityLog: SecurityLogService;
  /**
   * Runs work after the answer (awaited by app.shop.settled()): what differs between a known and
   * an unknown name must not show in the answer's timing.
   */
  afterAnswer: (work: () => Promise<unknown>) => void;
}

/** Login, logout, password change and the set-password links (spec §4, §7). */
export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(private readonly deps: AuthServiceDeps) {
    this.throttle = deps.throttle;
  }

  /** The customer's last logins and password events (portal "Letzte Anmeldungen"). */
  securityEvents(customerId: string) {
    return this.deps.securityLog.list(customerId);
  }

  info(customer: RequestCustomer | undefined): AuthInfo {
    if (!customer) return LOGGED_OUT;
    return {
      loggedIn: true,
      username: customer.username,
      requirePasswordChange: customer.requirePasswordChange,
    };
  }

  /**
   * Checks the credentials; on success a NEW session (new row, new token) of the customer.
   * Wrong password, unknown user, a blocked account and an account without a password yet all
   * answer the same 403 after the same one Argon2 verify.
   */
  async login(
    input: {
      username: string;
      password: string;
      address: string;
      userAgent?: string;
      guestSessionId?: string;
    },
    now: Date,
  ): Promise<{ token: string; info: AuthInfo }> {
    const client: ClientInfo = { address: input.address, userAgent: input.userAgent };
    const name = input.username.trim();
    // The username or the e-mail. The lockout counts per account, whichever is typed,
    // so the two names do not give twice the guesses; an unknown name is its own key.
    const customer =
      (await this.deps.customers.findByUsername(name)) ?? (await this.deps.customers.findByMail(name));
    const key = customer?.username ?? input.username;
    await this.throttle.assertOpen(key, input.address, now);
    const ok = await this.deps.hasher.verify(customer?.passwordHash, input.password, input.address);
    if (!ok || !customer || customer.status !== 'active') {
      await this.throttle.failed(key, input.address, now);
      // After the answer, so a known name answers as fast as an unknown one; and only from a
      // network the account has logged in from: strangers' guesses must not push the owner's
      // logins out of "Letzte Anmeldungen" (ADR 057). An unknown name has nobody to tell.
      if (customer) {
        const id = customer.id;
        this.deps.afterAnswer(() => this.deps.securityLog.recordFailedLogin(id, client, now));
      }
      throw new DomainError('WRONG_CREDENTIALS', 'Wrong username or password');
    }
    await this.throttle.succeeded(key, input.address);
    return this.startSession(customer, input.guestSessionId, client, now);
  }

  /**
   * A NEW session of the customer (new row, new token), in one transaction: a guest's held
   * booking and a mandate given in the visit move along; the guest session then ends, so its
   * token is dead.
   */
  private async startSession(
    customer: CustomerRow,
    guestSessionId: string | undefined,
    client: ClientInfo,
    now: Date,
  ): Promise<{ token: string; info: AuthInfo }> {
    const { repo, bookings } = this.deps;
    const { token, hash } = this.deps.sessions.newToken();
    const id = randomUUID();
    await repo.transaction(async (tx) => {
      const row = {
        id,
        tokenHash: hash,
        customerId: customer.id,
        now,
        expiresAt: this.deps.sessions.expiresAt(now, now),
      };
      await repo.startSession(tx, row, guestSessionId);
      if (guestSessionId) {
        await bookings.moveHeldToSession(tx, guestSessionId, id);
        // A mandate given in this visit stays usable for the held booking's payment.
        await this.deps.moveMandates(tx, guestSessionId, id);
        await repo.endSession(guestSessionId, tx);
      }
    });
    await this.deps.securityLog.record(customer.id, 'login', client, now);
    return {
      token,
      info: {
        loggedIn: true,
        username: customer.username,
        requirePasswordChange: customer.requirePasswordChange,
      },
    };
  }

  /**
   * A driver's sign-up (ADR 043). The caller answers the same 204 for every e-mail;
   * what differs runs in the returned promise, after the answer. Checked before: the e-mail's
   * form and the password policy (both say nothing about accounts), and the password is hashed
   * (every sign-up costs the same hash). Then: a new e-mail becomes a `pending` account with a
   * confirmation link (24 h); a pending one gets the new password and a new link (older links
   * die); an active account gets a mail saying it exists, with a reset link; a blocked one
   * nothing. Links count against LINKS_PER_HOUR like every set-password link.
   */
  async signUp(
    input: { mail: string; password: string; language?: Language; address: string },
    now: Date,
  ): Promise<{ after: () => Promise<void> }> {
    const mail = input.mail.trim();
    if (!isValidMail(mail)) throw new DomainError('INVALID_MAIL', 'The e-mail address is not valid');
    assertPasswordPolicy(input.password, { username: mail, mail });
    const passwordHash = await this.deps.hasher.hash(input.password, input.address);
    return { after: () => this.signUpAfterAnswer(mail, passwordHash, input.language, now) };
  }

  private async signUpAfterAnswer(
    mail: string,
    passwordHash: string,
    language: Language | undefined,
    now: Date,
  ): Promise<void> {
    const written = await this.deps.linkTransaction(async (scope) => {
      const existing = await scope.customers.findByMail(mail);
      if (existing?.status === 'blocked') return undefined;
      if (existing?.status === 'active') return this.writeLink(existing, 'exists', language, now, scope);
      let customer = existing;
      // A pending account keeps the password of its first sign-up: this one's is bound to its own
      // link (ADR 057), so a stranger's sign-up with the same e-mail changes nothing of it.
      if (!customer) {
        const id = randomUUID();
        const inserted = await scope.customers.insert({
          id,
          username: mail,
          mail,
          contact: { mail, firstName: '', lastName: '' },
          licensePlates: [],
          status: 'pending',
          passwordHash,
          requirePasswordChange: false,
          mailVerifiedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        // A username equal to this e-mail belongs to another account: nothing to do.
        if (!inserted) return undefined;
        customer = await scope.customers.findById(id);
      }
      return this.writeLink(customer!, 'signup', language, now, scope, { passwordHash });
    });
    if (typeof written === 'string') this.announceMail(written);
  }

  /**
   * Confirms a sign-up: the link proves the e-mail, the password proves that whoever opened the
   * link chose the account's password (someone who signed up with another person's e-mail cannot
   * have that person confirm an account the stranger holds the password of). A wrong password is
   * a failed login (403 WRONG_CREDENTIALS; the link stays usable); 410 TOKEN_GONE for an expired,
   * used or other link. Success activates the account, joins earlier guest bookings with the
   * e-mail, and logs in.
   */
  async confirmSignUp(
    input: { token: string; password: string; address: string; userAgent?: string; guestSessionId?: string },
    now: Date,
  ): Promise<{ token: string; info: AuthInfo }> {
    const { customers, tokens } = this.deps;
    const client: ClientInfo = { address: input.address, userAgent: input.userAgent };
    const gone = () => new DomainError('TOKEN_GONE', 'The link has expired or was already used');
    const row = await tokens.find(input.token, 'customer', now);
    if (!row || row.purpose !== 'signup') throw gone();
    const customer = await customers.findById(row.subject.id);
    if (!customer || customer.status !== 'pending') throw gone();
    await this.throttle.assertOpen(customer.username, input.address, now);
    // The password chosen with this link's sign-up (links from before ADR 057: the account's).
    const chosen = row.passwordHash ?? customer.passwordHash;
    if (!(await this.deps.hasher.verify(chosen, input.password, input.address))) {
      await this.throttle.failed(customer.username, input.address, now);
      throw new DomainError('WRONG_CREDENTIALS', 'Wrong username or password');
    }
    if (!(await tokens.use(row.id, now))) throw gone();
    await this.throttle.succeeded(customer.username, input.address);
    if (chosen && chosen !== customer.passwordHash) {
      await customers.setPassword(customer.id, { passwordHash: chosen, requirePasswordChange: false, now });
    }
    await customers.activate(customer.id, now);
    await tokens.endAll({ kind: 'customer', id: customer.id }, now);
    await this.deps.bookings.linkGuestBookings(this.deps.db, customer.id, customer.mail);
    return this.startSession({ ...customer, status: 'active' }, input.guestSessionId, client, now);
  }

  /** Ends the session (guest or customer): its token is dead everywhere. */
  async logout(sessionId: string | undefined): Promise<void> {
    if (sessionId) await this.deps.repo.endSession(sessionId);
  }

  /**
   * Ends the customer's other sessions and clears requirePasswordChange; this session stays.
   * The old password is a login's secret, so its check counts like a login: under the
   * account's lock from this address (429 LOGIN_LOCKED), each wrong one a failed login, and the
   * session's 5th wrong one ends the session (401 PASSWORD_SESSION_ENDED; the client shows the
   * login), so a stolen session cannot guess the password that protects the account.
   */
  async changePassword(
    who: RequestCustomer,
    input: { oldPassword: string; newPassword: string },
    address: string,
    now: Date,
    client: ClientInfo = { address: undefined, userAgent: undefined },
  ): Promise<void> {
    const { hasher, throttle } = this.deps;
    const customer = await this.deps.customers.findById(who.id);
    if (!customer) throw new DomainError('WRONG_OLD_PASSWORD', 'The old password is wrong');
    await throttle.assertOpen(customer.username, address, now);
    if (!(await hasher.verify(customer.passwordHash, input.oldPassword, address))) {
      if (await throttle.oldPasswordFailed(customer.username, address, who.sessionId, now)) {
        await this.deps.repo.endSession(who.sessionId);
        throw new DomainError('PASSWORD_SESSION_ENDED', 'Too many wrong passwords: log in again');
      }
      throw new DomainError('WRONG_OLD_PASSWORD', 'The old password is wrong');
    }
    assertPasswordPolicy(input.newPassword, customer);
    await this.deps.customers.setPassword(customer.id, {
      passwordHash: await hasher.hash(input.newPassword, address),
      requirePasswordChange: false,
      now,
    });
    await this.deps.repo.endCustomerSessions(customer.id, who.sessionId);
    await this.deps.securityLog.record(customer.id, 'password-changed', client, now);
  }

  /**
   * Mails a reset link when an active account has this e-mail and has not had LINKS_PER_HOUR
   * links in the last hour; otherwise does nothing (the caller's answer is the same either way).
   */
  async forgot(input: { mail: string; language?: Language }, now: Date): Promise<void> {
    const customer = await this.deps.customers.findByMail(input.mail.trim());
    if (!customer || customer.status !== 'active') return;
    // An anonymous request: its own budget, and it ends no invitation or operator's link.
    const written = await this.deps.linkTransaction((scope) =>
      this.writeLink(customer, 'reset', input.language, now, scope, { anonymous: true }),
    );
    if (typeof written === 'string') this.announceMail(written);
  }

  /**
   * Sets the password through an invitation or reset link. The link proves the e-mail, so
   * guest bookings with it join the account. Every session of the account ends (whoever had
   * the old password is out) and every other open link dies.
   */
  async reset(
    input: { token: string; newPassword: string; address?: string },
    now: Date,
    client: ClientInfo = { address: undefined, userAgent: undefined },
  ): Promise<void> {
    const { repo, customers, tokens } = this.deps;
    const gone = () => new DomainError('TOKEN_GONE', 'The link has expired or was already used');
    const row = await tokens.find(input.token, 'customer', now);
    if (!row) throw gone();
    const customer = await customers.findById(row.subject.id);
    if (!customer || customer.status !== 'active') throw gone();
    // Checked before the token is used, so a refused password can be retried with the link.
    assertPasswordPolicy(input.newPassword, customer);
    const passwordHash = await this.deps.hasher.hash(input.newPassword, input.address);
    if (!(await tokens.use(row.id, now))) throw gone();
    await customers.setPassword(customer.id, {
      passwordHash,
      requirePasswordChange: false,
      now,
      mailVerified: true,
    });
    await tokens.endAll({ kind: 'customer', id: customer.id }, now);
    await repo.endCustomerSessions(customer.id);
    await this.deps.bookings.linkGuestBookings(this.deps.db, customer.id, customer.mail);
    await this.deps.securityLog.record(customer.id, 'password-reset', client, now);
  }

  /**
   * A one-time set-password link (platform/tokens; older links die) and its mail, without
   * handing the mail to the sender; returns the mail's id, or when the account may get its next
   * link if it had LINKS_PER_HOUR links in the last hour. Runs inside the caller's transaction:
   * `scope` holds repositories bound to it (the link count is serialised per account there),
   * and the caller calls `announceMail` after the commit (the sender reads the mail on another
   * connection, which would not see it before).
   */
  async writeLink(
    customer: CustomerRow,
    kind: AccountMailKind,
    language: Language | undefined,
    now: Date,
    scope: LinkScope,
    /**
     * anonymous: a reset asked for without a login (own budget, ends only older such links);
     * passwordHash: a sign-up's password, bound to its link (which ends no other link).
     */
    opts: { anonymous?: boolean; passwordHash?: string } = {},
  ): Promise<string | { refusedUntil: Date }> {
    await scope.tokens.prune(now);
    const purpose = opts.anonymous && kind === 'reset' ? 'forgot' : LINK_OF[kind].purpose;
    const issued = await scope.tokens.issue(
      { kind: 'customer', id: customer.id },
      purpose,
      LINK_HOURS[kind] * 3_600_000,
      now,
      {
        perHour: this.deps.linksPerHour,
        ends: kind === 'signup' ? 'none' : purpose === 'forgot' ? 'same-purpose' : 'all',
        passwordHash: opts.passwordHash,
      },
    );
    if ('refusedUntil' in issued) return issued;
    const { token } = issued;
    const lang = language ?? this.deps.shopLanguage;
    const rendered = renderAccountMail({
      kind,
      language: lang,
      brand: this.deps.mailBrand(lang),
      username: customer.username,
      link: `${this.deps.publicUrl}${LINK_OF[kind].page}?token=${token}`,
      validHours: LINK_HOURS[kind],
    });
    const mailId = randomUUID();
    await scope.mails.insert({
      id: mailId,
      customerId: customer.id,
      kind,
      recipient: customer.mail,
      language: lang,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      status: this.deps.mailEnabled ? 'queued' : 'outbox',
      createdAt: now,
    });
    return mailId;
  }

  /** With SMTP, hands a written mail to the sender; without, it stays in the outbox. */
  announceMail(mailId: string): void {
    if (this.deps.mailEnabled) this.deps.onMailQueued(mailId);
  }
}
