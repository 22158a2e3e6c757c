import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';
import type { Permission } from './api';

/**
 * Where a booking is for, in a shop with several car parks: its car park, or the car parks a
 * city-wide permit is valid at. A one-site shop's bookings carry neither, so nothing shows.
 */
export function PermissionPlace({ p, testId }: { p: Permission; testId: string }) {
  const { t } = useTranslation();
  if (p.site) return <Typography data-testid={`${testId}-site`}>{p.site.name}</Typography>;
  if (!p.validAt?.length) return null;
  return (
    <Typography data-testid={`${testId}-valid-at`}>
      {t('screen.ticket.validAt')}: {p.validAt.map((s) => s.name).join(', ')}
    </Typography>
  );
}
