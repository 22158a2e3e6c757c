import { randomUUID } from 'node:crypto';
import { isValidMail } from '../../../shared/domain/contact';
import { isValidPlate, normalizePlate } from '../../../shared/domain/plate';
import type { Contact } from '../../../shared/schemas/booking';
import type {
  CreateCustomerRequest,
  CustomerList,
  CustomerListQuery,
} from '../../../shared/schemas/customer';
import { DomainError } from '../../errors';
import type { AuthRepository } from '../auth/repository';
import { assertPasswordPolicy, type AuthService } from '../auth/service';
import { hashPassword } from '../auth/passwords';
import type { CustomerRepository } from './repository';

export interface CustomerServiceDeps {
  repo: CustomerRepository;
  auth: AuthService;
  authRepo: AuthRepository;
}

/** The operator's side of customer accounts (issue 8): create, list, block. */
export class CustomerService {
  constructor(private readonly deps: CustomerServiceDeps) {}

  /**
   * With a password (policy-checked): the account must change it at first login, and the
   * operator vouches for the e-mail (proven, so earlier guest bookings join). Without: an
   * invitation mail with a set-password link (72 h).
   */
  async create(input: CreateCustomerRequest, now: Date): Promise<{ id: string; username: string }> {
    const mail = input.mail.trim();
    if (!isValidMail(mail)) throw new DomainError('INVALID_MAIL', 'The e-mail address is not valid');
    const username = (input.username ?? mail).trim();
    const plates = (input.licensePlates ?? []).map(normalizePlate);
    if (!(input.licensePlates ?? []).every(isValidPlate)) {
      throw new DomainError('LICENSE_PLATE_INVALID', 'A licence plate is not valid');
    }
    if (input.password !== undefined) assertPasswordPolicy(input.password, { username, mail });
    const exists = () => new DomainError('CUSTOMER_EXISTS', 'An account with this e-mail or username exists');
    if (await this.deps.repo.taken(mail, username)) throw exists();
    const contact: Contact = {
      mail,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      ...(input.companyName ? { companyName: input.companyName.trim() } : {}),
      ...(input.address ? { address: input.address } : {}),
    };
    const id = randomUUID();
    const withPassword = input.password !== undefined;
    const inserted = await this.deps.repo.insert({
      id,
      username,
      mail,
      contact,
      licensePlates: [...new Set(plates)],
      passwordHash: withPassword ? await hashPassword(input.password!) : null,
      requirePasswordChange: withPassword,
      mailVerifiedAt: withPassword ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) throw exists();
    const customer = (await this.deps.repo.findById(id))!;
    if (withPassword) await this.deps.repo.linkGuestBookings(id, mail);
    else await this.deps.auth.sendLink(customer, 'invite', input.language, now);
    return { id, username };
  }

  async list(q: CustomerListQuery): Promise<CustomerList> {
    const { rows, count } = await this.deps.repo.list(q);
    return {
      count,
      data: rows.map((c) => ({
        id: c.id,
        username: c.username,
        mail: c.mail,
        firstName: c.contact.firstName ?? '',
        lastName: c.contact.lastName ?? '',
        companyName: c.contact.companyName ?? null,
        licensePlates: c.licensePlates,
        status: c.status,
        passwordSet: c.passwordHash !== null,
        requirePasswordChange: c.requirePasswordChange,
        mailVerifiedAt: c.mailVerifiedAt?.toISOString() ?? null,
        createdAt: c.createdAt.toISOString(),
      })),
    };
  }

  /** Login is refused from now on (like wrong credentials); sessions and open links end. */
  async block(id: string, now: Date): Promise<void> {
    if (!(await this.deps.repo.block(id, now)))
      throw new DomainError('CUSTOMER_NOT_FOUND', 'No such customer');
    await this.deps.authRepo.endCustomerSessions(id);
    await this.deps.authRepo.useAllTokens(id, now);
  }
}
