import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './CalendarSync.stories.js';

const all = composeStories(stories);
const { Expert, Client, NothingYet, Reading, Full, NotApproved, ConfirmNewLink } = all;
const { ConfirmRemove, RefusedAddress, Loading, Failed } = all;
const { fresh, inUse } = stories;

const OLD_URL =
  'https://expertbridge.nz/api/calendar-feeds/cf_9f2c4d7be1a04c6f8e35b2d0a7c1e4f8.ics';
const link = () => screen.getByRole('textbox', { name: 'Your private calendar link' });

describe('CalendarSync', () => {
  beforeEach(() => {
    fresh.reset();
    inUse.reset();
  });

  it('shows the private link with how each calendar app subscribes, and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<Expert />);
    await waitFor(() => expect(link()).toHaveValue(OLD_URL));
    expect(screen.getByRole('link', { name: 'Subscribe in Apple Calendar' })).toHaveAttribute(
      'href',
      OLD_URL.replace('https:', 'webcal:'),
    );
    expect(screen.getByText(/From URL, then paste the link/)).toBeVisible();
    expect(screen.getByText(/Subscribe from web/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(OLD_URL);
    expect(await screen.findByText('Link copied.')).toBeVisible();
  });

  it('makes the first link on request', async () => {
    render(<NothingYet />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create my calendar link' }));
    await waitFor(() => expect(link()).toHaveValue(fresh.state().feed!.url));
  });

  it('warns that the old link stops working before making a new one', async () => {
    await renderPlayed(ConfirmNewLink);
    const dialog = within(screen.getByRole('dialog', { name: 'Make a new link?' }));
    expect(dialog.getByText(/Your current link stops working at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(link()).not.toHaveValue(OLD_URL);
    expect(link()).toHaveValue(inUse.state().feed!.url);
  });

  it('turns the link off after asking', async () => {
    render(<Expert />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Turn off your calendar link?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Create my calendar link' })).toBeVisible();
    expect(inUse.state().feed).toBeNull();
  });

  it('lists each imported calendar with its status, why it failed and when it was read', async () => {
    render(<Expert />);
    const google = (await screen.findByText('Work calendar')).closest('li');
    const outlook = screen.getByText('Outlook').closest('li');
    expect(google).toHaveTextContent('Up to date');
    expect(google).toHaveTextContent(/Last read .*; 12 busy times\./);
    expect(outlook).toHaveTextContent('Could not be read');
    expect(outlook).toHaveTextContent("The calendar's server did not answer within 10 seconds.");
  });

  it('adds a calendar, which waits for its first read, and refreshes it', async () => {
    render(<Expert />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Calendar address/ }),
      'https://calendar.example.com/private/abc/basic.ics',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Court diary');
    await userEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    const added = await screen.findByText('Court diary');
    const item = within(added.closest('li')!);
    expect(item.getByText('Reading…')).toBeVisible();
    expect(item.getByText('Not read yet.')).toBeVisible();
    await userEvent.click(item.getByRole('button', { name: 'Refresh Court diary' }));
    await waitFor(() => expect(item.getByText('Up to date')).toBeVisible());
    expect(screen.getByRole('textbox', { name: /Calendar address/ })).toHaveValue('');
  });

  it('puts the API’s reason beside the address it refused', async () => {
    await renderPlayed(RefusedAddress);
    expect(
      await screen.findByRole('textbox', { name: /Calendar address/ }),
    ).toHaveAccessibleDescription(/That address is on a private network/);
    expect(inUse.state().imports).toHaveLength(2);
  });

  it('removes a calendar after saying its busy times stop blocking', async () => {
    await renderPlayed(ConfirmRemove);
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Outlook?' }));
    expect(dialog.getByText(/stop blocking your availability at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove calendar' }));
    await waitFor(() => expect(screen.queryByText('Outlook')).toBeNull());
    expect(inUse.state().imports.map((i) => i.name)).toEqual(['Work calendar']);
  });

  it('offers no sixth calendar, none to a client, and tells an expert in review why', async () => {
    const full = render(<Full />);
    expect(await screen.findByText(/You can add up to 5 calendars/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add calendar' })).toBeNull();
    full.unmount();
    const client = render(<Client />);
    await waitFor(() => expect(link()).toBeVisible());
    expect(screen.queryByText('Your other calendars')).toBeNull();
    client.unmount();
    render(<NotApproved />);
    expect(
      await screen.findByText('You can add your calendars once your expert profile is approved.'),
    ).toBeVisible();
  });

  it('says a calendar is being read, that it is loading, and that it failed', async () => {
    const reading = render(<Reading />);
    expect(await screen.findByText('Reading…')).toBeVisible();
    reading.unmount();
    const loading = render(<Loading />);
    expect(screen.getByRole('region', { name: 'Calendar sync' })).toBeVisible();
    expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    loading.unmount();
    render(<Failed />);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Try Again' })).toHaveLength(2),
    );
  });

  itHasNoAxeViolations(all);
});
