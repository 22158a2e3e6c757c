import Alert from '@mui/material/Alert';
import { useTranslation } from '../lib/use-translation';
import type { PasswordProblem } from '../../shared/domain/password';
import { ApiError } from '../lib/api-client';
import { errorText } from '../lib/error-text';

/** The rules a refused password broke, as the server names them (417 PASSWORD_POLICY, details.problems). */
function passwordProblems(error: unknown): PasswordProblem[] {
  if (!(error instanceof ApiError) || error.code !== 'PASSWORD_POLICY') return [];
  const problems = (error.details as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? (problems.filter((p) => typeof p === 'string') as PasswordProblem[]) : [];
}

/**
 * A failed call's translated text (apiError.<code>), announced to screen readers. A refused
 * password names each rule it broke ("must not contain the username"), not only "the policy".
 */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  const problems = passwordProblems(error);
  if (problems.length > 0) {
    return (
      <Alert severity="error" role="alert" data-testid="admin-error">
        {t('admin.passwordRules.headline')}
        <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }} data-testid="admin-password-problems">
          {problems.map((p) => (
            <li key={p}>{t(`admin.passwordRules.${p}`, { defaultValue: p })}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" data-testid="admin-error">
      {errorText(t, i18n, error)}
    </Alert>
  );
}
