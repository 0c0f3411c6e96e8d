import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, streamUrlProblem, type ConsoleHost, type ConsoleScheduleEntry } from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';
import { fieldError, formError, minuteToMs, msToMinute } from './host-fields';
import { MatchPicker } from './match-picker';

const FIELDS = ['matchId', 'startAt', 'streamUrl'] as const;

/** Schedules a stream: the match (found by a team's name, or by its id), when the stream starts and its address. */
function AddStream({ host }: { host: ConsoleHost }) {
  const queryClient = useQueryClient();
  const [matchId, setMatchId] = useState('');
  const [startAt, setStartAt] = useState('');
  const [streamUrl, setStreamUrl] = useState('');
  const urlProblem = streamUrl ? streamUrlProblem(streamUrl.trim()) : null;
  const add = useMutation({
    mutationFn: () =>
      consoleFetch(consoleRoutes.scheduleAdd, {
        hostId: host.id,
        matchId: Number(matchId),
        startAt: minuteToMs(startAt),
        streamUrl: streamUrl.trim(),
      }),
    onSuccess: () => {
      setMatchId('');
      setStreamUrl('');
      void queryClient.invalidateQueries({ queryKey: ['console', 'host-schedule', host.id] });
    },
  });
  const err = (field: string) => {
    const rule = fieldError(add.error, field) ?? (field === 'streamUrl' ? urlProblem : null);
    return rule && <span className="console-error">{rule}</span>;
  };
  const ready = /^\d+$/.test(matchId) && startAt !== '' && streamUrl !== '' && urlProblem === null;
  return (
    <form
      className="match-change"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <h3>排直播</h3>
      <MatchPicker
        onPick={(match) => {
          // the stream starts at kick-off unless the operator says otherwise
          setMatchId(String(match.id));
          setStartAt(msToMinute(match.kickoffAt));
        }}
      />
      <label>
        比赛ID <input inputMode="numeric" value={matchId} onChange={(e) => setMatchId(e.target.value.trim())} />
      </label>
      {err('matchId')}
      <label>
        开播时间（北京时间）{' '}
        <input type="datetime-local" value={startAt} onChange={(e) => setStartAt(e.target.value)} />
      </label>
      {err('startAt')}
      <label>
        直播地址{' '}
        <input
          value={streamUrl}
          placeholder="https://…/live.m3u8 或 .flv"
          onChange={(e) => setStreamUrl(e.target.value)}
        />
      </label>
      {err('streamUrl')}
      <div className="actions">
        <button type="submit" disabled={!ready || add.isPending}>
          添加排期
        </button>
      </div>
      {formError(add.error, FIELDS) && (
        <p className="console-error" role="alert">
          {formError(add.error, FIELDS)}
        </p>
      )}
    </form>
  );
}

/** One entry: a cancelled one stays listed with its reason; a live one can be cancelled with a reason. */
function EntryRow({ entry }: { entry: ConsoleScheduleEntry }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.scheduleCancel, { scheduleId: entry.id, reason: reason.trim() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'host-schedule', entry.hostId] }),
  });
  return (
    <tr>
      <td>
        {entry.matchName} <small className="hint">#{entry.matchId}</small>
      </td>
      <td>{time(entry.kickoffAt)}</td>
      <td>{entry.startAt === null ? '开赛前' : time(entry.startAt)}</td>
      <td>
        <code>{entry.streamUrl ?? '直播间默认流'}</code>
      </td>
      <td>
        {entry.cancelledAt !== null ? (
          <span>已取消：{entry.cancelReason}</span>
        ) : (
          <span className="actions">
            <input
              placeholder="取消理由（必填）"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
            <button disabled={!reason.trim() || cancel.isPending} onClick={() => cancel.mutate()}>
              取消排期
            </button>
          </span>
        )}
        {cancel.isError && <span className="console-error">{cancel.error.message}</span>}
      </td>
    </tr>
  );
}

/** The host's schedule, cancelled entries included, and a form to add a stream. */
export function HostSchedule({ host }: { host: ConsoleHost }) {
  const list = useQuery({
    queryKey: ['console', 'host-schedule', host.id],
    queryFn: () => consoleFetch(consoleRoutes.hostSchedule, { hostId: host.id }),
  });
  return (
    <div className="user-view">
      <h4>直播排期</h4>
      {list.isError && <p className="console-error">{list.error.message}</p>}
      {list.data && list.data.list.length === 0 && <p className="hint">暂无排期</p>}
      {list.data && list.data.list.length > 0 && (
        <div className="table-scroll">
          <table className="audit">
            <thead>
              <tr>
                <th>比赛</th>
                <th>开赛</th>
                <th>开播</th>
                <th>直播地址</th>
                <th>状态</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((e) => (
                <EntryRow key={e.id} entry={e} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddStream host={host} />
    </div>
  );
}
