import type { VideoSourceDetail } from '@sport/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useConfigStore } from '../../../lib/config-store';
import { browserCan, pickSource } from '../lib/players/pick-source';
import { STREAM_DELAY_EVERY_MS, streamDelay } from '../lib/stream-delay';
import '../texts';

type State = 'loading' | 'ready' | 'unsupported' | 'failed';

/**
 * A live room's video. The player code (hls.js light, mpegts.js) is imported on demand from here, so it
 * never ships with the anchor list. Auto-play follows the app setting, muted as browsers require.
 * `onDelay` hears how far the picture is behind the match (stream-delay.ts), or null when the stream cannot tell.
 * `children` are laid over the picture (the bullet comments).
 */
export function LivePlayer({
  source,
  title,
  onDelay,
  children,
}: {
  source: VideoSourceDetail;
  title: string;
  onDelay?: (ms: number | null) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const delayRef = useRef(onDelay);
  delayRef.current = onDelay;
  const autoPlay = useConfigStore((s) => s.isAutoPlay);
  const [state, setState] = useState<State>('loading');
  const { m3u8, flv, rtmp } = source;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const chosen = pickSource({ m3u8, flv, rtmp }, browserCan(video));
    if (!chosen) {
      setState('unsupported');
      return;
    }
    setState('loading');
    let detach: (() => void) | null = null;
    let measuring: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const fail = () => setState('failed');
    import('../lib/players/attach-player')
      .then(({ attachPlayer }) => attachPlayer(video, chosen, fail))
      .then((playback) => {
        if (stopped) {
          playback.detach();
          return;
        }
        detach = () => playback.detach();
        setState('ready');
        // The picture's delay moves only when the player buffers or catches up: read it every couple of seconds.
        measuring = setInterval(() => delayRef.current?.(streamDelay(Date.now(), playback.playingAt())), STREAM_DELAY_EVERY_MS);
        if (useConfigStore.getState().isAutoPlay) {
          video.muted = true;
          // a refused auto-play leaves the controls for the user; nothing to report
          video.play().catch(() => undefined);
        }
      })
      .catch(fail);
    return () => {
      stopped = true;
      clearInterval(measuring);
      detach?.();
    };
  }, [m3u8, flv, rtmp]);

  return (
    <div className="live-player">
      <video
        ref={videoRef}
        className="live-video"
        aria-label={title}
        controls
        playsInline
        muted={autoPlay}
        autoPlay={autoPlay}
      />
      {children}
      {state === 'unsupported' || state === 'failed' ? (
        <p className="live-player-note" role="alert">
          {state === 'unsupported' ? t('anchorPages.videoUnsupported') : t('anchorPages.videoFailed')}
        </p>
      ) : null}
    </div>
  );
}
