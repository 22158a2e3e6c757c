import i18next from '../../lib/i18n';
import { deRenewal } from '../../../shared/i18n/de-renewal';

/**
 * The German renewal texts join the German bundle when the renewal's code loads (the first
 * bundle carries only home's card texts; ADR 017, 021). Imported for its effect by both screens.
 */
i18next.addResourceBundle('de', 'translation', deRenewal, true, false);
