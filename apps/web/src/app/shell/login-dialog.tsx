import {
  Code,
  PASSWORD_MIN_LENGTH,
  registerProblem,
  systemRoutes,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  userRoutes,
  type Captcha,
} from '@sport/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { i18n, useTranslation } from '../../lib/i18n';
import { useAuthStore } from '../../lib/auth-store';
import { errorText } from '../../lib/error-text';
import { ApiError } from '../../lib/http-errors';
import { request } from '../../lib/http';
import { useLoginDialog } from './login-store';
import { toastSuccess } from '../../lib/toast';
import '../../components/ui/hit-area.css';
import './login-dialog.css';

type Mode = 'login' | 'register';

/** What a failed login or register means here: a 403 is the wrong password, a 409 a taken name, a 429 the lock. */
function loginErrorText(error: ApiError): string {
  if (error.code === Code.Forbidden) return i18n.t('errors.badCredentials');
  if (error.code === Code.Conflict) return i18n.t('errors.usernameTaken');
  if (error.code === Code.TooMany) return i18n.t('errors.tooManyLogins');
  return errorText(error);
}

/**
 * The standalone login (and register) dialog; the captcha appears when the server asks for it (200028).
 * The browser's own modal <dialog> (focus kept inside, Esc, the page behind inert), not antd-mobile's centre
 * popup: it is the first screen of every page a visitor must log in for (/forum), and the popup brought
 * ~50 KB of script and a spring animation run frame by frame on the main thread (decision 038).
 */
export default function LoginDialog() {
  const { t } = useTranslation();
  const finish = useLoginDialog((s) => s.finish);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el || el.open) return;
    // jsdom has no showModal: open it as a plain dialog there
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }, []);
  const [mode, setMode] = useState<Mode>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaCode, setCaptchaCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameRule = t('login.usernameRule', { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH });
  const passwordRule = t('login.passwordRule', { min: PASSWORD_MIN_LENGTH });

  const loadCaptcha = async () => {
    setCaptchaCode('');
    try {
      setCaptcha(await request(systemRoutes.captcha, { username }, { silent: true }));
    } catch {
      setCaptcha(null);
    }
  };

  const logIn = async () => {
    const session = await request(userRoutes.login, {
      username,
      password,
      ...(captcha ? { captchaId: captcha.captchaId, captchaCode } : {}),
    }, { silent: true });
    useAuthStore.getState().setSession({ token: session.token, uid: String(session.uid), username: session.username });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // A new account's name and password are checked here first: the form says which rule fails, not a bare 422.
    const problem = mode === 'register' ? registerProblem(username, password) : null;
    if (problem) {
      setError(problem === 'username' ? usernameRule : passwordRule);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (mode === 'register') await request(userRoutes.register, { username, password }, { silent: true });
      await logIn();
      toastSuccess(t('login.success'));
      finish(true);
    } catch (e) {
      // silent calls: the dialog shows its own errors (and the captcha) instead of a toast
      if (e instanceof ApiError) {
        setError(loginErrorText(e));
        if (e.code === Code.CaptchaRequired || e.code === Code.CaptchaWrong) await loadCaptcha();
      } else {
        setError(t('errors.network'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="login-popup"
      aria-label={t(`login.${mode}Title`)}
      // Esc closes it as the cancel button does
      onCancel={(e) => {
        e.preventDefault();
        finish(false);
      }}
      // the dialog box is all form: a click on the dialog element itself fell on the backdrop around it
      onClick={(e) => {
        if (e.target === e.currentTarget) finish(false);
      }}
    >
      <form className="login-dialog" onSubmit={(e) => void submit(e)} aria-label={t(`login.${mode}Title`)}>
        <h2 className="login-dialog-title">{t(`login.${mode}Title`)}</h2>
        <label className="login-field">
          <span>{t('login.username')}</span>
          <input
            className="login-input"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            placeholder={
              mode === 'register'
                ? t('login.usernameHint', { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH })
                : t('login.usernamePlaceholder')
            }
            autoComplete="username"
            aria-label={t('login.username')}
          />
        </label>
        <label className="login-field">
          <span>{t('login.password')}</span>
          <input
            className="login-input"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            placeholder={mode === 'register' ? t('login.passwordHint', { min: PASSWORD_MIN_LENGTH }) : t('login.passwordPlaceholder')}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            aria-label={t('login.password')}
          />
        </label>
        {captcha ? (
          <label className="login-field login-captcha">
            <span>{t('login.captcha')}</span>
            <input className="login-input" value={captchaCode} onChange={(e) => setCaptchaCode(e.target.value)} aria-label={t('login.captcha')} />
            <img src={captcha.image} alt={t('login.captchaImage')} onClick={() => void loadCaptcha()} />
          </label>
        ) : null}
        {error ? (
          <p className="login-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="login-submit" aria-busy={busy} disabled={busy || !username || !password}>
          {t(mode === 'login' ? 'login.submit' : 'login.registerSubmit')}
        </button>
        <div className="login-links">
          <button type="button" className="link-button hit-area" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
            {t(mode === 'login' ? 'login.toRegister' : 'login.toLogin')}
          </button>
          <button type="button" className="link-button hit-area" onClick={() => finish(false)}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
