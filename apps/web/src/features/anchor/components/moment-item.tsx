import { momentDateLabel, type HostMoment } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { fileUrl } from '../../../lib/file-url';
import { photoIds } from '../lib/photo-ids';
import { Avatar } from '../../../components/ui/avatar';
import '../texts';

interface Props {
  moment: HostMoment;
  now: number;
  onPhoto: (images: string[], index: number) => void;
  onLike: () => void;
}

/** One moment: who and when ('今天', MM.DD, or YYYY.MM.DD from another year), the text, its photos, and the like button (filled once liked). */
export function MomentItem({ moment, now, onPhoto, onLike }: Props) {
  const { t } = useTranslation();
  const photos = photoIds(moment.photos).map(fileUrl);
  const liked = moment.likedByMe === 1;
  return (
    <article className="moment" aria-label={moment.content || moment.nickName}>
      <header className="moment-head">
        <Avatar src={moment.headUrl} size={32} name={moment.nickName} />
        <span className="moment-author">{moment.nickName}</span>
        <time className="moment-date" dateTime={new Date(moment.createDate).toISOString()}>
          {momentDateLabel(moment.createDate, now)}
        </time>
      </header>
      {moment.content ? <p className="moment-text">{moment.content}</p> : null}
      {photos.length > 0 ? (
        <ul className="moment-photos">
          {photos.map((src, i) => (
            <li key={src}>
              <button type="button" className="moment-photo" onClick={() => onPhoto(photos, i)}>
                <img src={src} alt={t('anchorPages.photo', { index: i + 1 })} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className={liked ? 'moment-like is-liked' : 'moment-like'}
        onClick={onLike}
        // the count is in the name too: a name must hold what the button shows (WCAG 2.5.3, label in name)
        aria-label={`${t('anchorPages.like')} ${moment.likedCount}`}
        aria-pressed={liked}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> <span data-testid="like-count">{moment.likedCount}</span>
      </button>
    </article>
  );
}
