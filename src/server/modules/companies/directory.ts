import type { CompanyStatus } from '../../db/schema';
import type { CompanyDirectory, CompanyView, CostCentreView, FleetPlate, MembershipView } from './index';
import { companyView, costCentreView, membershipView, type CompaniesRepository } from './repository';

/** What other modules read of the companies; the company's own screens have their service. */
export class CompanyDirectoryService implements CompanyDirectory {
  constructor(private readonly repo: CompaniesRepository) {}

  async company(id: string): Promise<CompanyView | null> {
    const row = await this.repo.company(id);
    return row ? companyView(row) : null;
  }

  async companies(filter: { status?: CompanyStatus } = {}): Promise<CompanyView[]> {
    return (await this.repo.companies(filter.status)).map(companyView);
  }

  async costCentres(companyId: string): Promise<CostCentreView[]> {
    return (await this.repo.costCentres(companyId)).map(costCentreView);
  }

  async membershipsOf(customerId: string): Promise<MembershipView[]> {
    return (await this.repo.activeMembershipsOf(customerId)).map(membershipView);
  }

  async member(memberId: string): Promise<MembershipView | null> {
    const row = await this.repo.member(memberId);
    return row ? membershipView(row) : null;
  }

  async fleetOf(plateKey: string): Promise<FleetPlate | null> {
    const [plate] = await this.repo.fleetPlates(plateKey);
    return plate ?? null;
  }

  async fleetPlates(): Promise<FleetPlate[]> {
    return this.repo.fleetPlates();
  }
}
