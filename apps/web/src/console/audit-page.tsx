import { useMutation, useQuery } from '@tanstack/react-query';
import { consoleRoutes } from '@sport/contract/console';
import { consoleFetch } from './api';
import { LoadFailed } from './load-failed';

const ACTION_NAMES: Record<string, string> = {
  'moderation.restore': '恢复内容',
  'moderation.remove': '删除内容',
  'user.ban': '禁言用户',
  'user.unban': '解除禁言',
  'user.endSessions': '强制下线',
  'gold.adjust': '调整金币',
  'gold.propose': '提交大额金币调整',
  'gold.approve': '批准金币调整',
  'gold.reject': '驳回金币调整',
  'match.setScore': '更正比分',
  'match.disallowGoal': '判进球无效',
  'match.changeScorer': '更正进球球员',
  'match.postpone': '推迟比赛',
  'match.cancel': '取消比赛',
  'platform.keyCreate': '创建平台密钥',
  'platform.keyRotate': '轮换平台密钥',
  'platform.keyRevoke': '撤销平台密钥',
};

const time = (ms: number): string => new Date(ms).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/** The audit log, newest first, and the check that its hash chain holds. */
export function AuditPage() {
  const log = useQuery({ queryKey: ['console', 'audit'], queryFn: () => consoleFetch(consoleRoutes.auditList, { page: 1, size: 100 }) });
  const verify = useMutation({ mutationFn: () => consoleFetch(consoleRoutes.auditVerify, {}) });
  return (
    <section>
      <h2>审计日志</h2>
      <p>
        <button onClick={() => verify.mutate()} disabled={verify.isPending}>
          校验哈希链
        </button>{' '}
        {verify.data &&
          (verify.data.ok ? (
            <span className="console-done">哈希链完整：已校验 {verify.data.checked} 条记录</span>
          ) : (
            <span className="console-error" role="alert">
              哈希链在第 {verify.data.brokenAt} 条记录处断开：记录可能被篡改
            </span>
          ))}
        {verify.isError && <span className="console-error">{verify.error.message}</span>}
      </p>
      {log.isPending && <p className="console-status">加载中…</p>}
      {log.isError && <LoadFailed error={log.error} retry={log.refetch} />}
      {log.data && log.data.list.length === 0 && <p className="console-status">暂无操作记录</p>}
      {log.data && log.data.list.length > 0 && (
        <table className="audit">
          <thead>
            <tr>
              <th>#</th>
              <th>时间</th>
              <th>操作人</th>
              <th>操作</th>
              <th>对象</th>
              <th>之前</th>
              <th>之后</th>
              <th>理由</th>
            </tr>
          </thead>
          <tbody>
            {log.data.list.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.id}</td>
                <td>{time(entry.createdAt)}</td>
                <td>{entry.staffName}</td>
                <td>{ACTION_NAMES[entry.action] ?? entry.action}</td>
                <td>
                  {entry.targetType} #{entry.targetId}
                </td>
                <td>
                  <code>{entry.before}</code>
                </td>
                <td>
                  <code>{entry.after}</code>
                </td>
                <td>{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
