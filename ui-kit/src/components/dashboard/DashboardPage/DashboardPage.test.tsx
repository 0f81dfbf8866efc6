import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './DashboardPage.stories.js';

const all = composeStories(stories);
const { Client, Expert, AdminWithExpertProfile, ClientConsultations, ExpertAnalytics } = all;
const { ClientFavorites, NotificationsOpen, SettingsOpen, Empty, ExpertEmpty } = all;
const { Loading, ProfileLoading, SignedOut, Failed, FiguresFailed, ApplicationInReview } = all;
const { ExpertDocuments } = all;
const { store, emptyStore, reviews } = stories;

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const statLabels = () =>
  within(screen.getByRole('region', { name: 'Your figures' }))
    .getAllByRole('term')
    .map((term) => term.textContent);
const panel = (name: string) => screen.getByRole('region', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('DashboardPage', () => {
  beforeEach(() => {
    store.reset();
    emptyStore.reset();
    reviews.reset();
  });

  it('is the Client Dashboard for a user without an expert profile, greeting them by first name', async () => {
    render(<Client />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Welcome back, Charlotte!')).toBeVisible();
    expect(tabNames()).toEqual(['Overview', 'Consultations', 'Calendar', 'Favorites']);
    await screen.findByText('Total Spent');
    expect(statLabels()).toEqual(['Total Consultations', 'Total Spent', 'Upcoming', 'Completed']);
  });

  it("shows a client's overview: three upcoming with Join, Book New, Pay Now, Quick Actions and Need Help", async () => {
    render(<Client />);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming Consultations' }));
    await waitFor(() => expect(upcoming.getAllByRole('link', { name: /^Join / })).toHaveLength(3));
    expect(upcoming.getByRole('link', { name: 'Book New' })).toHaveAttribute('href', '/experts');
    const pay = await screen.findByRole('link', {
      name: 'Pay now for Company structure for a café',
    });
    expect(pay).toHaveAttribute('href', '/payment/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c07');
    expect(
      within(panel('Quick Actions')).getByRole('link', { name: 'Find Expert' }),
    ).toHaveAttribute('href', '/experts');
    expect(
      within(panel('Need Help?')).getByRole('link', { name: 'Contact Support' }),
    ).toHaveAttribute('href', 'mailto:support@expertbridge.example');
    expect(screen.queryByRole('region', { name: 'Pending Booking Requests' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Performance Summary' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest Reviews' })).toBeNull();
  });

  it('says under the title that an application in review cannot be found or booked yet', async () => {
    render(<ApplicationInReview />);
    await screen.findByRole('heading', { level: 1 });
    expect(
      await screen.findByText(
        'Your application is under review: clients cannot find or book you until it is approved.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'What happens next' })).toHaveAttribute(
      'href',
      '/become-expert',
    );
    const latest = screen.getByRole('region', { name: 'Latest Reviews' });
    expect(await within(latest).findByText('No reviews yet')).toBeVisible();
    expect(within(latest).queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('says nothing of an application to an approved expert', async () => {
    render(<Expert />);
    await screen.findByRole('heading', { level: 1, name: 'Expert Dashboard' });
    expect(screen.queryByRole('link', { name: 'What happens next' })).toBeNull();
  });

  it("is the Expert Dashboard for an expert: the expert's figures, requests, latest reviews and performance", async () => {
    render(<Expert />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expert Dashboard' }),
    ).toBeVisible();
    expect(screen.getByText('Welcome back, Ethan!')).toBeVisible();
    expect(tabNames()).toEqual([
      'Overview',
      'Consultations',
      'Calendar',
      'Reviews',
      'Analytics',
      'Documents',
    ]);
    await screen.findByText('Average Rating');
    expect(statLabels()).toEqual([
      'Total Consultations',
      'Total Earnings',
      'Average Rating',
      'Total Reviews',
    ]);
    const requests = within(
      await screen.findByRole('region', { name: 'Pending Booking Requests' }),
    );
    expect(await requests.findAllByRole('button', { name: 'Accept' })).toHaveLength(2);
    const latest = within(panel('Latest Reviews'));
    expect(await latest.findAllByRole('article')).toHaveLength(2);
    expect(await screen.findByRole('region', { name: 'Performance Summary' })).toBeVisible();
    expect(
      await within(panel('Quick Actions')).findByRole('link', { name: 'View My Profile' }),
    ).toHaveAttribute('href', `/experts/${'3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11'}`);
    // The expert's own list is asked for, not the client's.
    await waitFor(() =>
      expect(store.requests.some((r) => r.path === '/api/consultations/expert')).toBe(true),
    );
  });

  it('lets the expert profile decide, so an administrator with one sees the Expert Dashboard', async () => {
    render(<AdminWithExpertProfile />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expert Dashboard' }),
    ).toBeVisible();
    expect(tabNames()).toContain('Analytics');
  });

  it('gives an expert a Documents tab: their tax documents and the annual summary', async () => {
    render(<ExpertDocuments />);
    expect(
      await screen.findByRole('link', { name: 'Download PDF of commission invoice CI-000019' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('link', { name: /^Download CSV of the annual summary for \d{4}$/ }),
    ).toBeVisible();
  });

  it('moves between tabs with the arrow keys, Home and End, one tab in the Tab order', async () => {
    render(<Client />);
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    overview.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Consultations');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Consultations');
    expect(await screen.findByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Favorites');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Overview');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Favorites');
    expect(selectedTab()).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Overview');
    expect(Client.args.onTabChange).toHaveBeenLastCalledWith('overview');
    expect(Client.args.onTabChange).toHaveBeenCalledWith('favorites');
  });

  it('renders only the selected panel and tells the host which tab was chosen by click', async () => {
    render(<Client />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Calendar' }));
    expect(selectedTab()).toHaveTextContent('Calendar');
    expect(Client.args.onTabChange).toHaveBeenCalledWith('calendar');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Upcoming Consultations' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Calendar' })).toBeVisible();
    // Beneath it the private feed; a client imports no calendars.
    expect(await screen.findByRole('region', { name: 'Calendar sync' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your other calendars' })).toBeNull();
  });

  it('filters the Consultations tab for real', async () => {
    render(<ClientConsultations />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
    );
    const lists = store.requests.filter((r) => r.path === '/api/consultations');
    expect(lists.at(-1)?.query).toMatchObject({ status: 'pending' });
  });

  it('opens on the given tab, or on Overview when the tab is not the role’s', async () => {
    render(<ExpertAnalytics />);
    expect(await screen.findByRole('tab', { name: 'Analytics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    render(<ClientFavorites />);
    expect(await screen.findByRole('tab', { name: 'Favorites' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('falls back to Overview for a tab the client does not have', async () => {
    render(<Client initialTab="analytics" />);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Analytics' })).toBeNull();
  });

  it('shows the notifications with the unread count, and Escape closes them back to the button', async () => {
    await renderPlayed(NotificationsOpen);
    const button = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(await screen.findByText('2 unread')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBe(button);
    screen.getAllByRole('link', { name: 'View consultation' })[0]!.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Notifications' })).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens Settings with the names and the e-mail disabled', async () => {
    await renderPlayed(SettingsOpen);
    const dialog = within(await screen.findByRole('dialog', { name: 'Settings' }));
    expect(await dialog.findByLabelText(/^First name/)).toHaveValue('Charlotte');
    expect(dialog.getByLabelText(/^Email/)).toBeDisabled();
  });

  it('says what is empty when nothing has happened yet', async () => {
    render(<Empty />);
    expect(await screen.findByText('No upcoming consultations.')).toBeVisible();
    await settle();
    expect(screen.queryByRole('region', { name: 'Complete Payment' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Favorites' }));
    expect(await screen.findByText('No favorite experts yet.')).toBeVisible();
    render(<ExpertEmpty />);
    expect(await screen.findByText('No pending booking requests.')).toBeVisible();
    expect(await screen.findByText('No reviews yet')).toBeVisible();
  });

  it('shows a spinner while the session or the profile loads, and no dashboard yet', async () => {
    render(<Loading />);
    await settle();
    expect(screen.getByText('Loading...').closest('[role="status"]')).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    render(<ProfileLoading />);
    await settle();
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows Access Denied with Log In back to the dashboard when signed out', async () => {
    render(<SignedOut />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fdashboard',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers Try Again when the profile fails, and only on the figures when they fail', async () => {
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('keeps the dashboard when only the figures fail', async () => {
    render(<FiguresFailed />);
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    expect(await within(figures).findByRole('alert')).toHaveTextContent('Try Again');
    expect(screen.getByRole('tablist')).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
