import { BET_PLATFORM_GAME_IDS, BET_PLATFORMS, betPlatformName, type BetPlatform } from '@sport/contract';
import { fileUrl } from '../../../lib/file-url';
import { useGameIcons } from '../api/get-game-icons';

const isBetPlatform = (code: string): code is BetPlatform => (BET_PLATFORMS as readonly string[]).includes(code);

/**
 * Where a bet was placed: the platform's icon and name from the gamebet config (SPEC §3 gameIconList); its
 * Chinese name from the contract while the config has not come or has no entry for it, never its code.
 */
export function PlatformLabel({ platform }: { platform: string }) {
  const icons = useGameIcons();
  const gameId = isBetPlatform(platform) ? BET_PLATFORM_GAME_IDS[platform] : undefined;
  const game = icons.data?.find((icon) => icon.gameId === gameId);
  if (!game) return <span className="rk-platform">{betPlatformName(platform)}</span>;
  return (
    <span className="rk-platform">
      {game.icon ? <img className="rk-platform-icon" src={fileUrl(game.icon)} alt="" width={16} height={16} /> : null}
      {game.name}
    </span>
  );
}
