import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { consoleRoutes, type ConsoleMatch } from '@sport/contract/console';
import { kickoffTbdNote, time } from './access';
import { consoleFetch } from './api';

const SHOWN = 8;

/**
 * Finds a match to schedule a stream on: by a team's name, kick-off nearest to now first (the 赛事 search, which
 * 运营 may read but not change). Picking one hands it to the form.
 */
export function MatchPicker({ onPick }: { onPick: (match: ConsoleMatch) => void }) {
  const [typed, setTyped] = useState('');
  const [team, setTeam] = useState('');
  const found = useQuery({
    queryKey: ['console', 'match-picker', team],
    queryFn: () => consoleFetch(consoleRoutes.matchesSearch, { team, size: SHOWN }),
    enabled: team !== '',
  });
  return (
    <div className="match-picker">
      <label>
        找比赛{' '}
        <input
          value={typed}
          placeholder="球队名"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            setTeam(typed.trim());
          }}
        />
      </label>
      <button type="button" disabled={typed.trim() === ''} onClick={() => setTeam(typed.trim())}>
        搜索
      </button>
      {found.isError && (
        <p className="console-error" role="alert">
          {found.error.message}
        </p>
      )}
      {found.data?.list.length === 0 && <p className="hint">没有找到“{team}”的比赛</p>}
      {found.data && found.data.list.length > 0 && (
        <ul aria-label="找到的比赛">
          {found.data.list.map((m) => (
            <li key={m.id}>
              {m.competitionName} {m.homeName ?? '待定'} VS {m.awayName ?? '待定'} · {m.state.statusName} · {time(m.kickoffAt)}
              {kickoffTbdNote(m)}{' '}
              <small className="hint">#{m.id}</small>{' '}
              <button type="button" onClick={() => onPick(m)}>
                选择
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
