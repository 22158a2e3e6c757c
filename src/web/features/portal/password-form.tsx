import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isAcceptablePassword } from '../../../shared/domain/password';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { AUTH_INFO_KEY } from '../auth/api';
import { errorText } from '../../lib/error-text';
import { useTimedMessage } from '../../lib/use-timed-message';
import { RequiredField } from '../../components/required-field';
import { TimedMessageView } from '../../components/timed-message';
import { useShake } from './use-shake';
import { shakeSx } from './shake';
import '../../lib/order-texts';

/** The client-side check of a new password (spec §5): the text key of the first problem, or null. */
export function newPasswordProblem(
  values: { oldPassword?: string; newPassword: string; confirmation: string },
  needsOld: boolean,
  username?: string,
): string | null {
  if ((needsOld && !values.oldPassword) || !values.newPassword) return 'contactForm.requiredField';
  // The shared rule (spec §5, common passwords, not the username): the server checks the same.
  if (!isAcceptablePassword(values.newPassword, { username, mail: username }))
    return 'changePasswordScreen.conformityNotMet';
  if (values.newPassword !== values.confirmation) return 'changePasswordScreen.notMatching';
  return null;
}

/**
 * Refusals of the old-password check that say their own reason: the account or
 * address must wait, too many password checks run at once, or the session ended after too many
 * wrong old passwords.
 */
const OWN_TEXT = new Set(['LOGIN_LOCKED', 'RATE_LIMITED', 'LOGIN_BUSY', 'PASSWORD_SESSION_ENDED']);

/**
 * The text for a failed change (spec §8): 401 wrong old password, 417 policy, 410 gone link;
 * 403 shakes the form (null: no text); anything else the general error, shown for 3 s.
 */
export function passwordErrorKey(error: unknown): { key: string | null; shake: boolean; timed: boolean } {
  if (error instanceof ApiError && OWN_TEXT.has(error.code)) {
    return { key: `apiError.${error.code}`, shake: false, timed: false };
  }
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) return { key: null, shake: true, timed: false };
  if (status === 401) return { key: 'changePasswordScreen.wrongOldPassword', shake: false, timed: false };
  if (status === 417) return { key: 'changePasswordScreen.conformityNotMet', shake: false, timed: false };
  return { key: 'changePasswordScreen.error', shake: false, timed: true };
}

/**
 * Change password (old, new, confirmation) or, without `needsOld`, set a password from a mailed
 * link. The rule is checked before sending; the server's answer is shown per spec §8.
 */
export function PasswordForm({
  needsOld,
  headline,
  intro,
  submitLabel,
  onSubmit,
  testId,
  level = 'h1',
  username,
}: {
  /** The account's username (and mail): a password containing it is refused. */
  username?: string;
  /** h2 where the form sits below a screen's own heading. */
  level?: 'h1' | 'h2';
  needsOld: boolean;
  headline: string;
  intro?: string;
  submitLabel: string;
  onSubmit: (oldPassword: string, newPassword: string) => Promise<void>;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A set-password link that expired or was used (410): said until the page is left. */
  const [gone, setGone] = useState<string | null>(null);
  const [shaking, shake] = useShake();
  const { message, show, hide } = useTimedMessage();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = newPasswordProblem({ oldPassword, newPassword, confirmation }, needsOld, username);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      await onSubmit(oldPassword, newPassword);
    } catch (err) {
      const r = passwordErrorKey(err);
      if (r.shake) shake();
      if (err instanceof ApiError && err.status === 410) setProblem(null);
      if (err instanceof ApiError && err.status === 410) setGone(errorText(t, i18n, err));
      else if (r.timed) show('loginError', t(r.key ?? 'changePasswordScreen.error'));
      else setProblem(r.key);
      // The session is over: the portal shows the login (its auth state is asked again).
      if (err instanceof ApiError && err.code === 'PASSWORD_SESSION_ENDED') {
        await client.invalidateQueries({ queryKey: AUTH_INFO_KEY });
      }
    } finally {
      setBusy(false);
    }
  };

  const mismatch = problem === 'changePasswordScreen.notMatching';
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${testId}-headline`}
      data-testid={testId}
      data-shake={shaking}
      sx={[{ p: { xs: 2, sm: 3 }, maxWidth: 480, mx: 'auto', display: 'grid', gap: 2 }, shakeSx]}
    >
      <TimedMessageView message={message} onClose={hide} testId="password-error" />
      <Typography variant="h1" component={level} id={`${testId}-headline`} sx={{ fontSize: '1.75rem' }}>
        {headline}
      </Typography>
      {intro && <Typography>{intro}</Typography>}
      {gone && (
        <Alert severity="error" data-testid="password-gone">
          {gone}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" data-testid="password-problem">
          {t(problem)}
        </Alert>
      )}
      {needsOld && (
        <RequiredField
          label={t('changePasswordScreen.oldPassword')}
          type="password"
          autoComplete="current-password"
          testId="password-old"
          value={oldPassword}
          onValue={setOld}
        />
      )}
      <RequiredField
        label={t('changePasswordScreen.newPassword')}
        type="password"
        autoComplete="new-password"
        testId="password-new"
        value={newPassword}
        onValue={setNew}
        helperText={t('changePasswordScreen.rule')}
      />
      <RequiredField
        label={t('changePasswordScreen.confirmation')}
        type="password"
        autoComplete="new-password"
        testId="password-confirmation"
        value={confirmation}
        onValue={setConfirmation}
        error={mismatch}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
    </Paper>
  );
}
