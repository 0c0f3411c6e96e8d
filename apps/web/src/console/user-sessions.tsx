import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleSession } from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';

const STATE_NAMES: Record<ConsoleSession['state'], string> = {
  live: '在线',
  logout: '已退出',
  kicked: '被其他设备登录挤下线',
  revoked: '已被强制下线',
  expired: '已过期',
};

/** A fan's sessions; staff who may end them give a reason and end one, or all at once. */
export function UserSessions({ userId, sessions, mayEnd }: { userId: number; sessions: ConsoleSession[]; mayEnd: boolean }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const end = useMutation({
    mutationFn: (sessionId?: number) => consoleFetch(consoleRoutes.userEndSessions, { userId, sessionId, reason: reason.trim() }),
    onSuccess: () => {
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
  const live = sessions.filter((s) => s.state === 'live');
  const noReason = reason.trim() === '';
  return (
    <section aria-label="登录会话">
      <h4>登录会话</h4>
      {sessions.length === 0 ? (
        <p className="console-status">从未登录</p>
      ) : (
        <div className="table-scroll">
          <table className="audit">
            <thead>
              <tr>
                <th>设备</th>
                <th>登录时间</th>
                <th>最近活动</th>
                <th>到期时间</th>
                <th>状态</th>
                {mayEnd && <th>操作</th>}
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => (
                <tr key={s.id}>
                  <td>{s.deviceId || '未知设备'}</td>
                  <td>{time(s.createdAt)}</td>
                  <td>{s.lastSeenAt === null ? '—' : time(s.lastSeenAt)}</td>
                  <td>{time(s.expiresAt)}</td>
                  <td>
                    {STATE_NAMES[s.state]}
                    {s.endedAt !== null && `（${time(s.endedAt)}）`}
                  </td>
                  {mayEnd && (
                    <td>
                      {s.state === 'live' && (
                        <button disabled={noReason || end.isPending} onClick={() => end.mutate(s.id)}>
                          下线
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mayEnd && live.length > 0 && (
        <div className="actions">
          <input aria-label="下线理由" placeholder="下线理由（必填，会记入审计日志）" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          <button disabled={noReason || end.isPending} onClick={() => end.mutate(undefined)}>
            全部下线
          </button>
        </div>
      )}
      {end.data && <p className="console-done">已下线 {end.data.ended} 个会话，用户需重新登录</p>}
      {end.error && (
        <p role="alert" className="console-error">
          {end.error.message}
        </p>
      )}
    </section>
  );
}
