import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { consoleRoutes } from '@sport/contract/console';
import { consoleFetch, csrf } from './api';

/** Name, password and the six-digit code of the authenticator app. */
export function LoginPage({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const login = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.login, { name: name.trim(), password, code: code.trim() }),
    onSuccess: (result) => {
      csrf.set(result.csrfToken);
      onLoggedIn();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  return (
    <form className="console-login" onSubmit={submit}>
      <h1>运营控制台登录</h1>
      <label>
        账号
        <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="username" required />
      </label>
      <label>
        密码
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
      </label>
      <label>
        动态验证码
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          pattern="[0-9]{6}"
          placeholder="身份验证器中的6位数字"
          autoComplete="one-time-code"
          required
        />
      </label>
      {login.isError && <p role="alert" className="console-error">{login.error.message}</p>}
      <button type="submit" disabled={login.isPending}>
        {login.isPending ? '登录中…' : '登录'}
      </button>
    </form>
  );
}
