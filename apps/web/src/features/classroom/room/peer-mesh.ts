import type { ClassroomRole, SignalData } from './protocol.ts';

export type PeerLinkState = 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

export interface RemoteMedia {
  peerId: string;
  role: ClassroomRole;
  /** Microphone and camera of the peer (one stream, stable for the link's life). */
  camera: MediaStream;
  /** The peer's screen share, when one arrives. */
  screen: MediaStream | null;
  state: PeerLinkState;
}

export interface LocalTracks {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  screen: MediaStreamTrack | null;
}

interface MeshOptions {
  selfPeerId: string;
  iceServers: RTCIceServer[];
  sendSignal: (to: string, data: SignalData) => void;
  onChange: (peers: RemoteMedia[]) => void;
  /** A link stayed failed after an ICE restart: the network is too poor (001 §8). */
  onLinkFailed: (peerId: string) => void;
}

interface PeerLink {
  peerId: string;
  connectionId: string | null;
  role: ClassroomRole;
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  settingRemoteAnswer: boolean;
  audio: RTCRtpTransceiver | null;
  video: RTCRtpTransceiver | null;
  screen: RTCRtpTransceiver | null;
  media: RemoteMedia;
  failTimer: number | null;
}

/**
 * The WebRTC mesh (at most 6 peers): one RTCPeerConnection per other participant, with the
 * "perfect negotiation" pattern so that either side can renegotiate (screen share adds a
 * track) without glare. The newcomer offers (contract §3); everyone answers offers, also
 * from observers they cannot see. Every peer keeps one audio and one camera slot (a
 * transceiver with a null track while the camera is off or missing), plus a screen slot
 * while sharing, so the lowest-mid video slot is always the camera.
 */
export class PeerMesh {
  private readonly links = new Map<string, PeerLink>();
  private local: LocalTracks = { audio: null, video: null, screen: null };
  private readonly localStream = new MediaStream();
  private readonly screenStream = new MediaStream();
  private closed = false;
  /** Observers watch silently: their links only receive. */
  private receiveOnly = false;

  constructor(private options: MeshOptions) {}

  setReceiveOnly(receiveOnly: boolean): void {
    this.receiveOnly = receiveOnly;
  }

  setIceServers(iceServers: RTCIceServer[]): void {
    this.options = { ...this.options, iceServers };
  }

  /** Replaces the outgoing tracks on every link (device switch, background, camera on/off). */
  async setLocalTracks(tracks: LocalTracks): Promise<void> {
    const previous = this.local;
    this.local = tracks;
    syncStream(this.localStream, [tracks.audio, tracks.video]);
    syncStream(this.screenStream, [tracks.screen]);
    await Promise.all(
      [...this.links.values()].map(async (link) => {
        if (this.receiveOnly) return;
        if (previous.audio !== tracks.audio && link.audio) await link.audio.sender.replaceTrack(tracks.audio).catch(() => undefined);
        if (previous.video !== tracks.video && link.video) await link.video.sender.replaceTrack(tracks.video).catch(() => undefined);
        if (previous.screen !== tracks.screen) this.syncScreen(link);
      }),
    );
  }

  /** We are the newcomer: open a link to `peerId` and offer. */
  connectTo(peerId: string, connectionId: string | null, role: ClassroomRole): void {
    if (this.closed) return;
    const existing = this.links.get(peerId);
    if (
      existing &&
      existing.connectionId === connectionId &&
      existing.pc.connectionState !== 'failed' &&
      existing.pc.connectionState !== 'closed'
    )
      return;
    if (existing) this.close(peerId);
    const link = this.createLink(peerId, connectionId, role);
    // Adding the transceivers fires negotiationneeded, which sends the offer.
    this.ensureSenders(link);
  }

  /** A participant's connection changed or closed: drop the link (the newcomer offers again). */
  dropIfStale(peerId: string, connectionId: string | null): void {
    const link = this.links.get(peerId);
    if (link && link.connectionId !== null && link.connectionId !== connectionId) this.close(peerId);
  }

  /** peer_closed: that connection of the peer is gone. */
  closeConnection(peerId: string, connectionId: string): void {
    const link = this.links.get(peerId);
    if (link && (link.connectionId === null || link.connectionId === connectionId)) this.close(peerId);
  }

  has(peerId: string): boolean {
    return this.links.has(peerId);
  }

  peerIds(): string[] {
    return [...this.links.keys()];
  }

  async handleSignal(from: string, fromConnectionId: string | null, fromRole: ClassroomRole, data: SignalData): Promise<void> {
    if (this.closed) return;
    let link = this.links.get(from);
    if (link && fromConnectionId && link.connectionId && link.connectionId !== fromConnectionId) {
      if (data.kind !== 'offer') return; // a leftover of the peer's previous connection
      this.close(from);
      link = undefined;
    }
    if (!link) {
      if (data.kind !== 'offer') return;
      link = this.createLink(from, fromConnectionId, fromRole);
    }
    const { pc } = link;
    try {
      if (data.kind === 'ice') {
        try {
          await pc.addIceCandidate(data.candidate ?? undefined);
        } catch (error) {
          if (!link.ignoreOffer) throw error;
        }
        return;
      }
      if (!data.sdp) return;
      const readyForOffer = !link.makingOffer && (pc.signalingState === 'stable' || link.settingRemoteAnswer);
      const collision = data.kind === 'offer' && !readyForOffer;
      link.ignoreOffer = !link.polite && collision;
      if (link.ignoreOffer) return;
      link.settingRemoteAnswer = data.kind === 'answer';
      await pc.setRemoteDescription({ type: data.kind, sdp: data.sdp });
      link.settingRemoteAnswer = false;
      if (data.kind === 'offer') {
        this.ensureSenders(link);
        await pc.setLocalDescription();
        if (pc.localDescription) this.options.sendSignal(from, { kind: 'answer', sdp: pc.localDescription.sdp });
      }
      this.refreshMedia(link);
    } catch {
      // A failed negotiation step: the ICE/connection state handlers take it from here.
    }
  }

  close(peerId: string): void {
    const link = this.links.get(peerId);
    if (!link) return;
    this.links.delete(peerId);
    if (link.failTimer !== null) window.clearTimeout(link.failTimer);
    link.pc.onnegotiationneeded = null;
    link.pc.onicecandidate = null;
    link.pc.ontrack = null;
    link.pc.onconnectionstatechange = null;
    link.pc.close();
    this.emit();
  }

  closeAll(): void {
    this.closed = true;
    for (const peerId of [...this.links.keys()]) this.close(peerId);
  }

  private createLink(peerId: string, connectionId: string | null, role: ClassroomRole): PeerLink {
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    const link: PeerLink = {
      peerId,
      connectionId,
      role,
      pc,
      // One side of each pair must yield on glare: by peer id, the same answer on both sides.
      polite: this.options.selfPeerId > peerId,
      makingOffer: false,
      ignoreOffer: false,
      settingRemoteAnswer: false,
      audio: null,
      video: null,
      screen: null,
      media: { peerId, role, camera: new MediaStream(), screen: null, state: 'new' },
      failTimer: null,
    };
    this.links.set(peerId, link);

    pc.onnegotiationneeded = async () => {
      try {
        link.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) this.options.sendSignal(peerId, { kind: 'offer', sdp: pc.localDescription.sdp });
      } catch {
        // Superseded by a remote offer (glare): perfect negotiation resolves it.
      } finally {
        link.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) =>
      this.options.sendSignal(peerId, { kind: 'ice', candidate: candidate ? candidate.toJSON() : null });
    pc.ontrack = () => this.refreshMedia(link);
    pc.onconnectionstatechange = () => {
      link.media = { ...link.media, state: pc.connectionState };
      if (pc.connectionState === 'failed') {
        pc.restartIce();
        if (link.failTimer === null) {
          link.failTimer = window.setTimeout(() => {
            link.failTimer = null;
            if (pc.connectionState === 'failed' || pc.connectionState === 'disconnected') this.options.onLinkFailed(peerId);
          }, 15_000);
        }
      }
      if (pc.connectionState === 'connected' && link.failTimer !== null) {
        window.clearTimeout(link.failTimer);
        link.failTimer = null;
      }
      this.emit();
    };
    this.emit();
    return link;
  }

  /** One audio and one camera slot per link (the offered ones when answering), plus the screen slot. */
  private ensureSenders(link: PeerLink): void {
    const { pc } = link;
    const used = new Set([link.audio, link.video, link.screen]);
    const offered = (kind: 'audio' | 'video') =>
      pc
        .getTransceivers()
        .find((t) => t.receiver.track.kind === kind && t.mid !== null && !used.has(t) && !t.sender.track && t.direction !== 'stopped');
    for (const kind of ['audio', 'video'] as const) {
      if (link[kind]) continue;
      if (this.receiveOnly) {
        link[kind] = offered(kind) ?? pc.addTransceiver(kind, { direction: 'recvonly' });
        used.add(link[kind]);
        continue;
      }
      const track = this.local[kind];
      const transceiver = offered(kind);
      if (transceiver) {
        transceiver.direction = 'sendrecv';
        void transceiver.sender.replaceTrack(track).catch(() => undefined);
        transceiver.sender.setStreams(this.localStream);
        link[kind] = transceiver;
      } else {
        link[kind] = pc.addTransceiver(track ?? kind, { direction: 'sendrecv', streams: [this.localStream] });
      }
      used.add(link[kind]);
    }
    this.syncScreen(link);
  }

  /** Starts, swaps or stops sending the screen on one link (each change renegotiates). */
  private syncScreen(link: PeerLink): void {
    const track = this.receiveOnly ? null : this.local.screen;
    if (track) {
      if (link.screen) {
        link.screen.direction = 'sendonly';
        void link.screen.sender.replaceTrack(track).catch(() => undefined);
      } else {
        link.screen = link.pc.addTransceiver(track, { direction: 'sendonly', streams: [this.screenStream] });
      }
    } else if (link.screen && link.screen.direction !== 'inactive') {
      void link.screen.sender.replaceTrack(null).catch(() => undefined);
      link.screen.direction = 'inactive';
    }
  }

  /** Sorts the incoming tracks: audio and the lowest-mid video are the camera; another live video is the screen. */
  private refreshMedia(link: PeerLink): void {
    const transceivers = link.pc.getTransceivers().filter((t) => t.mid !== null);
    const receiving = (t: RTCRtpTransceiver) => t.currentDirection === 'sendrecv' || t.currentDirection === 'recvonly';
    const audio = transceivers.find((t) => t.receiver.track.kind === 'audio');
    const videos = transceivers.filter((t) => t.receiver.track.kind === 'video').sort((a, b) => Number(a.mid) - Number(b.mid));
    const [camera, ...others] = videos;
    syncStream(link.media.camera, [audio?.receiver.track ?? null, camera?.receiver.track ?? null]);
    const screen = others.find((t) => t !== link.screen && receiving(t));
    let screenStream = link.media.screen;
    if (screen) {
      screenStream ??= new MediaStream();
      syncStream(screenStream, [screen.receiver.track]);
    } else {
      screenStream = null;
    }
    link.media = { ...link.media, screen: screenStream, state: link.pc.connectionState };
    this.emit();
  }

  private emit(): void {
    this.options.onChange([...this.links.values()].map((link) => link.media));
  }
}

/** Makes `stream` hold exactly `tracks` (ignoring nulls) without replacing the stream object. */
function syncStream(stream: MediaStream, tracks: Array<MediaStreamTrack | null>): void {
  const wanted = tracks.filter((t): t is MediaStreamTrack => t !== null);
  for (const track of stream.getTracks()) if (!wanted.includes(track)) stream.removeTrack(track);
  for (const track of wanted) if (!stream.getTracks().includes(track)) stream.addTrack(track);
}
