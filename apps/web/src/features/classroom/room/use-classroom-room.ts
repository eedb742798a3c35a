import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { LocalMedia } from '../media/use-local-media.ts';
import { type LocalTracks, PeerMesh, type RemoteMedia } from './peer-mesh.ts';
import type { ClientMessage, Reaction, ServerMessage, Stroke } from './protocol.ts';
import type { ClassroomJoin } from '../classroom-documents.ts';
import { RoomConnection } from './room-connection.ts';
import { initialRoomState, type RoomState, roomReducer } from './room-state.ts';
import { meshPeers } from './room-selectors.ts';

export interface RoomControls {
  send: (message: ClientMessage) => void;
  leave: () => void;
  drawLocal: (page: number, stroke: Stroke) => void;
  clearLocal: (page: number) => void;
  reportError: (code: string) => void;
  dismissNotice: (id: number) => void;
  /** Sends a reaction and shows it here too (the server relays it to the others only). */
  react: (emoji: Reaction) => void;
  /** A reaction finished its time on screen. */
  reactionShown: (id: number) => void;
  /** Screen share (getDisplayMedia); resolves false when the browser or the user refused. */
  startScreenShare: (replace: boolean) => Promise<boolean>;
  stopScreenShare: () => void;
}

export interface ClassroomRoom {
  state: RoomState;
  remotes: RemoteMedia[];
  /** This participant's own screen share track, while sharing. */
  localScreen: MediaStream | null;
  controls: RoomControls;
}

interface RoomOptions {
  /** Connect only once the pre-join screen is done. */
  active: boolean;
  fetchJoin: () => Promise<ClassroomJoin>;
  /** The demo hands its join in directly (its token lasts the whole demo). */
  initialJoin?: ClassroomJoin;
  media: LocalMedia;
}

/**
 * The live room of one participant: the WebSocket (room-connection), the pure room state
 * (room-state), and the WebRTC mesh (peer-mesh), fed with this participant's own tracks.
 */
export function useClassroomRoom({ active, fetchJoin, initialJoin, media }: RoomOptions): ClassroomRoom {
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const [remotes, setRemotes] = useState<RemoteMedia[]>([]);
  const [screenTrack, setScreenTrack] = useState<MediaStreamTrack | null>(null);
  const connectionRef = useRef<RoomConnection | null>(null);
  const meshRef = useRef<PeerMesh | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const tracksRef = useRef<LocalTracks>({ audio: null, video: null, screen: null });
  const fetchJoinRef = useRef(fetchJoin);
  fetchJoinRef.current = fetchJoin;
  const setMicOnRef = useRef(media.setMicOn);
  setMicOnRef.current = media.setMicOn;
  const setCameraOnRef = useRef(media.setCameraOn);
  setCameraOnRef.current = media.setCameraOn;

  const send = useCallback((message: ClientMessage) => {
    connectionRef.current?.send(message);
  }, []);

  const ensureMesh = useCallback((selfPeerId: string, iceServers: RTCIceServer[]) => {
    if (!meshRef.current) {
      meshRef.current = new PeerMesh({
        selfPeerId,
        iceServers,
        sendSignal: (to, data) => connectionRef.current?.send({ type: 'signal', to, data }),
        onChange: setRemotes,
        onLinkFailed: () => dispatch({ type: 'localError', code: 'connection_failed_low_network' }),
      });
      void meshRef.current.setLocalTracks(tracksRef.current);
    } else {
      meshRef.current.setIceServers(iceServers);
    }
    return meshRef.current;
  }, []);

  /** Side effects of server messages on the mesh; the state itself goes through the reducer. */
  const handleMessage = useCallback(
    (message: ServerMessage) => {
      const before = stateRef.current;
      dispatch({ type: 'server', message, receivedAt: Date.now() });
      switch (message.type) {
        case 'welcome':
        case 'state': {
          const mesh = ensureMesh(message.self.peerId, message.iceServers ?? []);
          mesh.setReceiveOnly(message.role === 'observer');
          if (message.role === 'observer') {
            setMicOnRef.current(false);
            setCameraOnRef.current(false);
          }
          // A welcome is a new connection of ours: every old link is stale.
          if (message.type === 'welcome') for (const peerId of mesh.peerIds()) mesh.close(peerId);
          const next = roomReducer(before, { type: 'server', message, receivedAt: Date.now() });
          if (message.self.state === 'in_class' || message.role === 'teacher') {
            for (const peer of meshPeers(next)) mesh.connectTo(peer.peerId, peer.connectionId, peer.role);
          }
          const tracks = tracksRef.current;
          connectionRef.current?.send({ type: 'media_state', audio: Boolean(tracks.audio?.enabled), video: Boolean(tracks.video) });
          break;
        }
        case 'participant': {
          const p = message.participant;
          const mesh = meshRef.current;
          if (!mesh || p.peerId === before.self?.peerId) break;
          if (p.state !== 'in_class' || !p.connected) mesh.close(p.peerId);
          else mesh.dropIfStale(p.peerId, p.connectionId);
          break;
        }
        case 'participant_gone':
          meshRef.current?.close(message.peerId);
          break;
        case 'peer_closed':
          meshRef.current?.closeConnection(message.peerId, message.connectionId);
          break;
        case 'signal':
          if (before.self)
            void ensureMesh(before.self.peerId, before.iceServers).handleSignal(
              message.from,
              message.fromConnectionId,
              message.fromRole,
              message.data,
            );
          break;
        case 'muted_by_teacher':
          setMicOnRef.current(false);
          break;
        case 'screen_share':
          // The presentation replaced our share (or the teacher stopped it): stop capturing.
          if (message.screenShare?.peerId !== before.self?.peerId) {
            setScreenTrack((track) => {
              track?.stop();
              return null;
            });
          }
          break;
        case 'error':
          // Someone opened the presentation first: our share was refused.
          if (message.code === 'replace_required' && message.details?.active === 'presentation') {
            setScreenTrack((track) => {
              track?.stop();
              return null;
            });
          }
          break;
        case 'class_ended':
        case 'removed':
        case 'duplicate_session':
          meshRef.current?.closeAll();
          break;
        default:
          break;
      }
    },
    [ensureMesh],
  );

  useEffect(() => {
    if (!active) return;
    const connection = new RoomConnection({
      fetchJoin: () => fetchJoinRef.current(),
      onMessage: handleMessage,
      onReconnecting: () => dispatch({ type: 'reconnecting' }),
      onClosed: (code, failure) => {
        meshRef.current?.closeAll();
        if (failure) dispatch({ type: 'joinFailed', code: failure });
        else dispatch({ type: 'closed', code });
      },
    });
    connectionRef.current = connection;
    void connection.start(initialJoin);
    return () => {
      connection.stop();
      connectionRef.current = null;
      meshRef.current?.closeAll();
      meshRef.current = null;
    };
  }, [active, handleMessage, initialJoin]);

  // Our own tracks go to every link; the others learn our mic/camera state.
  const { audioTrack, videoTrack, micOn } = media;
  useEffect(() => {
    tracksRef.current = { audio: audioTrack, video: videoTrack, screen: screenTrack };
    void meshRef.current?.setLocalTracks(tracksRef.current);
  }, [audioTrack, videoTrack, screenTrack]);
  useEffect(() => {
    connectionRef.current?.send({ type: 'media_state', audio: Boolean(audioTrack) && micOn, video: Boolean(videoTrack) });
  }, [audioTrack, videoTrack, micOn]);

  const stopScreenShare = useCallback(() => {
    setScreenTrack((track) => {
      track?.stop();
      return null;
    });
    connectionRef.current?.send({ type: 'screen_share_stop' });
  }, []);

  const startScreenShare = useCallback(
    async (replace: boolean) => {
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 15 } }, audio: false });
      } catch {
        dispatch({ type: 'localError', code: 'screen_share_permission_denied' });
        return false;
      }
      const track = stream.getVideoTracks()[0];
      if (!track) return false;
      // Chrome's own "Stop sharing" bar ends the track.
      track.addEventListener('ended', () => stopScreenShare());
      setScreenTrack(track);
      connectionRef.current?.send({ type: 'screen_share_start', replace });
      return true;
    },
    [stopScreenShare],
  );

  useEffect(() => () => screenTrack?.stop(), [screenTrack]);

  const localScreen = useMemo(() => (screenTrack ? new MediaStream([screenTrack]) : null), [screenTrack]);

  const controls = useMemo<RoomControls>(
    () => ({
      send,
      leave: () => {
        meshRef.current?.closeAll();
        if (connectionRef.current) connectionRef.current.leave();
        else dispatch({ type: 'leftByUser' });
      },
      drawLocal: (page, stroke) => dispatch({ type: 'localStroke', page, stroke }),
      clearLocal: (page) => dispatch({ type: 'localClear', page }),
      reportError: (code) => dispatch({ type: 'localError', code }),
      dismissNotice: (id) => dispatch({ type: 'dismissNotice', id }),
      react: (emoji) => {
        const self = stateRef.current.self;
        if (!self) return;
        send({ type: 'reaction', emoji });
        dispatch({ type: 'localReaction', peerId: self.peerId, emoji });
      },
      reactionShown: (id) => dispatch({ type: 'reactionShown', id }),
      startScreenShare,
      stopScreenShare,
    }),
    [send, startScreenShare, stopScreenShare],
  );

  return { state, remotes, localScreen, controls };
}
