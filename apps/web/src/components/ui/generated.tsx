import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import './generated-texts';
import './simulated-note.css';

interface MaybeGenerated {
  generated: boolean;
}

/**
 * The mark after a player's name in a squad, roster or list (GeneratedNote above it says what it means): the
 * generated ones of a list that also holds real players. A list all generated (an NBA roster: the record we ship
 * has no rosters) is said once, above, and no row is marked.
 */
export function generatedMarks(players: readonly MaybeGenerated[]): (player: MaybeGenerated) => ReactNode {
  const all = players.length > 0 && players.every((p) => p.generated);
  return (player) => (player.generated && !all ? <GeneratedTag /> : null);
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

function GeneratedTag() {
  const { t } = useTranslation();
  return <span className="generated-tag">{t('generated.tag')}</span>;
}

/** Under a generated player's name on his page. */
export function GeneratedPlayerNote({ generated }: { generated: boolean }) {
  const { t } = useTranslation();
  return generated ? <p className="simulated-note">{t('generated.player')}</p> : null;
}
