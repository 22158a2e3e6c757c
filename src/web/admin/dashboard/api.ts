import { dashboardSchema } from '../../../shared/schemas/admin-dashboard';
import { adminCall, toQuery } from '../api';

export const dashboardApi = {
  /** `site`: one site's figures (the URL's `?site=`); absent: every site the operator may see. */
  get: (days: number, site?: string) =>
    adminCall('GET', `/api/admin/dashboard?${toQuery({ days, site })}`, dashboardSchema),
};
