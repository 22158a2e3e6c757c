import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useTimedMessage } from '../../lib/use-timed-message';
import { RequiredField } from '../../components/required-field';
import { TimedMessageView } from '../../components/timed-message';
import { forgotPassword, login, setAuth, signUp } from './api';
import { useStyling } from '../content/api';
import { useShake } from './use-shake';
import { shakeSx } from './shake';

/**
 * Login (spec §2, §4, §8): username and password. Wrong credentials (403) shake the form and say
 * so for screen readers; a lockout (429) says to wait; anything else shows loginScreen.error for 3 s.
 */
export function LoginForm() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [inline, setInline] = useState<string | null>(null);
  const [shaking, shake] = useShake();
  const [forgot, setForgot] = useState(false);
  const [signingUp, setSigningUp] = useState(false);
  const signUpOn = useStyling().data?.options.enableSignUp ?? false;
  const { message, show, hide } = useTimedMessage();

  if (forgot) return <ForgotForm onBack={() => setForgot(false)} />;
  if (signingUp) return <SignUpForm onBack={() => setSigningUp(false)} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) return;
    setBusy(true);
    setInline(null);
    try {
      const info = await login(username.trim(), password);
      setAuth(client, info);
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) {
        shake();
        setInline(t('loginScreen.wrongCredentials'));
      } else if (err instanceof ApiError && (err.status === 429 || err.status === 503)) {
        // Locked, waiting after failures, or too many logins at once (LOGIN_BUSY): the server's reason.
        setInline(errorText(t, i18n, err));
      } else {
        show('loginError', t('loginScreen.error'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="login-headline"
      data-testid="login-form"
      data-shake={shaking}
      sx={[{ p: { xs: 2, sm: 3 }, maxWidth: 440, mx: 'auto', display: 'grid', gap: 2 }, shakeSx]}
    >
      <TimedMessageView message={message} onClose={hide} testId="login-error" />
      <Typography variant="h1" id="login-headline" sx={{ fontSize: '1.75rem' }}>
        {t('loginScreen.headline')}
      </Typography>
      <Typography>{t('loginScreen.intro')}</Typography>
      {inline && (
        <Alert severity="error" data-testid="login-inline-error">
          {inline}
        </Alert>
      )}
      <RequiredField
        label={t('loginScreen.username')}
        name="username"
        autoComplete="username"
        testId="login-username"
        value={username}
        onValue={setUsername}
        inputProps={{ autoCapitalize: 'none' }}
      />
      <RequiredField
        label={t('loginScreen.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        testId="login-password"
        value={password}
        onValue={setPassword}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy || !username.trim() || !password}
        data-testid="login-submit"
      >
        {t('loginScreen.submit')}
      </Button>
      <Box>
        <Link component="button" type="button" onClick={() => setForgot(true)} data-testid="login-forgot">
          {t('loginScreen.forgot')}
        </Link>
      </Box>
      {signUpOn && (
        <Box>
          <Link
            component="button"
            type="button"
            onClick={() => setSigningUp(true)}
            data-testid="login-sign-up"
          >
            {t('signUpScreen.link')}
          </Link>
        </Box>
      )}
    </Paper>
  );
}

/**
 * Sign-up: e-mail and password. The server answers the same for every e-mail, so the
 * screen says "check your mail" whatever the address; a weak password or a malformed address is
 * refused with the server's translated reason.
 */
function SignUpForm({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const [mail, setMail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!mail.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      await signUp(mail.trim(), password, i18n.language);
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiError ? errorText(t, i18n, err) : t('loginScreen.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      onSubmit={submit}
      headlineId="sign-up-headline"
      headline={t('signUpScreen.headline')}
      testId="sign-up-form"
    >
      {sent ? (
        <Alert severity="success" data-testid="sign-up-sent">
          {t('signUpScreen.sent')}
        </Alert>
      ) : (
        <>
          <Typography>{t('signUpScreen.intro')}</Typography>
          {error && (
            <Alert severity="error" data-testid="sign-up-error">
              {error}
            </Alert>
          )}
          <RequiredField
            label={t('signUpScreen.mail')}
            type="email"
            autoComplete="email"
            testId="sign-up-mail"
            value={mail}
            onValue={setMail}
          />
          <RequiredField
            label={t('signUpScreen.password')}
            type="password"
            autoComplete="new-password"
            testId="sign-up-password"
            value={password}
            onValue={setPassword}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !mail.trim() || !password}
            data-testid="sign-up-submit"
          >
            {t('signUpScreen.submit')}
          </Button>
        </>
      )}
      <Box>
        <Link component="button" type="button" onClick={onBack} data-testid="sign-up-back">
          {t('signUpScreen.back')}
        </Link>
      </Box>
    </AuthCard>
  );
}

/** "Forgot password?": always the same neutral answer, so it tells nobody which mails exist. */
function ForgotForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [mail, setMail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!mail.trim()) return;
    setBusy(true);
    await forgotPassword(mail.trim()).catch(() => undefined);
    setBusy(false);
    setSent(true);
  };

  return (
    <AuthCard
      onSubmit={submit}
      headlineId="forgot-headline"
      headline={t('loginScreen.forgotHeadline')}
      testId="forgot-form"
    >
      {sent ? (
        <Alert severity="success" data-testid="forgot-sent">
          {t('loginScreen.forgotSent')}
        </Alert>
      ) : (
        <>
          <Typography>{t('loginScreen.forgotIntro')}</Typography>
          <RequiredField
            label={t('loginScreen.mail')}
            type="email"
            autoComplete="email"
            testId="forgot-mail"
            value={mail}
            onValue={setMail}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !mail.trim()}
            data-testid="forgot-submit"
          >
            {t('loginScreen.forgotSubmit')}
          </Button>
        </>
      )}
      <Box>
        <Link component="button" type="button" onClick={onBack} data-testid="forgot-back">
          {t('loginScreen.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}

/** The frame of the small account forms (sign-up, forgot password, confirm the account). */
export function AuthCard({
  onSubmit,
  headlineId,
  headline,
  testId,
  children,
}: {
  onSubmit: (e: FormEvent) => void;
  headlineId: string;
  headline: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headlineId}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 440, mx: 'auto', display: 'grid', gap: 2 }}
    >
      <Typography variant="h1" id={headlineId} sx={{ fontSize: '1.75rem' }}>
        {headline}
      </Typography>
      {children}
    </Paper>
  );
}
