import { HostLiveStatus, type Host } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { useHostLiveMatches } from '../api/get-host-live-match';
import { LiveRoom } from './live-room';
import { LoadError } from '../../../components/ui/load-error';

/** The live room tab: the match the host is streaming now, or a note that the host is off air. */
export function LiveTab({ host }: { host: Host }) {
  const { t } = useTranslation();
  const matches = useHostLiveMatches(host.hostId);
  if (matches.isPending) return <p className="anchor-empty">{t('common.loading')}</p>;
  if (matches.isError) return <LoadError error={matches.error} onRetry={() => void matches.refetch()} />;
  const live =
    host.liveStatus === HostLiveStatus.Live
      ? matches.data.find((m) => m.liveStatus === HostLiveStatus.Live && (m.videoSourceDetail.m3u8 || m.videoSourceDetail.flv))
      : undefined;
  if (!live) return <p className="anchor-empty">{t('anchor.offAir')}</p>;
  return <LiveRoom hostId={host.hostId} match={live} />;
}
