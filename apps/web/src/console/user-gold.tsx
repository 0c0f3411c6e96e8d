import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, GOLD_ADJUST_TWO_PERSON_THRESHOLD, type GoldDirection } from '@sport/contract/console';
import { newIdempotencyKey, time } from './access';
import { consoleFetch } from './api';

const LEDGER_SIZE = 20;

/** A fan's ledger, newest first; 财务 adjusts gold here with a reason (large amounts wait for a second 财务). */
export function UserGold({ userId, mayAdjust }: { userId: number; mayAdjust: boolean }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    queryKey: ['console', 'users', 'ledger', userId, page],
    queryFn: () => consoleFetch(consoleRoutes.userLedger, { userId, page, size: LEDGER_SIZE }),
  });
  const pages = Math.max(1, Math.ceil((ledger.data?.total ?? 0) / LEDGER_SIZE));
  return (
    <section aria-label="金币流水">
      <h4>金币流水</h4>
      {mayAdjust && <AdjustForm userId={userId} />}
      {ledger.isPending && <p className="console-status">加载中…</p>}
      {ledger.isError && (
        <p role="alert" className="console-error">
          {ledger.error.message}
        </p>
      )}
      {ledger.data && ledger.data.list.length === 0 && <p className="console-status">暂无流水</p>}
      {ledger.data && ledger.data.list.length > 0 && (
        <div className="table-scroll">
          <table className="audit">
            <thead>
              <tr>
                <th>时间</th>
                <th>变动</th>
                <th>变动后余额</th>
                <th>原因</th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.list.map((entry) => (
                <tr key={entry.id}>
                  <td>{time(entry.createdAt)}</td>
                  <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                  <td>{entry.balanceAfter}</td>
                  <td>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <p className="actions">
          <button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </button>
          第 {page} / {pages} 页
          <button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            下一页
          </button>
        </p>
      )}
    </section>
  );
}

function AdjustForm({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const [direction, setDirection] = useState<GoldDirection>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per filled-in form: a double click or a retry of it adjusts once; a new form gets a new key.
  const [idempotencyKey, setKey] = useState(newIdempotencyKey);
  const value = Number(amount);
  const valid = Number.isInteger(value) && value > 0 && reason.trim() !== '';
  const adjust = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.goldAdjust, { userId, direction, amount: value, reason: reason.trim(), idempotencyKey }),
    onSuccess: () => {
      setAmount('');
      setReason('');
      setKey(newIdempotencyKey());
      void queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) adjust.mutate();
  };
  return (
    <form className="actions" onSubmit={submit} aria-label="调整金币">
      <select aria-label="调整方向" value={direction} onChange={(e) => setDirection(e.target.value === 'debit' ? 'debit' : 'credit')}>
        <option value="credit">增加</option>
        <option value="debit">扣减</option>
      </select>
      <input aria-label="金币数量" inputMode="numeric" placeholder="金币数量" value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} />
      <input aria-label="调整理由" placeholder="调整理由（必填，会记入审计日志）" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      <button type="submit" disabled={!valid || adjust.isPending}>
        {value > GOLD_ADJUST_TWO_PERSON_THRESHOLD ? '提交审批' : '确认调整'}
      </button>
      {value > GOLD_ADJUST_TWO_PERSON_THRESHOLD && (
        <span className="hint">超过 {GOLD_ADJUST_TWO_PERSON_THRESHOLD} 金币需另一位财务批准后才会生效</span>
      )}
      {adjust.data && (
        <span className="console-done">
          {adjust.data.state === 'pending' ? '已提交，等待另一位财务批准' : `已调整，当前余额 ${adjust.data.balanceAfter ?? ''} 金币`}
        </span>
      )}
      {adjust.error && (
        <span role="alert" className="console-error">
          {adjust.error.message}
        </span>
      )}
    </form>
  );
}
