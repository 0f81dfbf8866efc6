import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import { headingOutline } from '../shared/headingOutline.js';
import * as stories from './AboutPage.stories.js';

const all = composeStories(stories);
const { Default } = all;

const pairs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('AboutPage', () => {
  it('has one h1 and its sections in the order of the spec', () => {
    const { container } = render(<Default />);
    const outline = headingOutline(container);
    expect(outline.sound).toBe(true);
    expect(outline.lines.filter((line) => !line.startsWith('h3'))).toEqual([
      'h1 About ExpertBridge',
      'h2 Our Mission',
      'h2 What Makes Us Different',
      'h2 Our Impact',
      'h2 Expert Categories',
      'h2 Company Information',
      'h2 How It Works',
      'h2 Contact Us',
    ]);
  });

  it('shows four feature cards', () => {
    render(<Default />);
    const features = screen.getByRole('region', { name: 'What Makes Us Different' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Verified Professionals',
      'Secure Payments',
      'Consult Online',
      'Transparent Pricing',
    ]);
  });

  it('shows the same configured figures as the landing page', async () => {
    render(<Default />);
    const impact = screen.getByRole('region', { name: 'Our Impact' });
    await within(impact).findByText('200+');
    expect(pairs(impact)).toEqual([
      ['Verified experts', '200+'],
      ['Consultations completed', '5,000+'],
      ['Average rating', '4.8'],
      ['Typical response time', '< 2 hours'],
    ]);
    expect(screen.queryByText('500+')).toBeNull();
    expect(screen.queryByText('10,000+')).toBeNull();
  });

  it('links the six categories to the filtered directory', () => {
    render(<Default />);
    const links = within(screen.getByRole('region', { name: 'Expert Categories' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((id) => `/experts?categoryId=${id}`),
    );
    expect(links[2]).toHaveTextContent('Legal Services');
  });

  it('states headquarters, founding year, markets and support hours', () => {
    render(<Default />);
    expect(pairs(screen.getByRole('region', { name: 'Company Information' }))).toEqual([
      ['Headquarters', 'Auckland, New Zealand'],
      ['Founded', '2024'],
      ['Markets', 'New Zealand (NZD) and Australia (AUD)'],
      ['Support hours', 'Monday to Friday, 9:00-18:00 New Zealand time'],
    ]);
  });

  it('explains how it works in five ordered steps', () => {
    render(<Default />);
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Browse and Select',
      'Book a Consultation',
      'Secure Payment',
      'Get Expert Advice',
      'Review and Rate',
    ]);
    expect(steps[0]!.parentElement?.tagName).toBe('OL');
  });

  it('links the support e-mail and phone it is given, as the footer does', () => {
    render(<Default />);
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(
      within(contact).getByRole('link', { name: 'support@expertbridge.example' }),
    ).toHaveAttribute('href', 'mailto:support@expertbridge.example');
    expect(within(contact).getByRole('link', { name: '+64 9 555 0100' })).toHaveAttribute(
      'href',
      'tel:+6495550100',
    );
  });

  itHasNoAxeViolations(all);
});
