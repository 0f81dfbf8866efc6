import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import type { MessageKey } from '../../../i18n/catalogue.js';
import type { VideoCallControls } from '../../../live/useVideoCall.js';
import type { VideoState } from '../../../live/videoCall.js';
import { Button } from '../../../primitives/Button.js';
import { Icon } from '../../../primitives/Icon.js';

export interface VideoPanelProps {
  /** The call (useVideoCall). */
  call: VideoCallControls;
  /** The other party's name. */
  otherName: string;
  /** The other party is in the room (not necessarily on camera). */
  otherPresent: boolean;
}

/** A <video> showing a stream, which React cannot set as an attribute. */
function StreamVideo({
  stream,
  label,
  muted,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  muted: boolean;
  className: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      className={className}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      hidden={!stream}
    />
  );
}

const ACTIVE = new Set<VideoState>(['waiting', 'connecting', 'connected', 'reconnecting']);

const NOTICE: Partial<Record<VideoState, MessageKey>> = {
  starting: 'video.starting',
  denied: 'video.denied',
  unavailable: 'video.unavailable',
  connecting: 'video.connecting',
  reconnecting: 'video.reconnecting',
};

/**
 * The room's video call (part 2 §2.3, made real: DESIGN §6): the other party large, yourself small, with
 * mute and camera-off toggles and a clear word for every state — waiting for the other party, camera or
 * microphone blocked, none found, connecting, connection lost and reconnecting.
 */
export function VideoPanel({ call, otherName, otherPresent }: VideoPanelProps) {
  const t = useT();
  const titleId = useId();
  // The camera is on from the moment the browser gave it until the call is left.
  const on = ACTIVE.has(call.state);

  let notice: string | null;
  if (!call.available && !on) notice = t('video.offline');
  else if (call.state === 'idle')
    notice = call.remoteReady ? t('video.remoteReady', { name: otherName }) : t('video.idle');
  else if (call.state === 'waiting')
    notice = t(otherPresent ? 'video.waitingPresent' : 'video.waiting', { name: otherName });
  else
    notice = NOTICE[call.state] ? t(NOTICE[call.state] as MessageKey, { name: otherName }) : null;
  const canStart =
    call.available &&
    (call.state === 'idle' || call.state === 'denied' || call.state === 'unavailable');

  return (
    <section className="eb-card eb-video" aria-labelledby={titleId}>
      <h2 id={titleId} className="eb-subheading">
        {t('video.title')}
      </h2>
      <div className={`eb-video__stage eb-video__stage--${call.state}`}>
        <StreamVideo
          stream={call.remoteStream}
          label={t('video.them', { name: otherName })}
          muted={false}
          className="eb-video__remote"
        />
        <StreamVideo
          stream={call.localStream}
          label={t('video.you')}
          muted
          className="eb-video__local"
        />
        <p
          className={`eb-video__notice${call.state === 'denied' || call.state === 'unavailable' ? ' eb-video__notice--problem' : ''}`}
          role="status"
          aria-live="polite"
        >
          {notice}
        </p>
      </div>
      <div className="eb-video__controls">
        {canStart ? (
          <Button onClick={call.start}>
            <Icon name="video" />
            {call.state === 'idle' ? t('video.start') : t('video.tryAgain')}
          </Button>
        ) : null}
        {on ? (
          <>
            <Button
              variant="secondary"
              iconOnly
              aria-label={call.muted ? t('video.unmute') : t('video.mute')}
              aria-pressed={call.muted}
              onClick={call.toggleMute}
            >
              <Icon name={call.muted ? 'micOff' : 'mic'} />
            </Button>
            <Button
              variant="secondary"
              iconOnly
              aria-label={call.cameraOff ? t('video.cameraOn') : t('video.cameraOff')}
              aria-pressed={call.cameraOff}
              onClick={call.toggleCamera}
            >
              <Icon name={call.cameraOff ? 'videoOff' : 'video'} />
            </Button>
            <Button variant="danger" iconOnly aria-label={t('video.leave')} onClick={call.hangUp}>
              <Icon name="phoneOff" />
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
