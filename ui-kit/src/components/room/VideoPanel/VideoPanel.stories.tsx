import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { VideoCallControls } from '../../../live/useVideoCall.js';
import { VideoPanel } from './VideoPanel.js';

/** A moving test picture from a canvas, where the browser can capture one (not in jsdom). */
function testPicture(label: string, hue: number): MediaStream | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  if (typeof canvas.captureStream !== 'function') return null;
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d');
  if (!context) return null;
  let frame = 0;
  const draw = () => {
    frame += 1;
    context.fillStyle = `hsl(${hue} 45% 30%)`;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#ffffff';
    context.font = '32px sans-serif';
    context.fillText(label, 32, 64);
    context.beginPath();
    context.arc(320 + 200 * Math.sin(frame / 10), 220, 24, 0, 2 * Math.PI);
    context.fill();
  };
  draw();
  setInterval(draw, 200);
  return canvas.captureStream(5);
}

/** A call in some state, with its own spies for the controls. */
const call = (change: Partial<VideoCallControls> = {}): { call: VideoCallControls } => ({
  call: {
    state: 'idle',
    available: true,
    localStream: null,
    remoteStream: null,
    muted: false,
    cameraOff: false,
    remoteReady: false,
    start: fn(),
    hangUp: fn(),
    toggleMute: fn(),
    toggleCamera: fn(),
    ...change,
  },
});
const you = testPicture('You', 210);
const ethan = testPicture('Ethan Walker', 150);

const meta = {
  title: 'Room/VideoPanel',
  component: VideoPanel,
  args: { ...call(), otherName: 'Ethan Walker', otherPresent: true },
} satisfies Meta<typeof VideoPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Before the camera is on. */
export const Idle: Story = {};

/** The other party is on camera and waiting. */
export const OtherPartyReady: Story = { args: call({ remoteReady: true }) };

export const AskingForCamera: Story = { args: call({ state: 'starting' }) };

export const PermissionDenied: Story = { args: call({ state: 'denied' }) };

export const NoCamera: Story = { args: call({ state: 'unavailable' }) };

/** Camera on; the other party is not in the room. */
export const WaitingForOtherParty: Story = {
  args: { ...call({ state: 'waiting', localStream: you }), otherPresent: false },
};

/** Camera on; the other party is in the room with their camera off. */
export const OtherPartyInRoom: Story = { args: call({ state: 'waiting', localStream: you }) };

export const Connecting: Story = { args: call({ state: 'connecting', localStream: you }) };

export const Connected: Story = {
  args: call({ state: 'connected', localStream: you, remoteStream: ethan }),
};

export const MutedAndCameraOff: Story = {
  args: call({
    state: 'connected',
    localStream: you,
    remoteStream: ethan,
    muted: true,
    cameraOff: true,
  }),
};

export const Reconnecting: Story = {
  args: call({ state: 'reconnecting', localStream: you, remoteStream: ethan }),
};

/** The live connection is down: the call cannot be placed. */
export const Offline: Story = { args: call({ available: false }) };
