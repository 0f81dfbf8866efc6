import { composeStories, composeStory } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { clientUser } from '../../../mocks/fixtures.js';
import { session } from '../../../mocks/scenarios.js';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import { ClaimAccount } from './ClaimAccount.js';
import { CODE, TOKEN } from './guestFixtures.js';
import * as stories from './GuestAccess.stories.js';
import { bookingOfToken, takeFragmentParam } from './guestLinks.js';

const all = composeStories(stories);
const { Entering, SignInRequired, Expired, NoToken, ClaimExpired, ClaimWithoutCode } = all;
const ROOM = '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b';

describe('JoinRoom', () => {
  it('sends the token as a bearer credential once and goes to the room it answers', async () => {
    const seen: (string | null)[] = [];
    const onEntered = fn();
    const Story = composeStory(
      {
        ...stories.Entered,
        args: { token: TOKEN, onEntered },
        parameters: {
          msw: {
            handlers: [
              http.post('*/api/widget/room-entry', ({ request }) => {
                seen.push(request.headers.get('Authorization'));
                return HttpResponse.json({ consultationId: 'x', location: ROOM });
              }),
              ...session.signedOut(),
            ],
          },
        },
      },
      stories.default,
    );
    render(<Story />);
    await vi.waitFor(() => expect(onEntered).toHaveBeenCalledWith(ROOM));
    expect(seen).toEqual([`Bearer ${TOKEN}`]);
  });

  it('says it is opening the room while it asks', async () => {
    render(<Entering />);
    expect(await screen.findByText('Opening your consultation room...')).toBeVisible();
    expect(
      screen.getByText('Opening your consultation room...').closest('[role=status]'),
    ).not.toBeNull();
  });

  it('asks an existing account to sign in, returning to the room, in the server’s words', async () => {
    render(<SignInRequired />);
    expect(await screen.findByText(/Sign in as mere@example.co.nz/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(ROOM)}`,
    );
  });

  it('says an expired or missing link has expired', async () => {
    render(<Expired />);
    expect(await screen.findByText('This link has expired')).toBeVisible();
    render(<NoToken />);
    expect(screen.getAllByText('This link has expired')).toHaveLength(2);
  });
});

describe('ClaimAccount', () => {
  it('checks the password, then sends the code with it and reports success', async () => {
    const sent: unknown[] = [];
    const onClaimed = vi.fn();
    const Story = composeStory(
      {
        ...stories.Claim,
        render: () => <ClaimAccount code={CODE} onClaimed={onClaimed} />,
        parameters: {
          msw: {
            handlers: [
              http.post('*/api/auth/claim', async ({ request }) => {
                sent.push(await request.json());
                return HttpResponse.json({ ...clientUser, email: 'mere@example.co.nz' });
              }),
              ...session.signedOut(),
            ],
          },
        },
      },
      stories.default,
    );
    render(<Story />);
    const password = screen.getByLabelText(/^New password/);
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(password).toHaveAccessibleDescription(/Use at least 8 characters/);
    expect(password).toHaveFocus();
    await userEvent.type(password, '-and-longer');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'something else');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText(/^Repeat the password/)).toHaveAccessibleDescription(
      /do not match/,
    );
    expect(sent).toEqual([]);
    await userEvent.clear(screen.getByLabelText(/^Repeat the password/));
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'short-and-longer');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await vi.waitFor(() => expect(onClaimed).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ code: CODE, password: 'short-and-longer' }]);
  });

  it('says a used or expired link has expired and offers sign-in', async () => {
    render(<ClaimExpired />);
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-long-password');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This link has expired or has already been used')).toBeVisible();
    render(<ClaimWithoutCode />);
    expect(screen.getAllByRole('link', { name: 'Sign in' })).toHaveLength(2);
  });
});

describe('guest links', () => {
  it('reads a value from the fragment, removes it from the address bar, and answers it again to a second mount', () => {
    history.replaceState(null, '', '/join?x=1#token=ebt_abc.def');
    expect(takeFragmentParam('token')).toBe('ebt_abc.def');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?x=1');
    expect(takeFragmentParam('token')).toBe('ebt_abc.def');
    expect(takeFragmentParam('code')).toBe('');
  });

  it('reads the booking a token names, and nothing from a malformed one', () => {
    expect(bookingOfToken(TOKEN)).toBe('5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b');
    expect(bookingOfToken('ebt_!!!.x')).toBeUndefined();
    expect(bookingOfToken('')).toBeUndefined();
  });
});

itHasNoAxeViolations(all);
