import type { MatchDetail } from '@sport/contract';
import { fileUrl } from '../../../lib/file-url';
import { useTranslation } from '../../../lib/i18n';
import { scoreNotes } from '../../../lib/score-notes';
import { competitionText, isFootball, kickoffText, scoreText, statusText } from './match-status';

function Crest({ logo }: { logo: string }) {
  return logo ? (
    <img className="match-crest" src={fileUrl(logo)} alt="" width={48} height={48} />
  ) : (
    <span className="match-crest" />
  );
}

/** Both teams with their crests around the score, the status and minute, the competition and the kick-off. */
export function MatchHeader({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const { header } = detail;
  // half time, extra time and penalties: a football match's; a basketball game's periods are its box score
  const notes = isFootball(header) ? scoreNotes(header) : [];
  return (
    <header className="match-header">
      <p className="match-competition">{competitionText(header)}</p>
      <div className="match-teams">
        <div className="match-side">
          <Crest logo={header.homeLogo} />
          <h2 className="match-team-name">{header.homeName}</h2>
        </div>
        <div className="match-centre">
          <p className="match-big-score" data-testid="match-detail-score">
            {scoreText(header)}
          </p>
          <p className="match-detail-status" data-testid="match-detail-status">
            {statusText(header)}
          </p>
          {notes.length > 0 ? <p className="match-notes">{notes.join(' · ')}</p> : null}
        </div>
        <div className="match-side">
          <Crest logo={header.awayLogo} />
          <h2 className="match-team-name">{header.awayName}</h2>
        </div>
      </div>
      <p className="match-kickoff">{t('match.kickoff', { date: kickoffText(header) })}</p>
      {detail.resultSource === 'simulation' ? <p className="match-simulated">{t('match.simulated')}</p> : null}
    </header>
  );
}
