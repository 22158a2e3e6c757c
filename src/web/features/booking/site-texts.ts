import i18next from '../../lib/i18n';
import { deSites } from '../../../shared/i18n/de-sites';

/**
 * The German texts of the car park list and a site's page join the German bundle when their code
 * loads (a one-site shop never needs them; ADR 017, 021). Imported for its effect.
 */
i18next.addResourceBundle('de', 'translation', deSites, true, false);
