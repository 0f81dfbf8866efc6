import type { LiveJoined } from '@expertbridge/sdk/live';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLive } from './LiveProvider.js';
import { VideoCall, type VideoCallOptions, type VideoSnapshot } from './videoCall.js';

const IDLE: VideoSnapshot = {
  state: 'idle',
  localStream: null,
  remoteStream: null,
  muted: false,
  cameraOff: false,
  remoteReady: false,
};

/** The browser's media and WebRTC, replaceable where there is none (tests). */
export type MediaEnvironment = Pick<VideoCallOptions, 'getUserMedia' | 'createPeer'>;

/** A video call and its controls, as the room's VideoPanel uses it. */
export interface VideoCallControls extends VideoSnapshot {
  /** The call can be started: the room is joined over the live connection, as a party. */
  available: boolean;
  start: () => void;
  hangUp: () => void;
  toggleMute: () => void;
  toggleCamera: () => void;
}

/**
 * A peer-to-peer video call with the other party of a joined consultation (`joined` is the chat's answer
 * to `join`; null while the live connection is down). The expert calls, the client answers. The call
 * survives a dropped live connection: after the room is joined again it starts the handshake over.
 */
export function useVideoCall(
  consultationId: string,
  joined: LiveJoined | null,
  media: MediaEnvironment = {},
): VideoCallControls {
  const { transport } = useLive();
  const [snapshot, setSnapshot] = useState<VideoSnapshot>(IDLE);
  const call = useRef<VideoCall | null>(null);
  // The role outlives a dropped connection (joined goes null meanwhile), and so does the call.
  const [role, setRole] = useState(joined?.role);
  if (joined && joined.role !== role) setRole(joined.role);
  const party = role === 'client' || role === 'expert';
  const iceServers = useRef(joined?.iceServers ?? []);
  useEffect(() => {
    if (joined) iceServers.current = joined.iceServers;
  }, [joined]);
  const mediaRef = useRef(media);

  useEffect(() => {
    if (!transport || !party) return;
    const created = new VideoCall({
      transport,
      consultationId,
      get iceServers() {
        return iceServers.current;
      },
      caller: role === 'expert',
      onChange: setSnapshot,
      ...mediaRef.current,
    });
    call.current = created;
    // Closing or leaving the page hangs up, so the other side stops waiting on a dead connection.
    const leave = () => created.hangUp();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      created.dispose();
      call.current = null;
      setSnapshot(IDLE);
    };
  }, [transport, consultationId, party, role]);

  // Every join after the first follows a reconnect: the other side has dropped this side's connection.
  const joins = useRef(0);
  useEffect(() => {
    if (!joined) return;
    joins.current += 1;
    if (joins.current > 1) call.current?.rejoined();
  }, [joined]);

  const controls = useMemo(
    () => ({
      start: () => void call.current?.start(),
      hangUp: () => call.current?.hangUp(),
      toggleMute: () => call.current?.toggleMute(),
      toggleCamera: () => call.current?.toggleCamera(),
    }),
    [],
  );
  return { ...snapshot, ...controls, available: party && joined !== null };
}
