import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type UserBanRecord } from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';

const BAN_DAYS = [1, 3, 7, 30, 365];

function banState(ban: UserBanRecord, now: number): string {
  if (ban.liftedAt !== null) return `已解除（${time(ban.liftedAt)}，理由：${ban.liftReason ?? ''}）`;
  return ban.until > now ? '禁言中' : '已到期';
}

/** A fan's bans, running and past; 审核 bans and unbans here through the moderation calls (the same bans). */
export function UserBans({ userId, bans, mayBan }: { userId: number; bans: UserBanRecord[]; mayBan: boolean }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(BAN_DAYS[1] ?? 3);
  const onSuccess = () => {
    setReason('');
    void queryClient.invalidateQueries({ queryKey: ['console'] });
  };
  const ban = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.moderationBan, { userId, days, reason: reason.trim() }),
    onSuccess,
  });
  const unban = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.moderationUnban, { userId, reason: reason.trim() }),
    onSuccess,
  });
  const now = Date.now();
  const running = bans.some((b) => b.liftedAt === null && b.until > now);
  const noReason = reason.trim() === '';
  const error = ban.error ?? unban.error;
  return (
    <section aria-label="禁言记录">
      <h4>禁言记录</h4>
      {bans.length === 0 ? (
        <p className="console-status">没有禁言记录</p>
      ) : (
        <ul className="reports">
          {bans.map((b) => (
            <li key={b.id}>
              {time(b.createdAt)} 起禁言至 {time(b.until)}，理由：{b.reason} · {banState(b, now)}
            </li>
          ))}
        </ul>
      )}
      {mayBan && (
        <div className="actions">
          <input aria-label="禁言理由" placeholder="理由（必填，用户可见，会记入审计日志）" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          <select aria-label="禁言时长" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {BAN_DAYS.map((d) => (
              <option key={d} value={d}>
                {d}天
              </option>
            ))}
          </select>
          <button disabled={noReason || ban.isPending} onClick={() => ban.mutate()}>
            禁言
          </button>
          {running && (
            <button disabled={noReason || unban.isPending} onClick={() => unban.mutate()}>
              解除禁言
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="console-error">
          {error.message}
        </p>
      )}
    </section>
  );
}
