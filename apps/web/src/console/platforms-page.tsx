import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type IngestKeyMade, type PlatformView } from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';
import { IngestCalls } from './ingest-calls';
import { LoadFailed } from './load-failed';

type KeyAction = 'create' | 'rotate' | 'revoke';
const ROUTES = {
  create: consoleRoutes.platformKeyCreate,
  rotate: consoleRoutes.platformKeyRotate,
  revoke: consoleRoutes.platformKeyRevoke,
} as const;

/** One platform: its keys (last four characters only), and make, rotate or revoke with a reason. */
function PlatformCard({ platform }: { platform: PlatformView }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [made, setMade] = useState<IngestKeyMade | null>(null);
  const act = useMutation({
    mutationFn: async (action: KeyAction) => {
      const input = { platform: platform.platform, reason: reason.trim() };
      const answer = await consoleFetch(ROUTES[action], input);
      return 'key' in answer ? answer : null;
    },
    onSuccess: (answer) => {
      setMade(answer);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['console', 'platforms'] });
    },
  });
  const live = platform.keys.some((k) => k.revokedAt === null);
  const run = (action: KeyAction) => {
    if (action === 'revoke' && !window.confirm(`撤销后 ${platform.name} 使用该密钥的推送将立即被拒绝，确定撤销？`)) return;
    act.mutate(action);
  };
  return (
    <div className="user-view">
      <h3>
        {platform.name} <small>{platform.platform}</small>
      </h3>
      <p className="hint">
        {platform.envKey ? '服务器环境变量 INGEST_KEYS 中另有该平台的密钥（不在此管理）。' : ''}
        最近一次投注写入：{platform.lastBetAt === null ? '尚无' : time(platform.lastBetAt)}
      </p>
      {platform.keys.length === 0 ? (
        <p className="hint">尚未创建密钥</p>
      ) : (
        <ul>
          {platform.keys.map((k) => (
            <li key={k.id}>
              …{k.hint}，{time(k.createdAt)} 由 {k.createdBy} 创建
              {k.revokedAt === null ? '，有效' : `，已于 ${time(k.revokedAt)} 由 ${k.revokedBy ?? ''} 撤销`}
            </li>
          ))}
        </ul>
      )}
      {made && (
        <p className="key-once" role="status">
          新密钥（只显示这一次，请立即复制交给平台）：<code>{made.key}</code>
        </p>
      )}
      <div className="actions">
        <input placeholder="理由（必填）" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        {live ? (
          <>
            <button disabled={!reason.trim() || act.isPending} onClick={() => run('rotate')}>
              轮换密钥
            </button>
            <button disabled={!reason.trim() || act.isPending} onClick={() => run('revoke')}>
              撤销密钥
            </button>
          </>
        ) : (
          <button disabled={!reason.trim() || act.isPending} onClick={() => run('create')}>
            创建密钥
          </button>
        )}
      </div>
      {act.isError && (
        <p className="console-error" role="alert">
          {act.error.message}
        </p>
      )}
      <h4>最近推送</h4>
      <IngestCalls calls={platform.ingests} />
    </div>
  );
}

/**
 * 平台 (管理员): each bet platform's ingest keys, when its bets were last written, and its latest ingest calls with
 * the rows they refused (the ranking module's ingest log).
 */
export function PlatformsPage() {
  const list = useQuery({ queryKey: ['console', 'platforms'], queryFn: () => consoleFetch(consoleRoutes.platforms, {}) });
  return (
    <section>
      <h2>平台接入密钥</h2>
      {list.isPending && <p className="console-status">加载中…</p>}
      {list.isError && <LoadFailed error={list.error} retry={list.refetch} />}
      {list.data?.list.map((p) => <PlatformCard key={p.platform} platform={p} />)}
    </section>
  );
}
