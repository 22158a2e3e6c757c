import { useTranslation } from '../../lib/use-translation';
import { deDE, enUS } from '@mui/x-data-grid/locales';

/** The DataGrid's own texts (paging, sorting, no rows) in the back office's language. */
export function useGridLocale() {
  const { i18n } = useTranslation();
  return (i18n.language === 'en' || i18n.language === 'nl' || i18n.language === 'ro' ? enUS : deDE).components
    .MuiDataGrid.defaultProps.localeText;
}
