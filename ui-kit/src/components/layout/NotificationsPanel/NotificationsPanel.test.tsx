import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './NotificationsPanel.stories.js';

const all = composeStories(stories);
const { SomeUnread, AllRead, Empty, ManyPages, Loading, Failed, MarkAllFails } = all;

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('NotificationsPanel', () => {
  it('lists notifications newest first with the unread ones marked and counted', async () => {
    render(<SomeUnread />);
    expect(await screen.findByText('2 unread')).toBeVisible();
    expect(items()).toHaveLength(4);
    expect(items()[0]).toHaveTextContent('Unread: Payment received');
    expect(items()[2]).not.toHaveTextContent('Unread');
    expect(within(items()[0]!).getByRole('link', { name: 'View consultation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/consultation\//),
    );
    expect(within(items()[0]!).getByText(/minutes ago/)).toBeVisible();
  });

  it('marks one read, then all of them', async () => {
    render(<SomeUnread />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark "Payment received" as read' }),
    );
    expect(await screen.findByText('1 unread')).toBeVisible();
    // Its button is gone; focus stayed on the notification rather than falling to the page.
    expect(screen.queryByRole('button', { name: 'Mark "Payment received" as read' })).toBeNull();
    expect(document.activeElement).toHaveTextContent('Payment received');
    expect(document.activeElement?.tagName).toBe('LI');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All caught up')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByText(/^Unread/)).toBeNull();
  });

  it('has nothing to mark when all are read', async () => {
    render(<AllRead />);
    expect(await screen.findByText('All caught up')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it("says 'No notifications yet.' when there are none", async () => {
    render(<Empty />);
    expect(await screen.findByText('No notifications yet.')).toBeVisible();
  });

  it('pages through older notifications', async () => {
    render(<ManyPages />);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(items()).toHaveLength(10);
  });

  it('shows skeletons while loading, Try Again when the list fails, a toast when marking fails', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(3);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  it('keeps the count when marking all read fails', async () => {
    render(<MarkAllFails />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    expect(screen.getByText('2 unread')).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
