import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './Toaster.stories.js';
import { TOAST_DURATION_MS } from './Toaster.js';

const { Playground, Destructive, OneAtATime, Success } = composeStories(stories);

describe('Toaster', () => {
  afterEach(() => vi.useRealTimers());

  it('announces a toast politely', async () => {
    render(<Success />);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Login Successful');
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
  });

  it('announces failures assertively', async () => {
    render(<Destructive />);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Login Failed');
  });

  it('shows one toast at a time: the newest replaces the current one', async () => {
    render(<OneAtATime />);
    await settle();
    expect(screen.queryByText('Coming Soon')).toBeNull();
    expect(screen.getByText('Login Successful')).toBeTruthy();
  });

  it('dismisses with its close button', async () => {
    render(<Success />);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Login Successful')).toBeNull();
  });

  it('dismisses itself after five seconds', async () => {
    vi.useFakeTimers();
    render(<Playground />);
    act(() => screen.getByRole('button', { name: 'Login Successful' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  itHasNoAxeViolations(composeStories(stories));
});
