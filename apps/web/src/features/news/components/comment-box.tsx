import { Code, evaluateCommentGate, postContentProblem, POST_CONTENT_MAX } from '@sport/contract';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useCommentRule } from '../api/get-comment-rule';
import { usePublishComment } from '../api/publish-comment';
import '../../../components/ui/button.css';

export interface ReplyTarget {
  id: number;
  name: string;
}

/**
 * Writes a comment, or a reply to `replyTo`. Needs login; the comment rule (SPEC §5) is checked before the box
 * opens and again by the server, and whatever refuses a post is said under the box in the rule's own words.
 */
export function CommentBox({
  messageId,
  replyTo,
  onCancelReply,
}: {
  messageId: number;
  replyTo: ReplyTarget | null;
  onCancelReply: () => void;
}) {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  const requireLogin = useRequireLogin();
  const rule = useCommentRule();
  const publish = usePublishComment(messageId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  // a tap on 回复 brings the box to the finger
  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);
  const gate = rule.data ? evaluateCommentGate(rule.data) : null;
  const refused = gate !== null && !gate.allowed;

  const send = async () => {
    if (publish.isPending) return;
    if (!(await requireLogin())) return;
    const invalid = postContentProblem(text);
    setProblem(invalid);
    if (invalid) return;
    publish.mutate(
      { content: text.trim(), parentId: replyTo?.id },
      {
        onSuccess: () => {
          setText('');
          onCancelReply();
        },
        onError: (error) => {
          // a gate refusal (403) shows the reloaded rule's reasons; anything else says what went wrong
          if (error instanceof ApiError && error.code === Code.Forbidden) setProblem(null);
          else if (error instanceof ApiError && error.code === Code.TooMany) setProblem(t('news.tooFast'));
          else setProblem(errorText(error));
        },
      },
    );
  };

  if (!loggedIn) {
    return (
      <div className="comment-box">
        <button type="button" className="comment-login" onClick={() => void requireLogin()}>
          {t('news.loginToComment')}
        </button>
      </div>
    );
  }

  return (
    <form
      className="comment-box"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {replyTo ? (
        <p className="comment-replying">
          {t('news.replyingTo', { name: replyTo.name })}
          <button type="button" className="comment-action" onClick={onCancelReply}>
            {t('common.cancel')}
          </button>
        </p>
      ) : null}
      <textarea
        ref={input}
        className="comment-input"
        aria-label={replyTo ? t('news.replyingTo', { name: replyTo.name }) : t('news.writeComment')}
        placeholder={t('news.commentPlaceholder', { max: POST_CONTENT_MAX })}
        value={text}
        disabled={refused}
        rows={2}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="ui-button comment-send" disabled={refused || publish.isPending}>
        {publish.isPending ? t('news.sending') : t('news.send')}
      </button>
      {refused ? (
        <ul className="comment-refused" role="alert" aria-label={t('news.cannotComment')}>
          {gate.reasons.map((reason) => (
            <li key={reason.kind}>{reason.text}</li>
          ))}
        </ul>
      ) : null}
      {/* the top-up and the VIP level that follows it: the gold page says how gold is topped up */}
      {refused && gate.reasons.some((reason) => reason.kind === 'recharge' || reason.kind === 'vip') ? (
        <Link className="comment-gold-link" to="/gold-document">
          {t('news.howToTopUp')}
        </Link>
      ) : null}
      {problem ? (
        <p className="comment-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
