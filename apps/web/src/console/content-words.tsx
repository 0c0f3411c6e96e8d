import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRoutes, type FilteredWordList } from '@sport/contract/console';
import { time } from './access';
import { consoleFetch } from './api';

const KEY = ['console', 'content', 'words'];

/** The word filter: the environment's words (shown, not removable here) and staff's, add and remove with a reason. */
export function WordsSection() {
  const queryClient = useQueryClient();
  const [word, setWord] = useState('');
  const list = useQuery({ queryKey: KEY, queryFn: () => consoleFetch(consoleRoutes.contentWords, {}) });
  const done = (data: FilteredWordList) => queryClient.setQueryData(KEY, data);
  const add = useMutation({
    mutationFn: () => consoleFetch(consoleRoutes.contentWordAdd, { word: word.trim() }),
    onSuccess: (data) => {
      done(data);
      setWord('');
    },
  });
  const remove = useMutation({
    mutationFn: (input: { word: string; reason: string }) => consoleFetch(consoleRoutes.contentWordRemove, input),
    onSuccess: done,
  });
  const askRemove = (w: string) => {
    const reason = window.prompt(`移除过滤词「${w}」的理由（必填）：`)?.trim();
    if (reason) remove.mutate({ word: w, reason });
  };
  const error = add.error ?? remove.error ?? list.error;
  return (
    <section>
      <h3>过滤词</h3>
      <p className="hint">评论、论坛和聊天中的过滤词会显示为 *。</p>
      <form
        aria-label="添加过滤词"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <input placeholder="新过滤词" value={word} maxLength={30} onChange={(e) => setWord(e.target.value)} />
        <button type="submit" disabled={!word.trim() || add.isPending}>
          添加
        </button>
      </form>
      {error && <p role="alert">{error.message}</p>}
      <ul aria-label="过滤词列表">
        {list.data?.list.map((w) => (
          <li key={`${w.source}:${w.word}`}>
            {w.word}
            {w.source === 'env' ? (
              <small>（服务器环境变量 FILTERED_WORDS，不在此管理）</small>
            ) : (
              <>
                <small>
                  （{w.addedBy} 于 {w.addedAt === null ? '' : time(w.addedAt)} 添加）
                </small>
                <button onClick={() => askRemove(w.word)}>移除</button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
