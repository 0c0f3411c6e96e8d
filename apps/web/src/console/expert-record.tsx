import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleExpertRecord, type ConsoleTip } from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';

const RESULTS: Record<string, string> = {
  win: '赢',
  lose: '输',
  draw: '走',
  half_win: '赢半',
  half_lose: '输半',
  cancel: '取消',
};
const REASONS = { content: '内容与哈希不符', link: '未指向前一条', gap: '缺少推荐' } as const;

/** The chain as fans' verify answers it: holds or where it breaks, and the tips hidden in it (still checked). */
function ChainStatus({ chain }: { chain: ConsoleExpertRecord['chain'] }) {
  return (
    <p className={chain.holds ? 'console-done' : 'console-error'} data-testid="chain-status">
      {chain.holds
        ? `战绩链校验通过：${chain.length} 条推荐均未被改动`
        : `战绩链校验失败：第 ${chain.brokenAt?.position ?? '?'} 条（推荐 #${chain.brokenAt?.messageId ?? '?'}）${
            chain.brokenAt ? REASONS[chain.brokenAt.reason] : ''
          }`}
      {chain.hidden.length > 0 && `；其中 ${chain.hidden.length} 条已隐藏，仍在链中（第 ${chain.hidden.map((h) => h.position).join('、')} 条）`}
    </p>
  );
}

function TipRow({ tip, reason, onDone }: { tip: ConsoleTip; reason: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const hidden = tip.hiddenAt !== null;
  const act = useMutation({
    mutationFn: () =>
      consoleFetch(hidden ? consoleRoutes.tipUnhide : consoleRoutes.tipHide, { tipId: tip.id, reason: reason.trim() }),
    onSuccess: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: ['console', 'experts'] });
    },
  });
  return (
    <tr>
      <td>{tip.chainSeq}</td>
      <td>
        {tip.title} <small className="hint">#{tip.id}</small>
      </td>
      <td>{tip.price === 0 ? '免费' : `${tip.price} 金币`}</td>
      <td>{time(tip.publishedAt)}</td>
      <td>{tip.result === null ? '未结算' : (RESULTS[tip.result] ?? tip.result)}</td>
      <td>{tip.buyers}</td>
      <td>
        {hidden ? (
          <span className="tag state-hidden">已隐藏：{tip.hiddenReason}</span>
        ) : (
          '展示中'
        )}
      </td>
      <td>
        <button disabled={!reason.trim() || act.isPending} onClick={() => act.mutate()}>
          {hidden ? '取消隐藏' : '隐藏'}
        </button>
        {act.isError && (
          <span className="console-error" role="alert">
            {act.error.message}
          </span>
        )}
      </td>
    </tr>
  );
}

/**
 * An expert's record as fans see it, their chain verified, and their tips newest first. Hiding never edits a tip:
 * fans stop seeing it (its buyers keep it) and it stays in the chain, which still verifies.
 */
export function ExpertRecordView({
  record,
  page,
  onPage,
}: {
  record: ConsoleExpertRecord;
  page: number;
  onPage: (page: number) => void;
}) {
  const [reason, setReason] = useState('');
  const { figures, chain, tips } = record;
  return (
    <>
      <h4>战绩</h4>
      <p>
        命中率 {figures.hitPercents}%（{figures.hitSession}/{figures.settledSession} 场）· 收益率 {figures.yieldRate}%（
        {figures.yieldSample} 条，盈亏 {figures.profitUnits} 单位）· 近10场 {figures.tenHistory.map((x) => (x ? '红' : '黑')).join('')}
      </p>
      <ChainStatus chain={chain} />
      <h4>推荐（{tips.total}）</h4>
      <div className="actions">
        <input
          aria-label="隐藏理由"
          placeholder="隐藏或取消隐藏的理由（必填）"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
        />
      </div>
      <div className="table-scroll">
        <table className="audit">
          <thead>
            <tr>
              <th>链序</th>
              <th>标题</th>
              <th>价格</th>
              <th>发布时间</th>
              <th>结果</th>
              <th>购买人数</th>
              <th>状态</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {tips.list.map((tip) => (
              <TipRow key={tip.id} tip={tip} reason={reason} onDone={() => setReason('')} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="actions">
        <button disabled={page <= 1} onClick={() => onPage(page - 1)}>
          上一页
        </button>
        <button disabled={page * 20 >= tips.total} onClick={() => onPage(page + 1)}>
          下一页
        </button>
      </div>
    </>
  );
}
