import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { plainButtonSx } from '../../components/plain-button';
import { HomeCard } from './template-card';

/** Where the card leads: the renewal screen, straight to the amount when a plate is given. */
export function renewTicketPath(plate: string): string {
  const p = plate.trim();
  return p ? `/renew-ticket?${new URLSearchParams({ plate: p }).toString()}` : '/renew-ticket';
}

/**
 * "Already parked? Pay now" (spec §2 home): the first action of the home page, with
 * the plate field in the card. A real GET form (it works before the script has loaded, ADR 037)
 * without MUI's TextField (the landing page's JS budget); with the script, a client-side move.
 */
export function RenewCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void navigate(renewTicketPath(String(new FormData(e.currentTarget).get('plate') ?? '')));
  };
  return (
    <HomeCard headingId="renew-card-title" testId="renew-card" title={t('home.renew.title')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('home.renew.text')}</Typography>
      <Box
        component="form"
        action="/renew-ticket"
        method="get"
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5 }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 12rem', minWidth: 0 }}>
          <Box
            component="label"
            htmlFor="renew-card-plate"
            sx={{ typography: 'body2', fontWeight: 500, mb: 0.5 }}
          >
            {t('home.renew.plate')}
          </Box>
          <Box
            component="input"
            id="renew-card-plate"
            name="plate"
            data-testid="renew-card-plate"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            sx={{
              font: 'inherit',
              fontSize: '1.125rem',
              letterSpacing: '0.05em',
              textTransform: 'uppercase',
              px: 1.5,
              py: 1,
              minHeight: 44,
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'text.secondary',
              borderRadius: 1,
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          />
        </Box>
        <Box
          component="button"
          type="submit"
          data-testid="renew-card-link"
          sx={[plainButtonSx('contained'), { minHeight: 44 }]}
        >
          {t('home.renew.action')}
        </Box>
      </Box>
    </HomeCard>
  );
}
