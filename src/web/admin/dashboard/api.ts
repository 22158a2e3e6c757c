import { dashboardSchema } from '../../../shared/schemas/admin-dashboard';
import { adminCall, toQuery } from '../api';

export const dashboardApi = {
  get: (days: number) => adminCall('GET', `/api/admin/dashboard?${toQuery({ days })}`, dashboardSchema),
};
