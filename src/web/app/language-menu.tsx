import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckIcon from '@mui/icons-material/Check';
import { LANGUAGE_CODES, LANGUAGE_INFO } from '../../shared/i18n/languages';
import { currentLanguage } from '../lib/i18n';
import { chooseLanguage } from '../lib/language';

/** The five languages, each in its own name and marked with its own language for screen readers. */
export default function LanguageMenu({
  anchorEl,
  open,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}) {
  const active = currentLanguage();
  return (
    <Menu
      id="language-menu"
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'language-button' } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {LANGUAGE_CODES.map((code) => (
        <MenuItem
          key={code}
          role="menuitemradio"
          aria-checked={code === active}
          selected={code === active}
          lang={LANGUAGE_INFO[code].htmlLang}
          data-testid={`language-${code}`}
          onClick={() => {
            onClose();
            void chooseLanguage(code);
          }}
        >
          <ListItemIcon>{code === active ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{LANGUAGE_INFO[code].nativeName}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
