import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleRoutes,
  THRESHOLD_BOUNDS,
  THRESHOLD_KEYS,
  type CommonConfigView,
  type ThresholdsView,
} from '@sport/contract/console';
import { consoleFetch } from './api';

/** The jump games by the names operators know (SPEC §9). */
const JUMP_GAMES: { id: CommonConfigView['stSportJumpGame']; name: string }[] = [
  { id: 34, name: '盛泰 ST（34）' },
  { id: 3, name: '星际 XJ（3）' },
  { id: 29, name: 'BTI（29）' },
  { id: 164, name: '新盛泰（164）' },
  { id: 100, name: '娱乐（100）' },
];

function ConfigForm({ current }: { current: CommonConfigView }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(current);
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.contentConfigSet, { ...value, reason: reason.trim() }),
    onSuccess: (data) => {
      queryClient.setQueryData(['console', 'content', 'config'], data);
      setReason('');
    },
  });
  return (
    <form
      aria-label="通用配置"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <label>
        跳转游戏
        <select
          value={value.stSportJumpGame}
          onChange={(e) =>
            setValue({ ...value, stSportJumpGame: Number(e.target.value) as CommonConfigView['stSportJumpGame'] })
          }
        >
          {JUMP_GAMES.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        体育页路径
        <input value={value.stSportPath} onChange={(e) => setValue({ ...value, stSportPath: e.target.value })} />
      </label>
      <input placeholder="备注（可选）" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <button type="submit" disabled={save.isPending}>
        保存配置
      </button>
      {save.isSuccess && <span role="status">已保存，所有节点立即生效</span>}
      {save.isError && <p role="alert">{save.error.message}</p>}
    </form>
  );
}

function ThresholdsForm({ current }: { current: ThresholdsView }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Record<string, string>>(
    Object.fromEntries(THRESHOLD_KEYS.map((k) => [k, String(current[k])])),
  );
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: () => {
      const numbers = Object.fromEntries(THRESHOLD_KEYS.map((k) => [k, Number(value[k])])) as ThresholdsView;
      return consoleFetch(consoleRoutes.contentThresholdsSet, { ...numbers, reason: reason.trim() });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(['console', 'content', 'thresholds'], data);
      setReason('');
    },
  });
  return (
    <form
      aria-label="阈值"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {THRESHOLD_KEYS.map((k) => {
        const { min, max, name } = THRESHOLD_BOUNDS[k];
        return (
          <label key={k}>
            {name}
            <input
              type="number"
              min={min}
              max={max}
              value={value[k]}
              onChange={(e) => setValue({ ...value, [k]: e.target.value })}
            />
            <small>
              （{min}~{max}）
            </small>
          </label>
        );
      })}
      <input placeholder="备注（可选）" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <button type="submit" disabled={save.isPending}>
        保存阈值
      </button>
      {save.isSuccess && <span role="status">已保存，所有节点立即生效</span>}
      {save.isError && <p role="alert">{save.error.message}</p>}
    </form>
  );
}

/** The common config the fans' app reads, and the thresholds comments, the forum and chat apply. */
export function SettingsSection() {
  const config = useQuery({
    queryKey: ['console', 'content', 'config'],
    queryFn: () => consoleFetch(consoleRoutes.contentConfig, {}),
  });
  const thresholds = useQuery({
    queryKey: ['console', 'content', 'thresholds'],
    queryFn: () => consoleFetch(consoleRoutes.contentThresholds, {}),
  });
  return (
    <section>
      <h3>通用配置</h3>
      {config.data && <ConfigForm current={config.data} />}
      {config.isError && <p role="alert">{config.error.message}</p>}
      <h3>阈值</h3>
      {thresholds.data && <ThresholdsForm current={thresholds.data} />}
      {thresholds.isError && <p role="alert">{thresholds.error.message}</p>}
    </section>
  );
}
