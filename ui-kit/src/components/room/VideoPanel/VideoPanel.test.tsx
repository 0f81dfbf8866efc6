import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './VideoPanel.stories.js';

const all = composeStories(stories);
const {
  Idle,
  OtherPartyReady,
  PermissionDenied,
  NoCamera,
  WaitingForOtherParty,
  OtherPartyInRoom,
  Connected,
  MutedAndCameraOff,
  Reconnecting,
  Offline,
} = all;

const notice = () => within(screen.getByRole('region', { name: 'Video Call' })).getByRole('status');

describe('VideoPanel', () => {
  it('offers Start Video before the camera is on, and starts the call', async () => {
    render(<Idle />);
    expect(notice()).toHaveTextContent('Turn on your camera and microphone');
    await userEvent.click(screen.getByRole('button', { name: 'Start Video' }));
    expect(Idle.args.call?.start).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Mute microphone' })).toBeNull();
  });

  it('says when the other party is ready for the call', () => {
    render(<OtherPartyReady />);
    expect(notice()).toHaveTextContent('Ethan Walker has their camera on');
  });

  it('explains a blocked camera and offers Try Again', async () => {
    render(<PermissionDenied />);
    expect(notice()).toHaveTextContent('Camera or microphone access was blocked');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(PermissionDenied.args.call?.start).toHaveBeenCalled();
  });

  it('says when there is no camera and the chat still works', () => {
    render(<NoCamera />);
    expect(notice()).toHaveTextContent('No camera or microphone was found');
  });

  it('tells whether the other party is away or in the room with the camera off', () => {
    render(<WaitingForOtherParty />);
    expect(notice()).toHaveTextContent('Waiting for Ethan Walker to join the video call');
    cleanup();
    render(<OtherPartyInRoom />);
    expect(notice()).toHaveTextContent(
      'Ethan Walker is in the room but has not turned their camera on yet.',
    );
  });

  it('shows no notice once connected, with mute, camera and leave controls', async () => {
    render(<Connected />);
    expect(notice()).toBeEmptyDOMElement();
    const mute = screen.getByRole('button', { name: 'Mute microphone' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    expect(Connected.args.call?.toggleMute).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(Connected.args.call?.toggleCamera).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Leave video call' }));
    expect(Connected.args.call?.hangUp).toHaveBeenCalledOnce();
  });

  it('shows muted and camera-off as pressed toggles that turn them back on', () => {
    render(<MutedAndCameraOff />);
    expect(screen.getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Turn camera on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says the connection was lost while it reconnects', () => {
    render(<Reconnecting />);
    expect(notice()).toHaveTextContent('Connection lost. Reconnecting...');
  });

  it('cannot start while the live connection is down', () => {
    render(<Offline />);
    expect(notice()).toHaveTextContent('Video needs the live connection');
    expect(screen.queryByRole('button', { name: 'Start Video' })).toBeNull();
  });

  itHasNoAxeViolations(all);
});
