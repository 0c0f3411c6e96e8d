import { HostLiveStatus, type Host } from '@sport/contract';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useHostLiveMatches } from '../api/get-host-live-match';
import { ChatPanel } from './chat-panel';
import { LiveRoom } from './live-room';
import '../texts';

/**
 * The live room tab: the match the host is streaming now, or a note that the host is off air, and the room's chat
 * under it either way (fans talk before and after the stream too).
 */
export function LiveTab({ host }: { host: Host }) {
  return (
    <>
      <LiveMatch host={host} />
      <ChatPanel hostId={host.hostId} />
    </>
  );
}

function LiveMatch({ host }: { host: Host }) {
  const { t } = useTranslation();
  const matches = useHostLiveMatches(host.hostId);
  return (
    <QueryView query={matches}>
      {(list) => {
        const live =
          host.liveStatus === HostLiveStatus.Live
            ? list.find(
                (m) => m.liveStatus === HostLiveStatus.Live && (m.videoSourceDetail.m3u8 || m.videoSourceDetail.flv),
              )
            : undefined;
        return live ? (
          <LiveRoom hostId={host.hostId} match={live} />
        ) : (
          <p className="anchor-empty">{t('anchorPages.offAir')}</p>
        );
      }}
    </QueryView>
  );
}
