import type { Container } from '../../container';
import { CompanyDirectoryService } from './directory';
import { CompaniesRepository } from './repository';

export function companiesModule(c: Container) {
  const repo = new CompaniesRepository(c.db);
  const directory = new CompanyDirectoryService(repo);
  return { directory, routes: {} };
}
