import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import { headingOutline } from '../../marketing/shared/headingOutline.js';
import * as stories from './ApplicationSuccess.stories.js';

const all = composeStories(stories);
const { Submitted } = all;

describe('ApplicationSuccess', () => {
  it('confirms the submission under one h1 and says the application is Under Review', () => {
    const { container } = render(<Submitted />);
    expect(screen.getByRole('heading', { level: 1, name: 'Application Submitted!' })).toBeVisible();
    expect(headingOutline(container).sound).toBe(true);
    expect(screen.getByText('Application status')).toHaveTextContent(
      'Application status Under Review',
    );
  });

  it('lists the four next steps in order', () => {
    render(<Submitted />);
    const steps = within(screen.getByRole('region', { name: 'What Happens Next' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Application Review',
      'Document Verification',
      'Profile Activation',
      'Start Earning',
    ]);
    expect(steps[1]).toHaveTextContent(/If required/);
  });

  it('states the confirmation page’s timelines', () => {
    render(<Submitted />);
    const timeline = screen.getByRole('region', { name: 'Expected Timeline' });
    expect(
      within(timeline)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Initial review', '1-2 business days'],
      ['Document verification', '2-3 business days'],
      ['Final approval', '1 business day'],
    ]);
  });

  it('links home and to the directory', () => {
    render(<Submitted />);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Experts' })).toHaveAttribute(
      'href',
      '/experts',
    );
  });

  it('shows the company’s support e-mail, phone and hours', () => {
    render(<Submitted />);
    const contact = screen.getByRole('region', { name: 'Questions?' });
    expect(
      within(contact).getByRole('link', { name: 'support@expertbridge.example' }),
    ).toHaveAttribute('href', 'mailto:support@expertbridge.example');
    expect(within(contact).getByRole('link', { name: '+64 9 555 0100' })).toHaveAttribute(
      'href',
      'tel:+6495550100',
    );
    expect(
      within(contact).getByText('Monday to Friday, 9:00-18:00 New Zealand time'),
    ).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
