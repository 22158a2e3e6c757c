import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { AdminMe } from '../../../shared/schemas/admin';
import { useTranslation } from '../../lib/use-translation';
import './texts';

/**
 * The sites an operator is limited to (ADR 060), as check boxes named `siteIds`: none checked
 * is every site. Shown only in a shop of several sites; an admin sees every site anyway.
 */
export function SitesField({
  sites,
  value,
  onChange,
}: {
  sites: AdminMe['sites'];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  if (sites.length < 2) return null;
  return (
    <FormControl component="fieldset" data-testid="admin-operator-sites">
      <FormLabel component="legend">{t('admin.siteScope.operatorSites')}</FormLabel>
      <FormGroup>
        {sites.map((s) => (
          <FormControlLabel
            key={s.id}
            label={s.name}
            control={
              <Checkbox
                name="siteIds"
                value={s.id}
                checked={value.includes(s.id)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? sites.map((x) => x.id).filter((id) => id === s.id || value.includes(id))
                      : value.filter((id) => id !== s.id),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{t('admin.siteScope.operatorSitesHint')}</FormHelperText>
    </FormControl>
  );
}

/** The sites shown in the operators' list: their names, or "All". */
export function sitesLabel(sites: AdminMe['sites'], siteIds: readonly string[] | null, all: string): string {
  if (!siteIds) return all;
  return siteIds.map((id) => sites.find((s) => s.id === id)?.name ?? id).join(', ');
}
