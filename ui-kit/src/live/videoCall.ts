import type {
  LiveIceServer,
  LivePresence,
  LiveSignal,
  LiveSignalKind,
} from '@expertbridge/sdk/live';
import { ask, type LiveTransport } from './transport.js';

/**
 * Where a call stands: `idle` before the camera is on; `starting` while the browser asks for it; `denied`
 * when the user (or the browser) refused it; `unavailable` with no camera or microphone, or no WebRTC;
 * `waiting` for the other party; `connecting` while the two negotiate; `connected` with their video;
 * `reconnecting` after the connection dropped, until it recovers or they come back.
 */
export type VideoState =
  | 'idle'
  | 'starting'
  | 'denied'
  | 'unavailable'
  | 'waiting'
  | 'connecting'
  | 'connected'
  | 'reconnecting';

/** What the panel shows. */
export interface VideoSnapshot {
  state: VideoState;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  /** The other party has their camera on and can be called. */
  remoteReady: boolean;
}

export interface VideoCallOptions {
  transport: LiveTransport;
  consultationId: string;
  iceServers: LiveIceServer[];
  /**
   * The expert places the call (makes every offer) and the client answers, so the two never offer at once;
   * either may turn the camera on first.
   */
  caller: boolean;
  onChange: (snapshot: VideoSnapshot) => void;
  /** The browser's media and WebRTC (tests may pass their own). */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createPeer?: (config: RTCConfiguration) => RTCPeerConnection;
}

interface Ready {
  session: string;
  reply?: boolean;
}
interface Description {
  pc: string;
  description: RTCSessionDescriptionInit;
}
interface Candidate {
  pc: string;
  candidate: RTCIceCandidateInit;
}

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * One party's side of a peer-to-peer call, signalled over the live connection. The protocol: each side
 * sends `ready` (with a session id that changes whenever it starts over) once its camera is on and again
 * after every reconnect; the client answers a `ready` with one of its own; the expert, on a ready from a
 * session it has not called yet, opens a fresh peer connection and sends an offer; the client answers
 * it on a fresh connection of its own. Offers, answers and candidates name the caller's connection (`pc`),
 * so anything meant for an older one is dropped. ICE that fails is restarted by the caller.
 */
export class VideoCall {
  private snapshot: VideoSnapshot = {
    state: 'idle',
    localStream: null,
    remoteStream: null,
    muted: false,
    cameraOff: false,
    remoteReady: false,
  };
  private session = randomId();
  private peer: RTCPeerConnection | null = null;
  /** The caller's connection id the current peer belongs to. */
  private peerId: string | null = null;
  /** Caller: the client session the current peer calls. */
  private calledSession: string | null = null;
  private queued: RTCIceCandidateInit[] = [];
  private handling: Promise<void> = Promise.resolve();
  /** The other party's live connection has left the room. */
  private otherLeft = false;
  private closed = false;

  constructor(private readonly options: VideoCallOptions) {
    options.transport.on('signal', this.onSignal);
    options.transport.on('presence', this.onPresence);
  }

  /** Turns the camera and microphone on and tells the other party this side can be called. */
  async start(): Promise<void> {
    if (this.snapshot.localStream || this.snapshot.state === 'starting') return;
    // mediaDevices is missing outside a secure context (plain http on another host).
    const devices = globalThis.navigator?.mediaDevices as MediaDevices | undefined;
    const getUserMedia =
      this.options.getUserMedia ??
      (devices ? (c: MediaStreamConstraints) => devices.getUserMedia(c) : undefined);
    if (!getUserMedia || (!this.options.createPeer && !globalThis.RTCPeerConnection)) {
      this.update({ state: 'unavailable' });
      return;
    }
    this.update({ state: 'starting' });
    let stream: MediaStream;
    try {
      stream = await getUserMedia({ audio: true, video: true });
    } catch (error) {
      const name = (error as { name?: string }).name;
      this.update({
        state: name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable',
      });
      return;
    }
    if (this.closed) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    this.update({ localStream: stream, state: 'waiting', muted: false, cameraOff: false });
    this.sendReady(false);
  }

  /**
   * After the live connection came back (and the room was joined again). Media flows peer to peer, so a
   * call that is still connected carries on; otherwise the handshake starts over.
   */
  rejoined(): void {
    if (!this.snapshot.localStream || this.peer?.connectionState === 'connected') return;
    this.closePeer();
    this.session = randomId();
    this.update({ state: 'waiting', remoteStream: null });
    this.sendReady(false);
  }

  toggleMute(): void {
    const muted = !this.snapshot.muted;
    this.snapshot.localStream?.getAudioTracks().forEach((track) => (track.enabled = !muted));
    this.update({ muted });
  }

  toggleCamera(): void {
    const cameraOff = !this.snapshot.cameraOff;
    this.snapshot.localStream?.getVideoTracks().forEach((track) => (track.enabled = !cameraOff));
    this.update({ cameraOff });
  }

  /** Ends this side's call: the camera goes off and the other party is told. */
  hangUp(): void {
    if (!this.snapshot.localStream && !this.peer && this.snapshot.state === 'idle') return;
    if (this.snapshot.localStream) this.signal('hangup', {});
    this.closePeer();
    this.snapshot.localStream?.getTracks().forEach((track) => track.stop());
    this.session = randomId();
    this.update({ state: 'idle', localStream: null, remoteStream: null });
  }

  /** Leaves for good (the panel unmounts). */
  dispose(): void {
    this.hangUp();
    this.closed = true;
    this.options.transport.off('signal', this.onSignal);
    this.options.transport.off('presence', this.onPresence);
  }

  private update(change: Partial<VideoSnapshot>): void {
    if (this.closed) return;
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }

  private signal(kind: LiveSignalKind, data: unknown): void {
    void ask(this.options.transport, 'signal', {
      consultationId: this.options.consultationId,
      kind,
      data,
    });
  }

  private sendReady(reply: boolean): void {
    this.signal('ready', { session: this.session, ...(reply ? { reply } : {}) } satisfies Ready);
  }

  private readonly onPresence = (presence: LivePresence) => {
    if (presence.consultationId !== this.options.consultationId) return;
    this.otherLeft = presence.state === 'left';
    // Their live connection dropped, but media flows peer to peer: a connected call carries on, and
    // ends only if its own connection fails too.
    if (this.otherLeft && this.peer?.connectionState !== 'connected') this.lost();
  };

  /** The other party is gone: drop the connection and wait for their next ready. */
  private lost(): void {
    this.closePeer();
    this.update({
      remoteReady: false,
      remoteStream: null,
      ...(this.snapshot.localStream ? { state: 'waiting' as const } : {}),
    });
  }

  private readonly onSignal = (signal: LiveSignal) => {
    if (signal.consultationId !== this.options.consultationId) return;
    // One signal at a time, in the order they came: a candidate waits for the offer before it.
    this.handling = this.handling
      .then(() => this.handle(signal))
      .catch(() => {
        // A description that no longer applies (the other side started over meanwhile) is dropped; the
        // next ready starts a fresh negotiation.
      });
  };

  private async handle({ kind, data }: LiveSignal): Promise<void> {
    switch (kind) {
      case 'ready': {
        const ready = data as Ready;
        this.otherLeft = false;
        this.update({ remoteReady: true });
        if (!this.snapshot.localStream) return;
        if (this.options.caller) {
          if (ready.session !== this.calledSession || !this.peer) await this.call(ready.session);
        } else if (!ready.reply) {
          this.sendReady(true);
        }
        return;
      }
      case 'offer':
        if (!this.options.caller && this.snapshot.localStream)
          await this.answer(data as Description);
        return;
      case 'answer': {
        const { pc, description } = data as Description;
        if (!this.options.caller || pc !== this.peerId || !this.peer) return;
        await this.peer.setRemoteDescription(description);
        await this.flushCandidates();
        return;
      }
      case 'candidate': {
        const { pc, candidate } = data as Candidate;
        if (pc !== this.peerId || !this.peer) return;
        if (this.peer.remoteDescription) await this.peer.addIceCandidate(candidate);
        else this.queued.push(candidate);
        return;
      }
      case 'hangup':
        this.lost();
        return;
    }
  }

  /** Caller: a fresh connection to the client session that said it is ready, and an offer. */
  private async call(session: string): Promise<void> {
    const peer = this.openPeer(randomId());
    this.calledSession = session;
    await this.sendDescription(peer, 'offer', await peer.createOffer());
  }

  /** Callee: a fresh connection for a new caller connection (or the same one renegotiating), and an answer. */
  private async answer({ pc, description }: Description): Promise<void> {
    const peer = pc === this.peerId && this.peer ? this.peer : this.openPeer(pc);
    await peer.setRemoteDescription(description);
    await this.flushCandidates();
    await this.sendDescription(peer, 'answer', await peer.createAnswer());
  }

  private async sendDescription(
    peer: RTCPeerConnection,
    kind: 'offer' | 'answer',
    description: RTCSessionDescriptionInit,
  ): Promise<void> {
    await peer.setLocalDescription(description);
    if (peer !== this.peer || !this.peerId) return;
    this.signal(kind, {
      pc: this.peerId,
      description: { type: description.type, sdp: description.sdp },
    } satisfies Description);
  }

  private async flushCandidates(): Promise<void> {
    const queued = this.queued;
    this.queued = [];
    for (const candidate of queued) await this.peer?.addIceCandidate(candidate);
  }

  private openPeer(id: string): RTCPeerConnection {
    this.closePeer();
    const config: RTCConfiguration = { iceServers: this.options.iceServers };
    const peer = this.options.createPeer?.(config) ?? new RTCPeerConnection(config);
    this.peer = peer;
    this.peerId = id;
    const stream = this.snapshot.localStream;
    stream?.getTracks().forEach((track) => peer.addTrack(track, stream));
    peer.onicecandidate = ({ candidate }) => {
      if (candidate && peer === this.peer) {
        this.signal('candidate', { pc: id, candidate: candidate.toJSON() } satisfies Candidate);
      }
    };
    peer.ontrack = ({ streams, track }) => {
      if (peer !== this.peer) return;
      const remote = streams[0] ?? this.snapshot.remoteStream ?? new MediaStream();
      if (!remote.getTracks().includes(track)) remote.addTrack(track);
      this.update({ remoteStream: remote });
    };
    peer.onconnectionstatechange = () => {
      if (peer !== this.peer) return;
      switch (peer.connectionState) {
        case 'connected':
          this.update({ state: 'connected' });
          return;
        case 'disconnected':
        case 'failed':
          // Gone for good if they also left the room; else the path broke and the caller restarts ICE.
          if (this.otherLeft) return this.lost();
          this.update({ state: 'reconnecting' });
          if (peer.connectionState === 'failed' && this.options.caller) void this.restartIce(peer);
          return;
      }
    };
    this.update({ state: 'connecting' });
    return peer;
  }

  /** Caller: the path broke; offer again with new ICE credentials on the same connection. */
  private async restartIce(peer: RTCPeerConnection): Promise<void> {
    await this.sendDescription(peer, 'offer', await peer.createOffer({ iceRestart: true }));
  }

  private closePeer(): void {
    if (!this.peer) return;
    this.peer.onicecandidate = null;
    this.peer.ontrack = null;
    this.peer.onconnectionstatechange = null;
    this.peer.close();
    this.peer = null;
    this.peerId = null;
    this.calledSession = null;
    this.queued = [];
  }
}
