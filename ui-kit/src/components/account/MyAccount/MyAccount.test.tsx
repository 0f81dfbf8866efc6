import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import { rejectedProfile } from '../../../mocks/onboarding.js';
import { openDispute } from '../../../mocks/disputes.js';
import * as stories from './MyAccount.stories.js';

const all = composeStories(stories);
const { Client, Expert, Consultations, ManyConsultations, Settings, PaymentMethods } = all;
const { PrivacySettings, Empty, Loading, ProfileLoading, SignedOut } = all;
const { ConsultationsFailed, ProfileFailed, ApplicationInReview, ApplicationRejected } = all;
const { ConsultationDisputed, Documents } = all;
const { store, manyStore, emptyStore } = stories;

const rows = () =>
  within(screen.getByRole('region', { name: 'My Consultations' }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('eb-panel__item'));
const row = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li')!;

describe('MyAccount', () => {
  beforeEach(() => {
    store.reset();
    manyStore.reset();
    emptyStore.reset();
  });

  it('shows the person and offers Become an Expert to a user without an expert profile', async () => {
    render(<Client />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Consultations',
      'Documents',
      'Settings',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Charlotte Ngata' })).toBeVisible();
    expect(screen.getByText('client@demo.expertbridge.test')).toBeVisible();
    const become = await screen.findByRole('region', { name: 'Become an Expert' });
    expect(within(become).getByRole('link', { name: 'Apply to Become Expert' })).toHaveAttribute(
      'href',
      '/become-expert',
    );
    expect(screen.queryByRole('region', { name: 'Expert Profile' })).toBeNull();
  });

  it('says an application in review is not yet findable or bookable, without the Expert badge', async () => {
    render(<ApplicationInReview />);
    const card = within(await screen.findByRole('region', { name: 'Expert Profile' }));
    expect(
      card.getByText(
        'Your application is under review: clients cannot find or book you until it is approved.',
      ),
    ).toBeVisible();
    expect(card.getByRole('link', { name: 'What happens next' })).toHaveAttribute(
      'href',
      '/become-expert',
    );
    expect(screen.getByRole('heading', { level: 2, name: /Charlotte/ })).not.toHaveTextContent(
      'Expert',
    );
  });

  it("gives a rejected application's reason and a way to apply again", async () => {
    render(<ApplicationRejected />);
    const card = within(await screen.findByRole('region', { name: 'Expert Profile' }));
    expect(card.getByText(`Reason: ${rejectedProfile.rejectionReason}`)).toBeVisible();
    expect(card.getByRole('link', { name: 'How to apply again' })).toHaveAttribute(
      'href',
      '/become-expert',
    );
  });

  it("shows an expert's profile card with Edit Profile to /expert-edit", async () => {
    render(<Expert />);
    expect(
      await screen.findByRole('heading', { level: 2, name: /Ethan Walker/ }),
    ).toHaveTextContent('Expert');
    const card = within(await screen.findByRole('region', { name: 'Expert Profile' }));
    expect(card.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/expert-edit',
    );
    expect(card.getByText('Tax & Accounting')).toHaveClass('eb-badge');
    expect(card.getByText('Auckland')).toBeVisible();
    expect(
      card.getByRole('heading', { name: 'Chartered Accountant and Tax Adviser' }),
    ).toBeVisible();
    expect(card.getByText('NZ$180 per hour')).toBeVisible();
    expect(card.getByText('CA ANZ Chartered Accountant; BCom (Accounting)')).toBeVisible();
    expect(
      card.getByText(
        'Chartered accountant helping sole traders and small companies with income tax and GST.',
      ),
    ).toBeVisible();
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'English',
      'Mandarin',
    ]);
    expect(screen.queryByRole('region', { name: 'Become an Expert' })).toBeNull();
  });

  it('says on a consultation’s row that its reported problem holds the payment', async () => {
    render(<ConsultationDisputed />);
    expect(await screen.findByText('Problem reported — payment on hold')).toBeVisible();
    expect(row(openDispute.title)).toHaveTextContent('Problem reported — payment on hold');
  });

  it('lists consultations with status, date, total and View Details', async () => {
    render(<Consultations />);
    await screen.findByRole('region', { name: 'My Consultations' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const visa = within(row('Visa options for a software engineer'));
    expect(visa.getByText('Confirmed')).toHaveClass('eb-status--confirmed');
    expect(visa.getByText(/A\$250\.50/)).toBeVisible();
    expect(
      visa.getByRole('link', { name: 'View details of Visa options for a software engineer' }),
    ).toHaveAttribute('href', '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c02');
    expect(within(row('Trust accounts')).getByText('Completed')).toHaveClass(
      'eb-status--completed',
    );
    expect(store.requests.at(-1)).toMatchObject({
      path: '/api/consultations',
      query: { page: '1', pageSize: '10' },
    });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('pages when there is more than one page', async () => {
    render(<ManyConsultations />);
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(manyStore.requests.at(-1)?.query).toEqual({ page: '2', pageSize: '10' });
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it("says 'No consultations yet' with a way to find an expert", async () => {
    render(<Empty />);
    expect(await screen.findByText('No consultations yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find Experts' })).toHaveAttribute('href', '/experts');
  });

  it('switches tabs by keyboard and tells the host', async () => {
    render(<Client />);
    const profile = await screen.findByRole('tab', { name: 'Profile' });
    profile.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Consultations' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Consultations');
    expect(await screen.findByRole('region', { name: 'My Consultations' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(Client.args.onTabChange).toHaveBeenLastCalledWith('settings');
  });

  it('lists the receipts with their PDFs beside the details they carry', async () => {
    render(<Documents />);
    expect(
      await screen.findByRole('link', { name: 'Download PDF of receipt RC-000042' }),
    ).toBeVisible();
    const details = await screen.findByRole('region', { name: 'Your details on receipts' });
    expect(within(details).getByRole('textbox', { name: 'Business name' })).toBeVisible();
  });

  it('lists Payment Methods and Privacy Settings, each with its own Manage', async () => {
    render(<Settings />);
    expect(await screen.findByRole('heading', { name: 'Payment Methods' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Privacy Settings' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Manage / })).toHaveLength(2);
  });

  it('explains that cards are entered per booking and never stored', async () => {
    await renderPlayed(PaymentMethods);
    const dialog = screen.getByRole('dialog', { name: 'Payment Methods' });
    expect(dialog).toHaveTextContent('ExpertBridge never stores your card details');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage Payment Methods' })).toHaveFocus();
  });

  it('links Privacy Settings to the policy and to support for a copy or deletion of the data', async () => {
    await renderPlayed(PrivacySettings);
    const dialog = within(screen.getByRole('dialog', { name: 'Privacy Settings' }));
    expect(dialog.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(
      dialog.getByRole('link', { name: 'E-mail support@expertbridge.example' }),
    ).toHaveAttribute('href', 'mailto:support@expertbridge.example');
    expect(dialog.getByText(/within 30 days/)).toBeVisible();
    expect(dialog.queryByRole('checkbox')).toBeNull();
    expect(dialog.queryByRole('switch')).toBeNull();
  });

  it('shows a spinner while the session loads and a skeleton while the expert profile does', async () => {
    render(<Loading />);
    await settle();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    const { container } = render(<ProfileLoading />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Charlotte Ngata' })).toBeVisible();
    expect(container.querySelector('.eb-skeleton')).not.toBeNull();
  });

  it('shows Access Denied with Log In back to My Account when signed out', async () => {
    render(<SignedOut />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText('Please log in to access your profile')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fmy-page',
    );
  });

  it('offers Try Again when the consultations or the expert profile fail', async () => {
    render(<ConsultationsFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
    render(<ProfileFailed />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  itHasNoAxeViolations(all);
});
