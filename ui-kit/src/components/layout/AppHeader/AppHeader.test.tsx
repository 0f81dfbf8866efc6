import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './AppHeader.stories.js';

const { SignedOut, SignedIn, UnreadNotifications, ExpertUserMenuOpen, AdminUserMenuOpen } =
  composeStories(stories);
const { MobileDrawerSignedOut, MobileDrawerSignedIn, LongEmailUserMenuOpen } =
  composeStories(stories);
const { Playground, NotificationsOpen, NotificationsOpenEmpty, NotificationsLoading } =
  composeStories(stories);

/** The element the bell says it controls: the popover holding the notifications panel. */
const popoverOf = (bell: HTMLElement) =>
  document.getElementById(bell.getAttribute('aria-controls') ?? '');

describe('AppHeader', () => {
  it('offers Sign In (/login) and Get Started (/signup) when signed out', async () => {
    render(<SignedOut />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'My Page' })).toBeNull();
  });

  it('shows My Page, the bell and the initials avatar when signed in', async () => {
    render(<SignedIn />);
    expect(await screen.findByRole('link', { name: 'My Page' })).toHaveAttribute(
      'href',
      '/my-page',
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Charlotte, account menu' })).toHaveTextContent(
      /^CNCharlotte/,
    );
  });

  it('counts the unread notifications on the bell by itself, and announces the count', async () => {
    render(<UnreadNotifications />);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 5 unread' }),
    ).toHaveTextContent('5');
  });

  it('opens and closes the notifications menu with a click', async () => {
    render(<Playground />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).not.toHaveAttribute('aria-controls');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const popover = popoverOf(bell)!;
    expect(within(popover).getByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(await within(popover).findByText('2 unread')).toBeVisible();
    expect(within(popover).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(popover).not.toBeInTheDocument();
  });

  it('toggles with Enter and Space; Escape from inside closes it and returns focus to the bell', async () => {
    render(<Playground />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    const popover = popoverOf(bell)!;
    await within(popover).findByText('2 unread');
    // The popover follows the bell, so Tab goes straight into it.
    await userEvent.tab();
    expect(popover).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(popover).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('closes on a click outside it, and when focus moves on past it', async () => {
    render(<Playground />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    await userEvent.click(document.body);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    screen.getByRole('button', { name: /account menu/ }).focus();
    await settle();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('clears the count on the bell when all are marked read in the menu', async () => {
    // Last of the tests on Playground: its in-memory list stays read afterwards.
    render(<Playground />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const popover = popoverOf(screen.getByRole('button', { name: /^Notifications/ }))!;
    await within(popover).findByText('2 unread');
    await userEvent.click(within(popover).getByRole('button', { name: 'Mark all as read' }));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).not.toHaveTextContent(/\d/);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(within(popover).getByText('All caught up')).toBeVisible();
    // Marking all read disables the button that had focus; Escape still closes the menu.
    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('closes when a link in it is followed', async () => {
    await renderPlayed(NotificationsOpen);
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    const popover = popoverOf(bell)!;
    const [first] = within(popover).getAllByRole('link', { name: 'View consultation' });
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/consultation\//));
    await userEvent.click(first!);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(popover).not.toBeInTheDocument();
    await settle();
    expect(bell).toHaveFocus();
  });

  it('says when there are none, and shows skeletons while they load', async () => {
    await renderPlayed(NotificationsOpenEmpty);
    expect(screen.getByText('No notifications yet.')).toBeVisible();
    const { container } = await renderPlayed(NotificationsLoading);
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(3);
  });

  it('opens the user menu with name, e-mail, Expert badge and Sign out, and closes on Escape', async () => {
    await renderPlayed(ExpertUserMenuOpen);
    const button = screen.getByRole('button', { name: /account menu/ });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('expert@demo.expertbridge.test')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/api/logout');
    expect(screen.queryByRole('link', { name: '수익 관리' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("lets a long e-mail wrap only after the '@' and before a dot or hyphen, never inside a word", async () => {
    await renderPlayed(LongEmailUserMenuOpen);
    const email = screen.getByText(stories.LONG_EMAIL);
    expect(email).toBeVisible();
    // Each place the line may break, shown as '|': the text around every <wbr>.
    const breaks = Array.from(email.childNodes)
      .map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent))
      .join('');
    expect(breaks).toBe('charlotte|.ngata|-smith@|accounts|.featherstonconsulting|.co|.nz');
  });

  it('adds the admin entries, in Korean, for the admin role only', async () => {
    await renderPlayed(AdminUserMenuOpen);
    expect(screen.getByRole('link', { name: '지연된 상담' })).toHaveAttribute(
      'href',
      '/admin/pending',
    );
    expect(screen.getByRole('link', { name: '수익 관리' })).toHaveAttribute(
      'href',
      '/admin/revenue',
    );
    expect(screen.getByRole('link', { name: '분쟁 관리' })).toHaveAttribute(
      'href',
      '/admin/disputes',
    );
    expect(screen.getByRole('link', { name: '파트너사' })).toHaveAttribute(
      'href',
      '/admin/partners',
    );
    // Chargebacks apart from the clients' complaints (분쟁 관리), under their own name.
    expect(screen.getByRole('link', { name: '카드 분쟁' })).toHaveAttribute(
      'href',
      '/admin/card-disputes',
    );
    expect(screen.getByRole('link', { name: '판매자 보고서' })).toHaveAttribute(
      'href',
      '/admin/seller-reports',
    );
    expect(screen.queryByText('Expert')).toBeNull();
  });

  it('drawer: signed out it offers Get Started at /auth/signup and traps focus', async () => {
    await renderPlayed(MobileDrawerSignedOut);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('drawer: signed in it adds Dashboard and Profile, and any link closes it', async () => {
    await renderPlayed(MobileDrawerSignedIn);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  itHasNoAxeViolations(composeStories(stories));
});
