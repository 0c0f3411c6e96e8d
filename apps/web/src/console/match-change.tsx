import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOAL_DISALLOWED_REASON_LABEL, GOAL_DISALLOWED_REASONS, SportId, type GoalDisallowedReason } from '@sport/contract';
import {
  consoleRoutes,
  type ConsoleMatch,
  type ConsoleMatchChange,
  type ConsoleMatchEffect,
  type ConsoleMatchState,
} from '@sport/contract/console';
import { consoleFetch } from './api';

type Kind = ConsoleMatchChange['kind'];
const KIND_NAMES: Record<Kind, string> = {
  setScore: '更正比分',
  disallowGoal: '判进球无效',
  changeScorer: '更正进球球员',
  postpone: '推迟比赛',
  cancel: '取消比赛',
};

const scoreText = (s: ConsoleMatchState): string =>
  s.homeScore === null || s.awayScore === null ? '-' : `${s.homeScore}-${s.awayScore}`;
const whole = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The change the form describes, or null while a number in it is missing. */
function changeOf(
  kind: Kind,
  fields: { home: string; away: string; seq: string; playerId: string; reason: GoalDisallowedReason },
): ConsoleMatchChange | null {
  const [home, away, seq, playerId] = [
    whole(fields.home),
    whole(fields.away),
    whole(fields.seq),
    whole(fields.playerId),
  ];
  switch (kind) {
    case 'setScore':
      return Number.isNaN(home) || Number.isNaN(away) ? null : { kind, home, away };
    case 'disallowGoal':
      return Number.isNaN(seq) ? null : { kind, seq, reason: fields.reason };
    case 'changeScorer':
      return Number.isNaN(seq) || Number.isNaN(playerId) ? null : { kind, seq, playerId };
    case 'postpone':
    case 'cancel':
      return { kind };
  }
}

/** What the change moves, as the staff member reads it before confirming. */
function EffectView({ effect }: { effect: ConsoleMatchEffect }) {
  if (!effect.changed) return <p className="console-done">比赛已是这个状态：不会有任何变动</p>;
  return (
    <ul className="match-effect" aria-label="影响预览">
      <li>
        比分 {scoreText(effect.before)} → {scoreText(effect.after)}，状态 {effect.before.statusName} →{' '}
        {effect.after.statusName}
      </li>
      <li>
        重新结算的方案：{effect.tips} 个，退款变动的购买：{effect.buyers} 笔
      </li>
      <li>退给买家的金币：{effect.refundGold}</li>
      <li>从买家收回的金币：{effect.reversalGold}（最多；已花掉的不再追回）</li>
      <li>重新结算的用户投注：{effect.bets} 单</li>
    </ul>
  );
}

/** A change to one match: pick it, see its effect, give a reason, confirm. */
export function MatchChange({ match, onClose }: { match: ConsoleMatch; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('setScore');
  const [fields, setFields] = useState({
    home: String(match.state.homeScore ?? ''),
    away: String(match.state.awayScore ?? ''),
    seq: '',
    playerId: '',
    reason: 'VAR' as GoalDisallowedReason,
  });
  const [why, setWhy] = useState('');
  const change = changeOf(kind, fields);
  // An NBA game has no events to correct: its final score (the quarters follow it on the server), or postponed or
  // cancelled as a football match is.
  const basketball = match.sportId === SportId.Basketball;
  const kinds: Kind[] = basketball ? ['setScore', 'postpone', 'cancel'] : (Object.keys(KIND_NAMES) as Kind[]);
  const preview = useMutation({
    mutationFn: (c: ConsoleMatchChange) => consoleFetch(consoleRoutes.matchesPreview, { matchId: match.id, change: c }),
  });
  const apply = useMutation({
    mutationFn: (c: ConsoleMatchChange) =>
      consoleFetch(consoleRoutes.matchesApply, { matchId: match.id, change: c, reason: why.trim() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
  // Any edit makes the preview stale: the staff member confirms only what they have seen.
  const edit = (next: Partial<typeof fields>) => {
    setFields({ ...fields, ...next });
    preview.reset();
  };
  const pick = (next: Kind) => {
    setKind(next);
    preview.reset();
  };
  const field = (label: string, key: 'home' | 'away' | 'seq' | 'playerId') => (
    <label>
      {label}
      <input
        inputMode="numeric"
        aria-label={label}
        value={fields[key]}
        onChange={(e) => edit({ [key]: e.target.value })}
      />
    </label>
  );

  return (
    <section className="match-change" aria-label="处理比赛">
      <h3>
        {match.homeName ?? '待定'} vs {match.awayName ?? '待定'}（{match.competitionName}，当前 {scoreText(match.state)}{' '}
        {match.state.statusName}）<button onClick={onClose}>关闭</button>
      </h3>
      <div className="actions" role="radiogroup" aria-label="操作">
        {kinds.map((k) => (
          <label key={k}>
            <input type="radio" name="kind" checked={kind === k} onChange={() => pick(k)} />
            {KIND_NAMES[k]}
          </label>
        ))}
      </div>
      <div className="actions">
        {kind === 'setScore' && (
          <>
            {field('主队比分', 'home')}
            {field('客队比分', 'away')}
            {basketball && <span className="hint">篮球比赛更正最终比分，各节比分随之调整（差值计入最后一节）</span>}
          </>
        )}
        {(kind === 'disallowGoal' || kind === 'changeScorer') && field('事件序号', 'seq')}
        {kind === 'disallowGoal' && (
          <select
            aria-label="无效原因"
            value={fields.reason}
            onChange={(e) => edit({ reason: e.target.value as GoalDisallowedReason })}
          >
            {GOAL_DISALLOWED_REASONS.map((r) => (
              <option key={r} value={r}>
                {GOAL_DISALLOWED_REASON_LABEL[r]}
              </option>
            ))}
          </select>
        )}
        {kind === 'changeScorer' && field('进球球员 ID', 'playerId')}
        <button disabled={!change || preview.isPending} onClick={() => change && preview.mutate(change)}>
          预览影响
        </button>
      </div>
      {preview.data && <EffectView effect={preview.data} />}
      {preview.data?.changed && !apply.isSuccess && (
        <div className="actions">
          <input
            aria-label="操作理由"
            placeholder="操作理由（必填，会记入审计日志）"
            value={why}
            maxLength={500}
            onChange={(e) => setWhy(e.target.value)}
          />
          <button
            disabled={!change || why.trim() === '' || apply.isPending}
            onClick={() => change && apply.mutate(change)}
          >
            确认{KIND_NAMES[kind]}
          </button>
        </div>
      )}
      {apply.data && (
        <p className="console-done">
          已执行：{apply.data.tips} 个方案重新结算，退回 {apply.data.refundGold} 金币，收回最多{' '}
          {apply.data.reversalGold} 金币
        </p>
      )}
      {(preview.error ?? apply.error) && (
        <p role="alert" className="console-error">
          {(preview.error ?? apply.error)?.message}
        </p>
      )}
    </section>
  );
}
