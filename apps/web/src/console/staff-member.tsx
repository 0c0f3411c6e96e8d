import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consoleRoutes,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type StaffMe,
  type StaffRole,
  type StaffTotpMade,
  type StaffView,
} from '@sport/contract/console';
import { consoleFetch } from './api';
import { StaffSecret } from './staff-secret';

type Action = 'roles' | 'disable' | 'enable' | 'resetTotp';

/** One staff member: roles, disable or enable, a new TOTP secret; every change with a reason. */
export function StaffMember({ member, me }: { member: StaffView; me: StaffMe }) {
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [reason, setReason] = useState('');
  const [made, setMade] = useState<StaffTotpMade | null>(null);
  const self = member.id === me.id;
  const act = useMutation({
    mutationFn: async (action: Action): Promise<StaffTotpMade | null> => {
      const input = { staffId: member.id, reason: reason.trim() };
      if (action === 'roles') await consoleFetch(consoleRoutes.staffRoles, { ...input, roles });
      if (action === 'disable') await consoleFetch(consoleRoutes.staffDisable, input);
      if (action === 'enable') await consoleFetch(consoleRoutes.staffEnable, input);
      return action === 'resetTotp' ? consoleFetch(consoleRoutes.staffResetTotp, input) : null;
    },
    onSuccess: (answer) => {
      setMade(answer);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['console', 'staff'] });
    },
  });
  const toggle = (role: StaffRole, on: boolean) =>
    setRoles((now) => STAFF_ROLES.filter((r) => (r === role ? on : now.includes(r))));
  const run = (action: Action) => {
    if (action === 'disable' && !window.confirm(`停用后 ${member.name} 将立即被登出且不能再登录，确定停用？`)) return;
    if (action === 'resetTotp' && !window.confirm(`重置后 ${member.name} 原验证器的验证码立即失效，确定重置？`)) return;
    act.mutate(action);
  };
  const ready = reason.trim() !== '' && !act.isPending;
  const sameRoles = roles.length === member.roles.length && roles.every((r) => member.roles.includes(r));
  return (
    <div className="user-view" aria-label={`管理 ${member.name}`}>
      <h3>
        {member.name} <small>#{member.id}</small>
      </h3>
      <fieldset className="actions">
        <legend>角色</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              disabled={self && role === 'admin'}
              onChange={(e) => toggle(role, e.target.checked)}
            />
            {STAFF_ROLE_NAMES[role]}
          </label>
        ))}
      </fieldset>
      {self && <p className="hint">不能移除自己的管理员角色或停用自己：必须始终有一名启用的管理员。</p>}
      {made && <StaffSecret made={made} />}
      <div className="actions">
        <input placeholder="理由（必填）" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        <button disabled={!ready || roles.length === 0 || sameRoles} onClick={() => run('roles')}>
          保存角色
        </button>
        {member.disabledAt === null ? (
          <button disabled={!ready || self} onClick={() => run('disable')}>
            停用
          </button>
        ) : (
          <button disabled={!ready} onClick={() => run('enable')}>
            启用
          </button>
        )}
        <button disabled={!ready} onClick={() => run('resetTotp')}>
          重置验证器
        </button>
      </div>
      {act.isError && (
        <p className="console-error" role="alert">
          {act.error.message}
        </p>
      )}
    </div>
  );
}
