import type { PageTab } from '../components/page-scaffold';

/** The query key of the area's calls: a change anywhere in it refreshes its lists. */
export const COMPANIES_KEY = 'admin-companies';

/** The area's two tabs, each its own address. */
export function companyTabs(t: (key: string) => string, value: 'list' | 'invoices') {
  const items: PageTab[] = [
    {
      value: 'list',
      label: t('admin.companies.tabs.list'),
      testId: 'companies-tab-list',
      to: '/admin/companies',
    },
    {
      value: 'invoices',
      label: t('admin.companies.tabs.invoices'),
      testId: 'companies-tab-invoices',
      to: '/admin/companies/invoices',
    },
  ];
  return { label: t('admin.companies.tabs.label'), value, items };
}
