import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import type { RoomDouble } from '../../../mocks/live.js';
import { roomExpert } from '../../../mocks/room.js';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './ChatPanel.stories.js';

const all = composeStories(stories);
const { Live, Connecting, Fallback, Empty, ReadOnly, SendRefused, OwnBroadcastLost, LoadFailed } =
  all;

const roomOf = (story: { parameters: Record<string, unknown> }) =>
  story.parameters.room as RoomDouble;
const messages = () =>
  within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');
const input = () => screen.getByRole('textbox', { name: 'Message' });

describe('ChatPanel', () => {
  it('shows the history once connected and sends with Enter', async () => {
    render(<Live />);
    expect(await screen.findByText('Connected')).toBeVisible();
    expect(messages()).toHaveLength(2);
    expect(messages()[0]).toHaveTextContent('You');
    expect(messages()[1]).toHaveTextContent('Ethan Walker');
    await userEvent.type(input(), '  When is GST due?  {Enter}');
    await screen.findByText('When is GST due?');
    expect(messages()).toHaveLength(3);
    expect(input()).toHaveValue('');
    // Stored once, though both the acknowledgement and the broadcast carried it.
    expect(roomOf(Live).messages.map((m) => m.message)).toContain('When is GST due?');
    expect(roomOf(Live).messages).toHaveLength(3);
  });

  it('adds a new line with Shift+Enter instead of sending', async () => {
    render(<Live />);
    await screen.findByText('Connected');
    await userEvent.type(input(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input()).toHaveValue('Line one\nLine two');
    expect(messages()).toHaveLength(2);
  });

  it('shows what the other party writes as it arrives', async () => {
    render(<Live />);
    await screen.findByText('Connected');
    act(() => roomOf(Live).receive(roomExpert, 'I have your invoices.'));
    expect(await screen.findByText('I have your invoices.')).toBeVisible();
  });

  it('keeps the input disabled until the connection opens', async () => {
    render(<Connecting />);
    expect(await screen.findByText('Connecting...')).toBeVisible();
    expect(input()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('falls back to REST while the socket is down, and says so', async () => {
    render(<Fallback />);
    expect(await screen.findByText(/Reconnecting/)).toBeVisible();
    await screen.findByText(/uploaded my invoices/);
    await userEvent.type(input(), 'Sent over REST{Enter}');
    expect(await screen.findByText('Sent over REST')).toBeVisible();
    expect(roomOf(Fallback).messages.at(-1)?.message).toBe('Sent over REST');
  });

  it('catches up on what was sent while it was disconnected', async () => {
    render(<Live />);
    await screen.findByText('Connected');
    const room = roomOf(Live);
    act(() => room.drop());
    expect(await screen.findByText(/Reconnecting/)).toBeVisible();
    // Written while this side was away: not pushed to it, only stored.
    room.store(roomExpert.id, 'Sent while you were away');
    act(() => room.restore());
    expect(await screen.findByText('Sent while you were away')).toBeVisible();
    expect(await screen.findByText('Connected')).toBeVisible();
  });

  it('shows a message it sent once the server acknowledges it, even if the broadcast is lost', async () => {
    render(<OwnBroadcastLost />);
    await screen.findByText('Connected');
    await userEvent.type(input(), 'Acknowledged only{Enter}');
    expect(await screen.findByText('Acknowledged only')).toBeVisible();
    expect(messages()).toHaveLength(3);
  });

  it("says 'No messages yet.' when the chat is empty", async () => {
    render(<Empty />);
    expect(await screen.findByText('No messages yet.')).toBeVisible();
  });

  it('shows only the history once the chat is closed', async () => {
    render(<ReadOnly />);
    await screen.findByText(/uploaded my invoices/);
    expect(screen.getByText(/This chat is closed/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("keeps the draft and shows the server's words when a message is refused", async () => {
    render(<SendRefused />);
    await screen.findByText('Connected');
    await userEvent.type(input(), 'Too fast{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are sending messages too quickly.',
    );
    expect(input()).toHaveValue('Too fast');
  });

  it('refuses a message over 4,000 characters before sending it', async () => {
    render(<Live />);
    await screen.findByText('Connected');
    await userEvent.click(input());
    await userEvent.paste('x'.repeat(4001));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 4000 characters');
    expect(roomOf(Live).messages).toHaveLength(2);
  });

  it('takes the length error away once the box is emptied or short enough', async () => {
    render(<Live />);
    await screen.findByText('Connected');
    await userEvent.click(input());
    await userEvent.paste('x'.repeat(4001));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 4000 characters');
    await userEvent.clear(input());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input()).not.toHaveAttribute('aria-invalid');
    await userEvent.paste('x'.repeat(4001));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 4000 characters');
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts a message in characters as people see them: 4,000 emoji are within the limit', async () => {
    render(<Live />);
    await screen.findByText('Connected');
    await userEvent.click(input());
    await userEvent.paste('🦊'.repeat(4000));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.paste('🇳🇿');
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 4000 characters');
  });

  it('refuses, as the API does, a message within 4,000 characters that storage cannot hold', async () => {
    render(<Live />);
    await screen.findByText('Connected');
    await userEvent.click(input());
    // 600 families: 600 characters to a reader, 4,200 code points to the database.
    await userEvent.paste('👨‍👩‍👧‍👦'.repeat(600));
    expect(await screen.findByRole('alert')).toHaveTextContent('too long to store');
    await userEvent.keyboard('{Enter}');
    expect(roomOf(Live).messages).toHaveLength(2);
  });

  it('lets the refusal go once the person edits the message', async () => {
    render(<SendRefused />);
    await screen.findByText('Connected');
    await userEvent.type(input(), 'Too fast{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('too quickly');
    await userEvent.clear(input());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Try Again when the history cannot be loaded', () => {
    render(<LoadFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
