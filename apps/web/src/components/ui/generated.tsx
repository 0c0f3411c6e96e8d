import { useTranslation } from '../../lib/i18n';
import './generated-texts';
import './generated.css';
import './simulated-note.css';

interface MaybeGenerated {
  generated: boolean;
}

/**
 * Which rows of a squad or roster to mark as made up by our generator: the generated ones of a squad that also
 * holds real players. A squad all generated (an NBA roster: the record we ship has no rosters) is said once, above.
 */
export function generatedMarks(players: readonly MaybeGenerated[]): (player: MaybeGenerated) => boolean {
  const all = players.length > 0 && players.every((p) => p.generated);
  return (player) => player.generated && !all;
}

/**
 * Above a squad, a roster (`of="squad"`) or a list of leaders (`of="list"`): that its players, or the marked ones,
 * are generated; nothing when all are real.
 */
export function GeneratedNote({ players, of }: { players: readonly MaybeGenerated[]; of: 'squad' | 'list' }) {
  const { t } = useTranslation();
  const generated = players.filter((p) => p.generated).length;
  if (generated === 0) return null;
  return (
    <p className="simulated-note">{t(generated === players.length ? `generated.${of}All` : 'generated.squadSome')}</p>
  );
}

/** After a generated player's name, in a squad that also holds real ones. */
export function GeneratedTag() {
  const { t } = useTranslation();
  return <span className="generated-tag">{t('generated.tag')}</span>;
}

/** Under a generated player's name on his page. */
export function GeneratedPlayerNote({ generated }: { generated: boolean }) {
  const { t } = useTranslation();
  return generated ? <p className="simulated-note">{t('generated.player')}</p> : null;
}
