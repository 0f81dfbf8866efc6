import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './ConsultationsTable.stories.js';

const all = composeStories(stories);
const { Client, Expert, FilteredToPending, ManyPages, ConfirmComplete, Completing } = all;
const { Completed, CompleteRefused, Empty, NoneWithThatStatus, Loading, Failed } = all;
const { store, manyStore } = stories;

const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '.eb-toast__title' })).closest('.eb-toast')
    ?.textContent;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;
const statuses = () => bodyRows().map((r) => r.querySelector('.eb-badge')?.textContent);
const lists = () => store.requests.filter((r) => r.method === 'GET');

describe('ConsultationsTable', () => {
  beforeEach(() => {
    store.reset();
    manyStore.reset();
  });

  it('shows a client each consultation with the expert, title, date, status and amount', async () => {
    render(<Client />);
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(10);
    const visa = within(row('Visa options for a software engineer'));
    expect(visa.getByText('Olivia Chen')).toBeVisible();
    expect(visa.getByText('Immigration Lawyer')).toBeVisible();
    expect(visa.getByText('Confirmed')).toHaveClass('eb-status--confirmed');
    expect(visa.getByText('A$250.50')).toBeVisible();
    expect(
      visa.getByRole('link', { name: 'Join Visa options for a software engineer' }),
    ).toHaveAttribute('href', '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c02');
    expect(lists()[0]).toMatchObject({
      path: '/api/consultations',
      query: { page: '1', pageSize: '10' },
    });
  });

  it('offers Join only when confirmed or running, and Complete & Pay Expert only on the running one', async () => {
    render(<Client />);
    await screen.findByRole('table');
    expect(within(row('Trust accounts')).queryByRole('link')).toBeNull();
    expect(within(row('Partner visa documents')).queryByRole('link')).toBeNull();
    const complete = screen.getAllByRole('button', { name: 'Complete & Pay Expert' });
    expect(complete).toHaveLength(1);
    expect(complete[0]).toHaveAccessibleDescription('GST return review');
  });

  it('filters for real: asks the server for the status and shows only those', async () => {
    render(<Client />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(statuses()).toEqual(['Pending', 'Pending']);
    expect(lists().at(-1)?.query).toEqual({ status: 'pending', page: '1', pageSize: '10' });
    await userEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    await waitFor(() => expect(statuses()).toEqual(['Completed']));
    expect(lists().at(-1)?.query.status).toBe('completed');
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    // All was asked for first, without a status, and is answered again from the cache.
    expect(lists()[0]?.query).not.toHaveProperty('status');
    expect(new Set(statuses())).toEqual(
      new Set([
        'Confirmed',
        'Pending',
        'Payment Required',
        'In Progress',
        'Completed',
        'Cancelled',
      ]),
    );
  });

  it('starts from the given filter', async () => {
    render(<FilteredToPending />);
    expect(await screen.findByRole('radio', { name: 'Pending' })).toBeChecked();
    await waitFor(() => expect(statuses()).toEqual(['Pending', 'Pending']));
  });

  it("shows an expert their clients from the expert's list, without Complete & Pay Expert", async () => {
    render(<Expert />);
    await screen.findByRole('table');
    expect(within(row('GST return review')).getByText('Jack Thompson')).toBeVisible();
    expect(within(row('GST return review')).getAllByText('Client')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Complete & Pay Expert' })).toBeNull();
    expect(lists()[0]?.path).toBe('/api/consultations/expert');
  });

  it('asks before completing, naming the consultation and the expert', async () => {
    await renderPlayed(ConfirmComplete);
    const dialog = screen.getByRole('dialog', { name: 'Complete & Pay Expert' });
    expect(dialog).toHaveTextContent('“GST return review” with Ethan Walker has taken place');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('completes once confirmed, toasts and shows it completed', async () => {
    await renderPlayed(Completed);
    expect(await toast('Consultation Completed')).toContain(
      'The payout to the expert will be processed.',
    );
    expect(store.requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/consultations/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c08/complete',
      }),
    ]);
    await waitFor(() =>
      expect(within(row('GST return review')).getByText('Completed')).toBeVisible(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Completing...' while it completes, and the server's reason when refused", async () => {
    await renderPlayed(Completing);
    expect(screen.getByRole('button', { name: 'Completing...' })).toBeDisabled();
    await renderPlayed(CompleteRefused);
    expect(await toast('Failed to Complete')).toContain(
      'Only a paid consultation awaiting the expert can be accepted',
    );
  });

  it('pages, and a new filter starts again at page 1', async () => {
    render(<ManyPages />);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(manyStore.requests.at(-1)?.query).toEqual({ page: '2', pageSize: '10' });
    await userEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(manyStore.requests.at(-1)?.query).toEqual({
      status: 'completed',
      page: '1',
      pageSize: '10',
    });
  });

  it('says when there are none at all or none with the status; skeletons; Try Again', async () => {
    render(<Empty />);
    expect(await screen.findByText('No consultations yet')).toBeVisible();
    render(<NoneWithThatStatus />);
    expect(await screen.findByText('No consultations with the status Cancelled.')).toBeVisible();
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(4);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
