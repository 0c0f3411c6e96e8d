import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type ModerationItem } from '@sport/contract/console';
import { consoleFetch } from './api';
import { LoadFailed } from './load-failed';

const KIND_NAMES: Record<ModerationItem['kind'], string> = { comment: '方案评论', thread: '论坛帖子', reply: '论坛回复', chat: '直播间聊天' };
const STATE_NAMES: Record<ModerationItem['state'], string> = { hidden: '已自动隐藏', reported: '被举报', shown: '已恢复', removed: '已删除' };
const BAN_DAYS = [1, 3, 7, 30, 365];

const time = (ms: number): string => new Date(ms).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/** The moderation queue: each item with its content and reports; restore, remove or ban its author, with a reason. */
export function QueuePage() {
  const queue = useQuery({
    queryKey: ['console', 'queue'],
    queryFn: () => consoleFetch(consoleRoutes.moderationQueue, {}),
  });
  if (queue.isPending) return <p className="console-status">加载中…</p>;
  if (queue.isError)
    return <LoadFailed error={queue.error} retry={queue.refetch} />;
  if (queue.data.list.length === 0) return <p className="console-status">审核队列为空：没有待处理的举报内容</p>;
  return (
    <section>
      <h2>审核队列（{queue.data.list.length}）</h2>
      {queue.data.list.map((item) => (
        <QueueItem key={`${item.kind}-${item.id}`} item={item} />
      ))}
    </section>
  );
}

function QueueItem({ item }: { item: ModerationItem }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(BAN_DAYS[1] ?? 3);
  const [done, setDone] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['console'] });
  const decide = useMutation({
    mutationFn: (decision: 'restore' | 'remove') =>
      consoleFetch(decision === 'restore' ? consoleRoutes.moderationRestore : consoleRoutes.moderationRemove, {
        kind: item.kind,
        id: item.id,
        reason: reason.trim(),
      }),
    onSuccess: (after) => {
      setDone(after.state === 'shown' ? '已恢复' : '已删除');
      refresh();
    },
  });
  const ban = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.moderationBan, { userId: item.authorId, days, reason: reason.trim(), kind: item.kind, id: item.id }),
    onSuccess: (result) => {
      setDone(`已禁言至 ${time(result.until)}`);
      refresh();
    },
  });
  const error = decide.error ?? ban.error;
  const noReason = reason.trim() === '';
  return (
    <article className="queue-item" aria-label={`${KIND_NAMES[item.kind]} ${item.id}`}>
      <header>
        <span className="tag">{KIND_NAMES[item.kind]}</span>
        <span className={`tag state-${item.state}`}>{STATE_NAMES[item.state]}</span>
        <span>
          作者：{item.authorName || '（无昵称）'}（uid {item.authorId}）· 发布于 {time(item.createdAt)} · 举报 {item.reportCount} 次
        </span>
      </header>
      {item.title && <h3>{item.title}</h3>}
      <blockquote>{item.content}</blockquote>
      {item.reports.length > 0 && (
        <ul className="reports">
          {item.reports.map((report, i) => (
            <li key={i}>
              {report.categoryName}
              {report.content && `：${report.content}`}（{time(report.createdAt)}）
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        <input aria-label="处理理由" placeholder="处理理由（必填，会记入审计日志）" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        <button disabled={noReason || decide.isPending} onClick={() => decide.mutate('restore')}>
          恢复
        </button>
        <button disabled={noReason || decide.isPending} onClick={() => decide.mutate('remove')}>
          删除
        </button>
        <select aria-label="禁言时长" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {BAN_DAYS.map((d) => (
            <option key={d} value={d}>
              {d}天
            </option>
          ))}
        </select>
        <button disabled={noReason || ban.isPending} onClick={() => ban.mutate()}>
          禁言作者
        </button>
      </div>
      {done && <p className="console-done">{done}</p>}
      {error && (
        <p role="alert" className="console-error">
          {error.message}
        </p>
      )}
    </article>
  );
}
