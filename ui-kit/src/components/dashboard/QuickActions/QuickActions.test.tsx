import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvedProfile } from '../../../mocks/dashboard.js';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './QuickActions.stories.js';

const all = composeStories(stories);
const { Client, Expert, Loading, ExpertWithoutProfile, ProfileInReview } = all;

const links = () =>
  screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('QuickActions', () => {
  it('gives a client Find Expert and Become Expert', async () => {
    render(<Client />);
    await screen.findByRole('link', { name: 'Find Expert' });
    expect(links()).toEqual([
      ['Find Expert', '/experts'],
      ['Become Expert', '/become-expert'],
    ]);
  });

  it('gives an expert View My Profile at their public page, Edit Profile and their availability', async () => {
    render(<Expert />);
    await screen.findByRole('link', { name: 'View My Profile' });
    expect(links()).toEqual([
      ['View My Profile', `/experts/${approvedProfile.id}`],
      ['Edit Profile', '/expert-edit'],
      ['Set your availability', '/expert/availability'],
    ]);
  });

  it('waits for the profile, and offers only Edit Profile without one', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
    render(<ExpertWithoutProfile />);
    await screen.findByRole('link', { name: 'Edit Profile' });
    expect(links()).toEqual([['Edit Profile', '/expert-edit']]);
  });

  it('offers no public page for a profile in review, only Edit Profile and availability', async () => {
    render(<ProfileInReview />);
    await screen.findByRole('link', { name: 'Edit Profile' });
    expect(links()).toEqual([
      ['Edit Profile', '/expert-edit'],
      ['Set your availability', '/expert/availability'],
    ]);
  });

  itHasNoAxeViolations(all);
});
