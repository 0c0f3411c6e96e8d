import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
