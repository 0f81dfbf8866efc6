import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './LanguagePicker.stories.js';

const all = composeStories(stories);
const { DefaultEnglish, Several, NoneChosen } = all;
const onChange = DefaultEnglish.args.onChange as Mock;
const chosen = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('LanguagePicker', () => {
  beforeEach(() => onChange.mockClear());

  it('adds a language from the list and offers it no more (no duplicates)', async () => {
    render(<DefaultEnglish />);
    const add = screen.getByRole('button', { name: 'Add language' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose a language from the list, then add it.');
    expect(screen.queryByRole('option', { name: 'English' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Korean');
    await userEvent.click(add);
    expect(chosen()).toEqual(['English', 'Korean']);
    expect(onChange).toHaveBeenLastCalledWith(['English', 'Korean']);
    expect(add).toHaveAccessibleDescription('Choose a language from the list, then add it.');
    expect(screen.queryByRole('option', { name: 'Korean' })).toBeNull();
  });

  it('removes a language and returns focus to the picker', async () => {
    render(<Several />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mandarin' }));
    expect(chosen()).toEqual(['English', 'Korean']);
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Mandarin' })).toBeInTheDocument();
  });

  it('announces the error when none is chosen', () => {
    render(<NoneChosen />);
    expect(screen.getByRole('alert')).toHaveTextContent('At least one language is required');
  });

  itHasNoAxeViolations(all);
});
