import { POST_CONTENT_MAX, postContentProblem } from '@sport/contract';
import { useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useCreateReply } from '../api/create-reply';
import { postErrorText } from '../lib/post-error';
import '../../../components/ui/button.css';

/** Writes a reply to the thread; needs login. The posting rules are checked before sending, the server's refusal said under the box. */
export function ReplyBox({ threadId }: { threadId: number }) {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  const requireLogin = useRequireLogin();
  const create = useCreateReply(threadId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (!loggedIn) {
    return (
      <div className="forum-reply-box">
        <button type="button" className="ui-button" onClick={() => void requireLogin()}>
          {t('forum.loginToReply')}
        </button>
      </div>
    );
  }

  const send = () => {
    if (create.isPending) return;
    const invalid = postContentProblem(text);
    setProblem(invalid);
    if (invalid) return;
    create.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toastSuccess(t('forum.replied'));
      },
      onError: (error) => setProblem(postErrorText(error)),
    });
  };

  return (
    <form
      className="forum-reply-box"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        className="forum-input"
        aria-label={t('forum.replyLabel')}
        placeholder={t('forum.replyPlaceholder', { max: POST_CONTENT_MAX })}
        value={text}
        rows={2}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="ui-button forum-send" disabled={create.isPending}>
        {create.isPending ? t('forum.sending') : t('forum.send')}
      </button>
      {problem ? (
        <p className="forum-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
