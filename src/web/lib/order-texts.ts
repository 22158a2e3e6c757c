import i18next from './i18n';
import { deOrder } from '../../shared/i18n/de-order';

/**
 * The German texts of the order steps join the German bundle when a step's code loads (the first
 * bundle carries only the landing page's texts). Imported for its effect by every order step.
 */
i18next.addResourceBundle('de', 'translation', deOrder, true, false);
