import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleHost } from '@sport/contract/console';
import { consoleFetch } from './api';

const ROLE_NAMES = { host: '主播本人', moderator: '房管' } as const;

/** The room's group restriction and air state, each changed with a reason. */
export function RoomControls({ host }: { host: ConsoleHost }) {
  const queryClient = useQueryClient();
  const [group, setGroup] = useState(host.liveUserGroupId === null ? '' : String(host.liveUserGroupId));
  const [reason, setReason] = useState('');
  const done = () => {
    setReason('');
    void queryClient.invalidateQueries({ queryKey: ['console', 'hosts'] });
  };
  const restrict = useMutation({
    mutationFn: () =>
      consoleFetch(consoleRoutes.hostGroup, {
        hostId: host.id,
        liveUserGroupId: group ? Number(group) : null,
        reason: reason.trim(),
      }),
    onSuccess: done,
  });
  const air = useMutation({
    mutationFn: (onAir: boolean) =>
      consoleFetch(consoleRoutes.hostAir, { hostId: host.id, onAir, reason: reason.trim() }),
    onSuccess: done,
  });
  const offAir = host.offAirReason !== null;
  const error = restrict.error ?? air.error;
  return (
    <div className="user-view">
      <h4>直播间 {host.liveRoomId}</h4>
      <p>
        {offAir ? <strong className="console-error">已下播：{host.offAirReason}</strong> : <span>正常播出</span>}
        {' · '}
        {host.liveUserGroupId === null ? '所有用户可见' : `仅用户组 ${host.liveUserGroupId} 可见`}
      </p>
      <div className="actions">
        <input placeholder="理由（必填）" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        <button disabled={!reason.trim() || air.isPending} onClick={() => air.mutate(offAir)}>
          {offAir ? '恢复播出' : '下播'}
        </button>
      </div>
      <div className="actions">
        <label>
          限定用户组ID（留空为不限）{' '}
          <input inputMode="numeric" value={group} onChange={(e) => setGroup(e.target.value.replace(/\D/g, ''))} />
        </label>
        <button disabled={!reason.trim() || restrict.isPending} onClick={() => restrict.mutate()}>
          保存用户组限制
        </button>
      </div>
      {error && (
        <p className="console-error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The room chat's host account and moderators (房管), and a user's role set with a reason. */
export function RoomModerators({ host }: { host: ConsoleHost }) {
  const queryClient = useQueryClient();
  const key = ['console', 'room-members', host.id];
  const members = useQuery({
    queryKey: key,
    queryFn: () => consoleFetch(consoleRoutes.roomMembers, { hostId: host.id }),
  });
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<'host' | 'moderator' | 'none'>('moderator');
  const [reason, setReason] = useState('');
  const set = useMutation({
    mutationFn: () =>
      consoleFetch(consoleRoutes.chatRoomRole, {
        hostId: host.id,
        userId: Number(userId),
        role,
        reason: reason.trim(),
      }),
    onSuccess: () => {
      setUserId('');
      setReason('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <div className="user-view">
      <h4>房管</h4>
      {members.data && members.data.list.length === 0 && <p className="hint">暂无房管</p>}
      <ul>
        {members.data?.list.map((m) => (
          <li key={m.userId}>
            <span>{m.nickName || '（未知用户）'}</span> <small className="hint">ID {m.userId}</small> ·{' '}
            {ROLE_NAMES[m.role]}
          </li>
        ))}
      </ul>
      <div className="actions">
        <input
          placeholder="用户ID"
          inputMode="numeric"
          value={userId}
          onChange={(e) => setUserId(e.target.value.replace(/\D/g, ''))}
        />
        <select aria-label="角色" value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
          <option value="moderator">房管</option>
          <option value="host">主播本人</option>
          <option value="none">取消角色</option>
        </select>
        <input placeholder="理由（必填）" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        <button disabled={!userId || !reason.trim() || set.isPending} onClick={() => set.mutate()}>
          设置
        </button>
      </div>
      {(members.error ?? set.error) && (
        <p className="console-error" role="alert">
          {(members.error ?? set.error)?.message}
        </p>
      )}
    </div>
  );
}
