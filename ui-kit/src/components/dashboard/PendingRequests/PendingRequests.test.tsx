import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './PendingRequests.stories.js';

const all = composeStories(stories);
const { TwoRequests, Accepting, Declining, AlreadyAnswered, UpdateFails } = all;
const { Empty, Loading, Failed } = all;
const { store } = stories;

const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '.eb-toast__title' })).closest('.eb-toast')
    ?.textContent;
const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const patches = () => store.requests.filter((r) => r.method === 'PATCH');

describe('PendingRequests', () => {
  beforeEach(() => store.reset());

  it("lists the expert's paid requests awaiting an answer, earliest first", async () => {
    render(<TwoRequests />);
    await screen.findByText('Provisional tax for a new contractor');
    expect(screen.getAllByRole('button', { name: 'Accept' })[0]).toHaveAccessibleDescription(
      'Provisional tax for a new contractor',
    );
    expect(rows().map((row) => row.querySelector('.eb-panel__title')?.textContent)).toEqual([
      'Provisional tax for a new contractor',
      'Partner visa documents',
    ]);
    expect(within(rows()[0]!).getByText('Sam Kauri')).toBeVisible();
    expect(within(rows()[1]!).getByText('A$375.75')).toBeVisible();
    expect(store.requests[0]).toMatchObject({
      path: '/api/consultations/expert',
      query: { status: 'pending', order: 'asc' },
    });
  });

  it("accepts with PATCH status confirmed, toasts 'Status Updated' and drops the row", async () => {
    render(<TwoRequests />);
    await screen.findByText('Provisional tax for a new contractor');
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Accept' }));
    expect(await toast('Status Updated')).toContain(
      'Consultation status has been updated successfully.',
    );
    expect(patches()).toEqual([
      expect.objectContaining({
        path: '/api/consultations/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c05',
        body: { status: 'confirmed' },
      }),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Partner visa documents');
  });

  it('keeps the list it has when the refresh after an answer fails', async () => {
    render(<TwoRequests />);
    await screen.findByText('Provisional tax for a new contractor');
    store.reachable = false;
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Accept' }));
    expect(await toast('Status Updated')).toBeTruthy();
    await waitFor(() =>
      expect(store.requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(1),
    );
    await settle();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(screen.getByText('Partner visa documents')).toBeVisible();
  });

  it('declines with PATCH status cancelled', async () => {
    render(<TwoRequests />);
    await screen.findByText('Partner visa documents');
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Decline' }));
    expect(await toast('Status Updated')).toBeTruthy();
    expect(patches()).toEqual([
      expect.objectContaining({
        path: '/api/consultations/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c06',
        body: { status: 'cancelled' },
      }),
    ]);
  });

  it('makes only the answered row busy', async () => {
    await renderPlayed(Accepting);
    const [first, second] = rows();
    expect(within(first!).getByRole('button', { name: 'Accepting...' })).toBeDisabled();
    expect(within(first!).getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(within(second!).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(second!).getByRole('button', { name: 'Decline' })).toBeEnabled();
    await renderPlayed(Declining);
    expect(screen.getByRole('button', { name: 'Declining...' })).toBeDisabled();
  });

  it("gives the server's reason when the booking moved on (409) and asks for the list again", async () => {
    await renderPlayed(AlreadyAnswered);
    expect(await toast('Update Failed')).toContain(
      'Only a paid consultation awaiting the expert can be accepted',
    );
    await waitFor(() => expect(store.requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Accept' })[0]).toBeEnabled();
  });

  it("says 'Failed to update consultation status.' for any other failure", async () => {
    await renderPlayed(UpdateFails);
    expect(await toast('Update Failed')).toContain('Failed to update consultation status.');
  });

  it('says when there are none, shows skeletons while loading, Try Again on failure', async () => {
    render(<Empty />);
    expect(await screen.findByText('No pending booking requests.')).toBeVisible();
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(2);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
