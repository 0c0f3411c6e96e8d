import { userRoutes } from '@sport/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, server } from '../../testing/msw';
import LoginDialog from './login-dialog';
import { useLoginDialog } from './login-store';

/** Opens the dialog as a gated action does; resolves with what the dialog answered. */
function open() {
  const answer = useLoginDialog.getState().request();
  render(<LoginDialog />);
  return answer;
}

describe('login dialog', () => {
  it('is a dialog named for what it does, with the submit held until both fields are filled', () => {
    void open();
    const dialog = screen.getByRole('dialog', { name: '登录' });
    const submit = screen.getByRole('button', { name: '登录' });
    expect(dialog.contains(submit)).toBe(true);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('请输入用户名'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'demo12345' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('closes without a login on Esc', async () => {
    const answer = open();
    fireEvent(screen.getByRole('dialog', { name: '登录' }), new Event('cancel', { cancelable: true }));
    await expect(answer).resolves.toBe(false);
    expect(useLoginDialog.getState().open).toBe(false);
  });

  it('closes without a login on a tap beside its box, and stays open on a tap inside it', async () => {
    const answer = open();
    fireEvent.click(screen.getByRole('heading', { name: '登录' }));
    expect(useLoginDialog.getState().open).toBe(true);
    fireEvent.click(screen.getByRole('dialog', { name: '登录' }));
    await expect(answer).resolves.toBe(false);
  });

  it('says which rule a new account’s name or password breaks before sending it, and sends it once both hold', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(userRoutes.register, ({ input }) => {
        sent.push(input);
        return { code: 409, msg: '用户名已被占用' };
      }),
    );
    void open();
    fireEvent.click(screen.getByRole('button', { name: '没有账号？去注册' }));
    // the rules as the fields' placeholders, short enough for a 320 px screen (the labels name the fields)
    const name = screen.getByPlaceholderText('3–32 位字母、数字或下划线');
    const password = screen.getByPlaceholderText('至少 8 位');
    const submit = screen.getByRole('button', { name: '注册并登录' });
    fireEvent.change(name, { target: { value: '球迷' } });
    fireEvent.change(password, { target: { value: 'goodpass1' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('用户名为 3–32 位字母、数字或下划线');
    fireEvent.change(name, { target: { value: 'fan_2026' } });
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('密码至少 8 位');
    expect(sent).toEqual([]);
    fireEvent.change(password, { target: { value: 'goodpass1' } });
    fireEvent.click(submit);
    expect((await screen.findByText('用户名已被注册')).getAttribute('role')).toBe('alert');
    expect(sent).toEqual([{ username: 'fan_2026', password: 'goodpass1' }]);
  });
});
