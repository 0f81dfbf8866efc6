import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './ConsultationsTable.stories.js';

const all = composeStories(stories);
const { Client, Expert, FilteredToPending, ManyPages, ConfirmComplete, Completing } = all;
const { Cards, ExpertCards, ComplaintWindow } = all;
const { Completed, CompleteRefused, Empty, NoneWithThatStatus, Loading, Failed, Refused } = all;
const { ExpertDisputes, DisputeCards } = all;
const { store, manyStore, windowStore } = stories;

const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '.eb-toast__title' })).closest('.eb-toast')
    ?.textContent;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;
const statuses = () => bodyRows().map((r) => r.querySelector('.eb-badge')?.textContent);
const lists = () => store.requests.filter((r) => r.method === 'GET');
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
/** Each fact of a card by its name: the `dd` after the `dt`. */
const fact = (title: string, name: string) =>
  within(card(title)).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
/** Where each action of a row or card goes, by its accessible name. */
const actions = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
const ROOM = '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c';

describe('ConsultationsTable', () => {
  it('offers Try Again for a server error, and not for a refusal that would only repeat', async () => {
    const { unmount } = render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
    unmount();
    render(<Refused />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not open to your account.');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  beforeEach(() => {
    store.reset();
    manyStore.reset();
    windowStore.reset();
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

  it('opens every consultation from its row, with the actions its state allows a client', async () => {
    render(<Client />);
    await screen.findByRole('table');
    for (const r of bodyRows()) expect(within(r).getAllByRole('link').length).toBeGreaterThan(0);
    expect(actions(row('Company structure for a café'))).toEqual([
      ['Pay now for Company structure for a café', '/payment/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c07'],
      ['View details of Company structure for a café', `${ROOM}07`],
    ]);
    expect(actions(row('Trust accounts'))).toEqual([
      ['Leave a review of Trust accounts', `${ROOM}09#review`],
      ['View details of Trust accounts', `${ROOM}09`],
    ]);
    expect(actions(row('Working holiday visa'))).toEqual([
      ['View details of Working holiday visa', `${ROOM}10`],
    ]);
    expect(actions(row('Partner visa documents'))).toEqual([
      ['View details of Partner visa documents', `${ROOM}06`],
    ]);
    const complete = screen.getAllByRole('button', { name: 'Complete & Pay Expert' });
    expect(complete).toHaveLength(1);
    expect(complete[0]).toHaveAccessibleDescription('GST return review');
  });

  it('offers a review until one is left, and Report a Problem in the window unless a dispute is open', async () => {
    render(<ComplaintWindow />);
    await screen.findByRole('table');
    const room = '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3e0';
    expect(actions(row('KiwiSaver withdrawal'))).toEqual([
      ['Leave a review of KiwiSaver withdrawal', `${room}1#review`],
      ['Report a problem with KiwiSaver withdrawal', `${room}1#report`],
      ['View details of KiwiSaver withdrawal', `${room}1`],
    ]);
    expect(actions(row('Tenancy bond dispute'))).toEqual([
      ['Report a problem with Tenancy bond dispute', `${room}2#report`],
      ['View details of Tenancy bond dispute', `${room}2`],
    ]);
    expect(actions(row('Contract for a website'))).toEqual([
      ['Leave a review of Contract for a website', `${room}3#review`],
      ['View details of Contract for a website', `${room}3`],
    ]);
  });

  it('says on the row, for client and expert, that a problem was reported and how it was settled', async () => {
    const { unmount } = render(<ComplaintWindow />);
    await screen.findByRole('table');
    const line = (title: string) => row(title).querySelector('.eb-dispute-line')?.textContent;
    expect(line('Contract for a website')).toBe('Problem reported — payment on hold');
    expect(line('Will for a blended family')).toMatch(
      /^Dispute resolved — (NZ|A)\$50\.00 refunded, the rest released$/,
    );
    expect(line('KiwiSaver withdrawal')).toBeUndefined();
    // No second report once a dispute exists, open or settled.
    for (const title of ['Contract for a website', 'Will for a blended family']) {
      expect(within(row(title)).queryByRole('link', { name: /Report a problem/ })).toBeNull();
    }
    unmount();
    render(<ExpertDisputes />);
    await screen.findByRole('table');
    expect(line('Contract for a website')).toBe('Problem reported — payment on hold');
    expect(line('Will for a blended family')).toMatch(/refunded, the rest released/);
  });

  it('says a dispute’s state on the phone cards too', async () => {
    render(<DisputeCards />);
    await screen.findByRole('heading', { name: 'Contract for a website' });
    expect(fact('Contract for a website', 'Status')).toBe(
      'CompletedProblem reported — payment on hold',
    );
    expect(fact('Will for a blended family', 'Status')).toMatch(/Dispute resolved — .*refunded/);
  });

  it('shows each consultation as a card on a phone: every fact named, and its actions', async () => {
    render(<Cards />);
    await screen.findByRole('heading', { name: 'Trust accounts' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(fact('Visa options for a software engineer', 'Status')).toBe('Confirmed');
    expect(fact('Visa options for a software engineer', 'Amount')).toBe('A$250.50');
    expect(fact('Visa options for a software engineer', 'Date')).toMatch(/\d{4}/);
    expect(
      within(card('Visa options for a software engineer')).getByText('Olivia Chen'),
    ).toBeVisible();
    expect(actions(card('Visa options for a software engineer'))).toEqual([
      ['Join Visa options for a software engineer', `${ROOM}02`],
    ]);
    expect(actions(card('Trust accounts'))).toContainEqual([
      'View details of Trust accounts',
      `${ROOM}09`,
    ]);
    await userEvent.click(
      within(card('GST return review')).getByRole('button', { name: 'Complete & Pay Expert' }),
    );
    expect(screen.getByRole('dialog', { name: 'Complete & Pay Expert' })).toBeVisible();
  });

  it('opens every consultation for an expert too, without the client’s actions', async () => {
    render(<ExpertCards />);
    await screen.findByRole('heading', { name: 'Trust accounts' });
    for (const item of screen.getAllByRole('listitem')) {
      expect(within(item).getAllByRole('link').length).toBeGreaterThan(0);
    }
    expect(actions(card('Trust accounts'))).toEqual([
      ['View details of Trust accounts', `${ROOM}09`],
    ]);
    expect(actions(card('Company structure for a café'))).toEqual([
      ['View details of Company structure for a café', `${ROOM}07`],
    ]);
  });

  describe('on a narrow screen', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('switches to cards when the screen is narrower than the table', async () => {
      const queries: string[] = [];
      vi.stubGlobal('matchMedia', (query: string) => {
        queries.push(query);
        return { matches: true, addEventListener() {}, removeEventListener() {} };
      });
      render(<Client />);
      expect(await screen.findByRole('heading', { name: 'Trust accounts' })).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
      expect(queries).toContain('(max-width: 56rem)');
    });
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

  it('offers to answer a new time the other party proposed, in the consultation’s page', async () => {
    render(<all.NewTimeProposed />);
    const answer = await screen.findByRole('link', { name: /^Answer New Time proposed for / });
    expect(answer).toHaveTextContent('Answer New Time');
    expect(answer.getAttribute('href')).toMatch(/^\/consultation\/[0-9a-f-]{36}$/);
  });

  itHasNoAxeViolations(all);
});
