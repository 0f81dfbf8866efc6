import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './AdminLanguageSwitch.stories.js';

const all = composeStories(stories);
const { Korean, English } = all;

describe('AdminLanguageSwitch', () => {
  it('shows Korean chosen by default, its legend in Korean, each option in its own language', () => {
    render(<Korean />);
    const group = screen.getByRole('group', { name: '언어' });
    expect(group).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('radio', { name: '한국어' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    expect(screen.getByText('English').closest('label')).toHaveAttribute('lang', 'en');
  });

  it('tells the host when English is chosen, by click or arrow key', async () => {
    render(<Korean />);
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(Korean.args.onChange).toHaveBeenLastCalledWith('en');
  });

  it('names itself in English once English is chosen', () => {
    render(<English />);
    expect(screen.getByRole('group', { name: 'Language' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  itHasNoAxeViolations(all);
});
