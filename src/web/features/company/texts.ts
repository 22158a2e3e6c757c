import i18next from '../../lib/i18n';
import { deCompanies } from '../../../shared/i18n/de-companies';

/**
 * The German company texts join the German bundle when the company screen or the back office
 * loads (ADR 065); the other languages carry them in their own chunks. Imported for its effect.
 */
i18next.addResourceBundle('de', 'translation', deCompanies, true, false);
