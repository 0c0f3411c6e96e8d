import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { consoleRoutes, type StaffMe, type StaffView } from '@sport/contract/console';
import { server } from '../testing/msw';
import { renderWithClient } from '../testing/render';
import { StaffPage } from './staff-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const me: StaffMe = { id: 1, name: 'admin_a', roles: ['admin'] };
const view = (id: number, name: string, roles: StaffView['roles']): StaffView => ({
  id,
  name,
  roles,
  createdAt: Date.UTC(2026, 10, 1, 2),
  lastLoginAt: null,
  disabledAt: null,
  disabledReason: null,
});
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'success', data });

/** The list and the calls, as the server answers them; what the page sent. */
function serve(staff = [view(1, 'admin_a', ['admin'])]) {
  const sent: { path: string; body: unknown }[] = [];
  const record = async (path: string, request: Request) => sent.push({ path, body: await request.json() });
  server.use(
    http.get(`*${consoleRoutes.staffList.path}`, () => ok({ list: staff })),
    http.post(`*${consoleRoutes.staffCreate.path}`, async ({ request }) => {
      await record('create', request);
      const made = view(2, 'li.si', ['moderator']);
      staff.push(made);
      return ok({ staff: made, secret: SECRET, uri: `otpauth://totp/li.si?secret=${SECRET}` });
    }),
    http.post(`*${consoleRoutes.staffDisable.path}`, async ({ request }) => {
      await record('disable', request);
      staff[1] = { ...staff[1]!, disabledAt: Date.UTC(2026, 10, 27, 3), disabledReason: '离职' };
      return ok(staff[1]);
    }),
  );
  return sent;
}

describe('人员 page', () => {
  it('makes a staff member and shows their TOTP secret once, then lists them', async () => {
    const sent = serve();
    const first = renderWithClient(<StaffPage me={me} />);
    const create = await screen.findByRole('button', { name: '创建' });
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'li.si' } });
    fireEvent.change(screen.getByLabelText('初始密码'), { target: { value: 'short' } });
    const form = screen.getByRole('heading', { name: '新建人员' }).parentElement!;
    fireEvent.click(within(form).getByLabelText('审核'));
    fireEvent.change(within(form).getByPlaceholderText('理由（必填）'), { target: { value: '新同事入职' } });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('初始密码'), { target: { value: 'long-enough-pw' } });
    fireEvent.click(create);

    expect(within(await screen.findByRole('status')).getByText(SECRET)).toBeTruthy();
    expect(sent).toEqual([
      { path: 'create', body: { name: 'li.si', password: 'long-enough-pw', roles: ['moderator'], reason: '新同事入职' } },
    ]);
    expect(await screen.findByRole('cell', { name: 'li.si' })).toBeTruthy();

    first.unmount();
    renderWithClient(<StaffPage me={me} />);
    await screen.findByRole('cell', { name: 'li.si' });
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('disables a member with a reason and lists them disabled; one’s own account cannot be disabled', async () => {
    const sent = serve([view(1, 'admin_a', ['admin']), view(2, 'li.si', ['moderator'])]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithClient(<StaffPage me={me} />);
    const manage = async (name: string) => {
      fireEvent.click(within((await screen.findByRole('cell', { name })).closest('tr')!).getByRole('button'));
      return screen.getByLabelText(`管理 ${name}`);
    };
    const own = await manage('admin_a');
    fireEvent.change(within(own).getByPlaceholderText('理由（必填）'), { target: { value: 'x' } });
    expect(within(own).getByRole('button', { name: '停用' })).toHaveProperty('disabled', true);
    expect(within(own).getByLabelText('管理员')).toHaveProperty('disabled', true);
    expect(within(own).getByText(/必须始终有一名启用的管理员/)).toBeTruthy();

    const other = await manage('li.si');
    fireEvent.change(within(other).getByPlaceholderText('理由（必填）'), { target: { value: '离职' } });
    fireEvent.click(within(other).getByRole('button', { name: '停用' }));
    expect(await screen.findByText(/^已停用（.*，离职）$/)).toBeTruthy();
    expect(sent).toEqual([{ path: 'disable', body: { staffId: 2, reason: '离职' } }]);
    await waitFor(() => expect(within(screen.getByLabelText('管理 li.si')).getByRole('button', { name: '启用' })).toBeTruthy());
  });
});
