import { FORUM_TITLE_MAX, FORUM_TITLE_MIN, POST_CONTENT_MAX, postContentProblem } from '@sport/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { useAuthStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useCreateThread } from '../api/create-thread';
import { useBoards } from '../api/get-boards';
import { PhotoPicker } from '../components/photo-picker';
import { postErrorText } from '../lib/post-error';
import { titleProblem } from '../lib/title-problem';
import { usePhotoUploads } from '../lib/use-photo-uploads';
import '../../../components/ui/button.css';
import '../texts';
import '../forum.css';

function ComposeForm({
  boardIds,
  boardName,
  initialBoard,
}: {
  boardIds: number[];
  boardName: (id: number) => string;
  initialBoard: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateThread();
  const uploads = usePhotoUploads();
  const [boardId, setBoardId] = useState(initialBoard);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const publish = () => {
    if (create.isPending) return;
    const invalid =
      titleProblem(title) ??
      postContentProblem(body) ??
      (uploads.photos.some((photo) => photo.state !== 'done') ? t('forum.waitUploads') : null);
    setProblem(invalid);
    if (invalid) return;
    const photoIds = uploads.photos.flatMap((photo) => (photo.id ? [photo.id] : []));
    create.mutate(
      { boardId, title: title.trim(), body: body.trim(), ...(photoIds.length > 0 ? { photoIds } : {}) },
      {
        onSuccess: (thread) => {
          toastSuccess(t('forum.posted'));
          uploads.clear();
          void navigate(`/forum/thread/${thread.id}`, { replace: true });
        },
        onError: (error) => setProblem(postErrorText(error)),
      },
    );
  };

  return (
    <form
      className="forum-compose"
      onSubmit={(event) => {
        event.preventDefault();
        publish();
      }}
    >
      <div className="forum-chips" role="radiogroup" aria-label={t('forum.board')}>
        {boardIds.map((id) => (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={id === boardId}
            className={id === boardId ? 'forum-chip active' : 'forum-chip'}
            onClick={() => setBoardId(id)}
          >
            {boardName(id)}
          </button>
        ))}
      </div>
      <input
        className="forum-input forum-title-input"
        aria-label={t('forum.titleLabel')}
        placeholder={t('forum.titlePlaceholder', { min: FORUM_TITLE_MIN, max: FORUM_TITLE_MAX })}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <textarea
        className="forum-input forum-body-input"
        aria-label={t('forum.bodyLabel')}
        placeholder={t('forum.bodyPlaceholder', { max: POST_CONTENT_MAX })}
        value={body}
        rows={6}
        onChange={(event) => setBody(event.target.value)}
      />
      <PhotoPicker
        photos={uploads.photos}
        problem={uploads.problem}
        onAdd={uploads.add}
        onRemove={uploads.remove}
        onRetry={uploads.retry}
      />
      {problem ? (
        <p className="forum-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="ui-button forum-publish" disabled={create.isPending}>
        {create.isPending ? t('forum.publishing') : t('forum.publish')}
      </button>
    </form>
  );
}

/** /forum/compose — a new thread: board, title, body and up to nine photos; needs login. `?board=` picks the board. */
export default function ForumComposePage() {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  const requireLogin = useRequireLogin();
  const boards = useBoards();
  const [search] = useSearchParams();
  const asked = Number(search.get('board'));
  return (
    <PageFrame title={t('forum.composeTitle')}>
      {loggedIn ? (
        <QueryView query={boards}>
          {(list) => (
            <ComposeForm
              boardIds={list.map((board) => board.id)}
              boardName={(id) => list.find((board) => board.id === id)?.name ?? ''}
              initialBoard={list.some((board) => board.id === asked) ? asked : (list[0]?.id ?? 0)}
            />
          )}
        </QueryView>
      ) : (
        <div className="forum-reply-box">
          <button type="button" className="ui-button" onClick={() => void requireLogin()}>
            {t('forum.loginToPost')}
          </button>
        </div>
      )}
    </PageFrame>
  );
}
