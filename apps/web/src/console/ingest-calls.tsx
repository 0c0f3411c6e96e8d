import type { IngestLogEntry } from '@sport/contract/console';
import { time } from './access';

const OUTCOME: Record<IngestLogEntry['outcome'], string> = {
  accepted: '已接收',
  refusedRows: '有投注被拒，整批未写入',
  refusedKey: '密钥错误，已拒绝',
};

/** Which key let a call in, in staff's words: the environment's, a stored one by its id, or none. */
const keyName = (key: string | null): string => (key === null ? '无效密钥' : key === 'env' ? '环境变量密钥' : `密钥 ${key}`);

/** A platform's latest ingest calls, newest first, each refused row with its index and reason. */
export function IngestCalls({ calls }: { calls: IngestLogEntry[] }) {
  if (calls.length === 0) return <p className="hint">尚无推送记录</p>;
  return (
    <div className="table-scroll">
      <table className="audit" aria-label="最近推送">
        <thead>
          <tr>
            <th>时间</th>
            <th>密钥</th>
            <th>结果</th>
            <th>收到 / 写入</th>
            <th>被拒投注</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.id}>
              <td>{time(call.at)}</td>
              <td>{keyName(call.key)}</td>
              <td className={call.outcome === 'accepted' ? '' : 'console-error'}>{OUTCOME[call.outcome]}</td>
              <td>
                {call.received} / {call.accepted}
              </td>
              <td>
                {call.refused.length > 0 && (
                  <ul>
                    {call.refused.map((row) => (
                      <li key={row.index}>
                        第 {row.index} 条：<code>{row.field}</code> {row.reason}
                      </li>
                    ))}
                  </ul>
                )}
                {call.refusedCount > call.refused.length && (
                  <span className="hint">另有 {call.refusedCount - call.refused.length} 条未列出</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
