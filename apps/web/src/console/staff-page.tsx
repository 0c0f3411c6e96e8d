import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleRoutes,
  STAFF_PASSWORD_MIN,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type StaffMe,
  type StaffRole,
  type StaffTotpMade,
} from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';
import { StaffMember } from './staff-member';
import { StaffSecret } from './staff-secret';
import { LoadFailed } from './load-failed';

/** A new staff account: name, first password, roles, reason; its TOTP secret is shown once in the answer. */
function CreateStaff() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [reason, setReason] = useState('');
  const [made, setMade] = useState<StaffTotpMade | null>(null);
  const create = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.staffCreate, { name: name.trim(), password, roles, reason: reason.trim() }),
    onSuccess: (answer) => {
      setMade(answer);
      setName('');
      setPassword('');
      setRoles([]);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['console', 'staff'] });
    },
  });
  const ready = name.trim() !== '' && password.length >= STAFF_PASSWORD_MIN && roles.length > 0 && reason.trim() !== '';
  return (
    <div className="user-view">
      <h3>新建人员</h3>
      <div className="actions">
        <input aria-label="账号" placeholder="账号（字母、数字、_ . -）" value={name} onChange={(e) => setName(e.target.value)} />
        <input
          aria-label="初始密码"
          type="password"
          placeholder={`初始密码（至少 ${STAFF_PASSWORD_MIN} 位）`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <fieldset className="actions">
        <legend>角色</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(e) => setRoles((now) => STAFF_ROLES.filter((r) => (r === role ? e.target.checked : now.includes(r))))}
            />
            {STAFF_ROLE_NAMES[role]}
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <input placeholder="理由（必填）" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        <button disabled={!ready || create.isPending} onClick={() => create.mutate()}>
          创建
        </button>
      </div>
      {made && <StaffSecret made={made} />}
      {create.isError && (
        <p className="console-error" role="alert">
          {create.error.message}
        </p>
      )}
    </div>
  );
}

/** 人员 (管理员): every staff account, a new one, and one member's roles, state and TOTP. */
export function StaffPage({ me }: { me: StaffMe }) {
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({ queryKey: ['console', 'staff'], queryFn: () => consoleFetch(consoleRoutes.staffList, {}) });
  const member = list.data?.list.find((s) => s.id === open);
  return (
    <section>
      <h2>人员</h2>
      {list.isPending && <p className="console-status">加载中…</p>}
      {list.isError && <LoadFailed error={list.error} retry={list.refetch} />}
      {list.data && (
        <div className="table-scroll">
          <table className="audit">
            <thead>
              <tr>
                <th>账号</th>
                <th>角色</th>
                <th>创建时间</th>
                <th>最近登录</th>
                <th>状态</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((s) => (
                <tr key={s.id}>
                  <td>{s.name}</td>
                  <td>{s.roles.map((r) => STAFF_ROLE_NAMES[r]).join('、')}</td>
                  <td>{time(s.createdAt)}</td>
                  <td>{s.lastLoginAt === null ? '从未登录' : time(s.lastLoginAt)}</td>
                  <td>{s.disabledAt === null ? '启用' : `已停用（${time(s.disabledAt)}，${s.disabledReason ?? ''}）`}</td>
                  <td>
                    <button onClick={() => setOpen(s.id)}>管理</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {member && <StaffMember key={member.id} member={member} me={me} />}
      <CreateStaff />
    </section>
  );
}
