import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WalletIcon from '@mui/icons-material/Wallet';
import { walletLinksSchema } from '../../shared/schemas/wallet';
import { apiGet } from '../lib/api-client';
import { useTranslation } from '../lib/use-translation';
import '../lib/portal-texts';

/** GET /api/ticket/{id}/{secret}/wallet: the wallets the shop offers for this ticket (ADR 068). */
function useWalletLinks(permissionId: string, permissionSecret: string) {
  return useQuery({
    queryKey: ['wallet', permissionId, permissionSecret],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/ticket/${encodeURIComponent(permissionId)}/${encodeURIComponent(permissionSecret)}/wallet`,
        walletLinksSchema,
        signal,
      ),
    retry: false,
    // The Google link carries a signed pass: fetched once per page, not on every focus.
    staleTime: Infinity,
  });
}

/**
 * "Zu Apple Wallet hinzufügen" and "Zu Google Wallet hinzufügen", each only where the shop is
 * configured for it; nothing at all in a shop without wallet keys (or while the links load).
 */
export default function WalletButtons({
  permissionId,
  permissionSecret,
  size = 'medium',
}: {
  permissionId: string;
  permissionSecret: string;
  size?: 'medium' | 'large';
}) {
  const { t } = useTranslation();
  const links = useWalletLinks(permissionId, permissionSecret).data;
  if (!links || (!links.apple && !links.google)) return null;
  return (
    <>
      {links.apple && (
        <Button
          component="a"
          href={links.apple}
          download
          variant="outlined"
          size={size}
          startIcon={<WalletIcon />}
          data-testid="wallet-apple"
        >
          {t('screen.ticket.addToAppleWallet')}
        </Button>
      )}
      {links.google && (
        <Button
          component="a"
          href={links.google}
          target="_blank"
          rel="noopener"
          variant="outlined"
          size={size}
          startIcon={<WalletIcon />}
          data-testid="wallet-google"
        >
          {t('screen.ticket.addToGoogleWallet')}
        </Button>
      )}
      {links.demo && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexBasis: '100%' }}
          data-testid="wallet-demo"
        >
          {t('screen.ticket.walletDemo')}
        </Typography>
      )}
    </>
  );
}
