import i18next from './i18n';
import { dePortal } from '../../shared/i18n/de-portal';

/**
 * The German portal texts join the German bundle when the portal's code loads (the first bundle
 * carries only the landing page's texts, to keep within its budget). The other languages are
 * loaded whole, as chunks of their own. Import this module for its effect in every lazily loaded
 * screen that shows portal texts.
 */
i18next.addResourceBundle('de', 'translation', dePortal, true, false);
