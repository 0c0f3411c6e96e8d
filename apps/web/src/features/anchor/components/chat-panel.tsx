import {
  CHAT_CONTENT_MAX,
  chatChannel,
  chatContentProblem,
  hourMinute,
  postLength,
  type ChatMessage,
} from '@sport/contract';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ReportReasonsSheet } from '../../../components/ui/report-reasons-sheet';
import { useAuthStore, useIsMe } from '../../../lib/auth-store';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/i18n';
import { useSocketStore } from '../../../lib/socket-store';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useChatHistory } from '../api/get-chat-history';
import { useReportReasons } from '../api/get-report-reasons';
import { useReportChat } from '../api/report-chat';
import { useSendChat } from '../api/send-chat';
import { mergeLines, useChatLive } from '../lib/chat-live';
import '../texts';

function ChatLine({ line, dropped, onReport }: { line: ChatMessage; dropped?: boolean; onReport?: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={dropped ? 'chat-line chat-line-dropped' : 'chat-line'} data-testid="chat-line">
      <span className="chat-meta">
        {line.level > 0 ? <span className="chat-level">V{line.level}</span> : null}
        <span className="chat-name">{line.nickName}</span>
        <time className="chat-time" dateTime={new Date(line.createDate).toISOString()}>
          {hourMinute(line.createDate)}
        </time>
      </span>
      <span className="chat-content">{line.content}</span>
      {dropped ? <span className="chat-dropped">{t('anchorPages.chatDropped')}</span> : null}
      {onReport ? (
        <button
          type="button"
          className="chat-report"
          aria-label={t('anchorPages.chatReportOf', { name: line.nickName })}
          onClick={onReport}
        >
          {t('anchorPages.chatReport')}
        </button>
      ) : null}
    </li>
  );
}

function ReportLine({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportChat();
  return (
    <ReportReasonsSheet
      title={t('anchorPages.chatReportTitle')}
      reasons={useReportReasons()}
      pending={report.isPending}
      onPick={(cateId) => report.mutate({ messageId, cateId }, { onSuccess: onClose, onError: onClose })}
      onClose={onClose}
    />
  );
}

/**
 * The room's chat (issue 28): the last 50 lines, older ones when scrolled to the top, new ones live from the room's
 * pushes, and the input with the chat rules (a visitor is asked to log in; a refusal shows the server's reason).
 * Lines are never held back like the score is (the spoiler switch holds the score only).
 */
export function ChatPanel({ hostId }: { hostId: number }) {
  const { t } = useTranslation();
  const history = useChatHistory(hostId);
  const live = useChatLive(hostId);
  // The history may be read before the server holds the room's channel: a line sent in between reaches neither
  // (nothing is replayed). Once the channel is held, the history is read again; lines merge by id.
  const held = useSocketStore((s) =>
    s.subscribeList.some((entry) => entry.channelName === chatChannel(hostId) && entry.isSubscribed),
  );
  const { refetch } = history;
  useEffect(() => {
    if (held) void refetch();
  }, [held, refetch]);
  const loggedIn = useAuthStore((s) => s.token !== null);
  const isMe = useIsMe();
  const requireLogin = useRequireLogin();
  const [dropped, setDropped] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const send = useSendChat(hostId, (line) => setDropped((old) => [...old, line].slice(-5)));
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const heightBefore = useRef<number | null>(null);

  // Pages come newest first; each holds its lines oldest first.
  const pages = (history.data?.pages ?? []).map((page) => page.list);
  const lines = mergeLines(pages, live);

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (heightBefore.current !== null) {
      // Older lines were put above: keep the line that was at the top where it was.
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [lines.length, dropped.length]);

  const loadOlder = () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    heightBefore.current = list.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };
  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
    if (el.scrollTop === 0) loadOlder();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = chatContentProblem(draft);
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(null);
    stick.current = true;
    send.mutate(draft, {
      onSuccess: () => setDraft(''),
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <section className="chat-panel" aria-label={t('anchorPages.chatTitle')}>
      <h2 className="chat-title">{t('anchorPages.chatTitle')}</h2>
      <ol className="chat-lines" ref={list} onScroll={onScroll} aria-live="polite">
        {history.hasNextPage ? (
          <li className="chat-older">
            <button type="button" onClick={loadOlder} disabled={history.isFetchingNextPage}>
              {t('anchorPages.chatOlder')}
            </button>
          </li>
        ) : null}
        {history.isPending ? <li className="chat-empty">{t('anchorPages.chatLoading')}</li> : null}
        {history.isError && !history.data ? (
          <li className="chat-empty">
            {t('anchorPages.chatFailed')}{' '}
            <button type="button" onClick={() => void history.refetch()}>
              {t('anchorPages.chatRetry')}
            </button>
          </li>
        ) : null}
        {history.isSuccess && lines.length === 0 && dropped.length === 0 ? (
          <li className="chat-empty">{t('anchorPages.chatEmpty')}</li>
        ) : null}
        {lines.map((line) => (
          <ChatLine
            key={line.id}
            line={line}
            onReport={loggedIn && !isMe(line.userId) ? () => setReporting(line.id) : undefined}
          />
        ))}
        {dropped.map((line, i) => (
          <ChatLine key={`dropped-${line.createDate}-${i}`} line={line} dropped />
        ))}
      </ol>
      {loggedIn ? (
        <form className="chat-input" onSubmit={submit}>
          <input
            type="text"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            placeholder={t('anchorPages.chatPlaceholder')}
            aria-label={t('anchorPages.chatPlaceholder')}
            enterKeyHint="send"
          />
          <span className="chat-count" aria-hidden>
            {postLength(draft)}/{CHAT_CONTENT_MAX}
          </span>
          <button type="submit" disabled={send.isPending || draft.trim() === ''}>
            {t('anchorPages.chatSend')}
          </button>
        </form>
      ) : (
        <button type="button" className="chat-login" onClick={() => void requireLogin()}>
          {t('anchorPages.chatLogin')}
        </button>
      )}
      {problem ? (
        <p className="chat-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {reporting !== null ? <ReportLine messageId={reporting} onClose={() => setReporting(null)} /> : null}
    </section>
  );
}
