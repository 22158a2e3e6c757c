import { useTranslation } from '../lib/use-translation';
import TextField from '@mui/material/TextField';
import { chooseLanguage } from '../lib/language';
import { isLanguageCode } from '../lib/i18n';

/** German or English (the back office's complete languages); the choice is the shop's too. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const value = i18n.language === 'en' ? 'en' : 'de';
  return (
    <TextField
      select
      value={value}
      onChange={(e) => {
        if (isLanguageCode(e.target.value)) void chooseLanguage(e.target.value);
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t('admin.language') } }}
      sx={{ minWidth: { xs: 96, sm: 110 } }}
    >
      <option value="de">Deutsch</option>
      <option value="en">English</option>
    </TextField>
  );
}
