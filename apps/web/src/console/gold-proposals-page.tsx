import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, GOLD_ADJUST_TWO_PERSON_THRESHOLD, type GoldAdjustment, type StaffMe } from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';
import { LoadFailed } from './load-failed';

/** 金币审批: the large adjustments waiting for a second 财务, who approves (the gold moves) or rejects them. */
export function GoldProposalsPage({ me }: { me: StaffMe }) {
  const proposals = useQuery({
    queryKey: ['console', 'gold', 'pending'],
    queryFn: () => consoleFetch(consoleRoutes.goldProposals, { state: 'pending', page: 1, size: 100 }),
  });
  return (
    <section>
      <h2>金币审批</h2>
      <p className="hint">单笔超过 {GOLD_ADJUST_TWO_PERSON_THRESHOLD} 金币的调整需由提交人以外的另一位财务批准，批准前金币不会变动。</p>
      {proposals.isPending && <p className="console-status">加载中…</p>}
      {proposals.isError && <LoadFailed error={proposals.error} retry={proposals.refetch} />}
      {proposals.data && proposals.data.list.length === 0 && <p className="console-status">没有待审批的金币调整</p>}
      {proposals.data?.list.map((proposal) => <Proposal key={proposal.id} proposal={proposal} me={me} />)}
    </section>
  );
}

function Proposal({ proposal, me }: { proposal: GoldAdjustment; me: StaffMe }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      consoleFetch(decision === 'approve' ? consoleRoutes.goldApprove : consoleRoutes.goldReject, { id: proposal.id, reason: reason.trim() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
  const own = proposal.proposedBy === me.id;
  const noReason = reason.trim() === '';
  return (
    <article className="queue-item" aria-label={`金币调整 ${proposal.id}`}>
      <header>
        <span className="tag">uid {proposal.userId}</span>
        <strong>{proposal.amount > 0 ? `增加 ${proposal.amount}` : `扣减 ${-proposal.amount}`} 金币</strong>
        <span>
          提交人：{proposal.proposedByName} · {time(proposal.createdAt)}
        </span>
      </header>
      <blockquote>{proposal.reason}</blockquote>
      <div className="actions">
        <input aria-label="审批意见" placeholder="审批意见（必填，会记入审计日志）" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        <button disabled={own || noReason || decide.isPending} onClick={() => decide.mutate('approve')}>
          批准
        </button>
        <button disabled={noReason || decide.isPending} onClick={() => decide.mutate('reject')}>
          {own ? '撤回' : '驳回'}
        </button>
        {own && <span className="hint">这是你提交的调整，需由另一位财务批准</span>}
      </div>
      {decide.error && (
        <p role="alert" className="console-error">
          {decide.error.message}
        </p>
      )}
    </article>
  );
}
