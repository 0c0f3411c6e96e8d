import { PlayerPage } from '../components/player-page';

/** SPEC §2 /nba/player/:id. */
export default function NbaPlayer() {
  return <PlayerPage />;
}
