import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../../../navigation/Navigation.js';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import { withNavigateSpy } from '../../../test/navigateSpy.js';
import { AvailabilityEditor } from './AvailabilityEditor.js';
import * as stories from './AvailabilityEditor.stories.js';

const all = composeStories(stories);
const { Defaults, Saved, HolidayChosen, ReversedRange, RefusedBySaving } = all;
const { Loading, Failed, NotAnExpert, SignedOut, PreviewFailed } = all;
const { api, saved } = stories;

const day = (name: string) => within(screen.getByRole('group', { name }));
const preview = () => within(screen.getByRole('region', { name: 'What clients will see' }));
const previewDay = (key: string) =>
  document.querySelector<HTMLElement>(`.eb-avail-preview [data-day="${key}"]`);

describe('AvailabilityEditor', () => {
  beforeEach(() => {
    api.reset();
    saved.reset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each weekday’s first and last start times in words a person reads', async () => {
    render(<Defaults />);
    const monday = await screen.findByRole('group', { name: 'Monday' });
    const from = within(monday).getByRole('combobox', { name: 'Consultations can start from' });
    expect(from).toHaveDisplayValue('9:00 am');
    expect(within(monday).getByRole('combobox', { name: 'to' })).toHaveDisplayValue('6:00 pm');
    expect(screen.getByText(/the last one starts at 6:00 pm/)).toBeVisible();
    expect(
      screen.getByText('These are the standard hours; save to make them yours.'),
    ).toBeVisible();
  });

  it('adds and removes hours on a day and saves the whole settings', async () => {
    render(<Saved />);
    await screen.findByRole('group', { name: 'Tuesday' });
    expect(day('Tuesday').getByText('Not available')).toBeVisible();
    await userEvent.click(day('Tuesday').getByRole('button', { name: 'Add hours on Tuesday' }));
    await userEvent.click(
      day('Wednesday').getByRole('button', { name: 'Remove 2:00 pm to 5:00 pm on Wednesday' }),
    );
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await screen.findByText(/^Last saved/);
    const body = saved.saves().at(-1)!;
    expect(body.weeklyHours.tuesday).toEqual([{ from: '09:00', to: '18:00' }]);
    expect(body.weeklyHours.wednesday).toEqual([{ from: '09:00', to: '12:00' }]);
    expect(body).not.toHaveProperty('updatedAt');
    expect(body.minimumNoticeMinutes).toBe(1440);
  });

  it('names a reversed range beside it and saves nothing until it is fixed', async () => {
    await renderPlayed(ReversedRange);
    expect(day('Monday').getByRole('alert')).toHaveTextContent(
      'The last start must not be before the first.',
    );
    expect(day('Monday').getByRole('combobox', { name: 'to' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(preview().getByText('Fix the errors above to see the preview.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    const summary = screen.getByText('Your availability was not saved. Please fix:').parentElement!;
    expect(summary).toHaveTextContent('Monday: The last start must not be before the first.');
    expect(summary).toHaveFocus();
    expect(api.saves()).toHaveLength(0);
  });

  it('maps the API’s field errors to the fields and lists them', async () => {
    await renderPlayed(RefusedBySaving);
    const summary = await screen.findByText('Your availability was not saved. Please fix:');
    expect(summary.parentElement).toHaveTextContent('Monday: These hours overlap.');
    expect(summary.parentElement).toHaveTextContent(
      'How far ahead clients can book (days): At most 60 days',
    );
    expect(day('Monday').getByRole('alert')).toHaveTextContent('These hours overlap.');
    expect(
      screen.getByRole('spinbutton', { name: 'How far ahead clients can book (days)' }),
    ).toHaveAccessibleDescription(/At most 60 days: the platform holds a payment/);
  });

  it('makes a day off on the calendar and a holiday of several days with a note', async () => {
    render(<Saved />);
    await userEvent.click(await screen.findByRole('button', { name: 'Friday, 4 December 2026' }));
    // The form is drawn afresh once the day has an override: ask for it each time.
    const form = () => within(screen.getByRole('group', { name: 'Friday, 4 December 2026' }));
    expect(form().getByText('This day follows your weekly hours.')).toBeVisible();
    await userEvent.click(form().getByRole('radio', { name: 'Day off' }));
    await userEvent.type(form().getByRole('textbox', { name: 'Note' }), 'Conference');
    await userEvent.type(
      form().getByLabelText('Last day (for a holiday of several days)'),
      '2026-12-06',
    );
    expect(
      screen.getByRole('button', { name: 'Friday, 4 December 2026: Day off (Conference)' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: /^Saturday, 5 December 2026: Day off/ }),
    ).toBeVisible();
    expect(screen.getByText('4–6 December 2026')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await screen.findByText(/^Last saved/);
    expect(saved.saves().at(-1)!.overrides[0]).toEqual({
      date: '2026-12-04',
      until: '2026-12-06',
      ranges: [],
      note: 'Conference',
    });
  });

  it('moves between days with the arrow keys, one day in the Tab order', async () => {
    render(<Saved />);
    const today = await screen.findByRole('button', { name: 'Tuesday, 1 December 2026' });
    const days = document.querySelectorAll('.eb-avail-month__day[tabindex="0"]');
    expect([...days]).toEqual([today]);
    today.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Wednesday, 9 December 2026' })).toHaveFocus();
    // Days before today cannot be reached.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Wednesday, 2 December 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Wednesday, 2 December 2026' })).toBeVisible();
  });

  it('opens a saved holiday with its last day and note', async () => {
    await renderPlayed(HolidayChosen);
    const form = within(screen.getByRole('group', { name: 'Thursday, 24 December 2026' }));
    expect(form.getByRole('radio', { name: 'Day off' })).toBeChecked();
    expect(form.getByLabelText('Last day (for a holiday of several days)')).toHaveValue(
      '2027-01-05',
    );
    expect(form.getByRole('textbox', { name: 'Note' })).toHaveValue('Summer holidays');
  });

  it('previews the next two weeks as clients will see them, following the draft', async () => {
    render(<Saved />);
    await waitFor(() => expect(previewDay('2026-12-02')).toHaveTextContent('9:00 am, 9:30 am'));
    expect(previewDay('2026-12-01')).toHaveTextContent('No times');
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    await waitFor(() => expect(previewDay('2026-12-01')).toHaveTextContent('9:00 am'));
    expect(saved.previews().at(-1)!.weeklyHours.tuesday).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes, and lets go once saved', async () => {
    // A link elsewhere on the page, as the header's are.
    const withLink = {
      ...stories.Defaults,
      render: (args: stories.EditorArgs) => (
        <>
          <Link to="/dashboard">Dashboard</Link>
          <AvailabilityEditor {...args} />
        </>
      ),
    };
    const { Story, navigate } = withNavigateSpy(withLink, stories.default);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<Story />);
    await userEvent.click(
      await screen.findByRole('radio', { name: 'On the hour and the half hour' }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(confirm).toHaveBeenCalledWith(
      'You have unsaved changes to your availability. Leave without saving?',
    );
    expect(navigate).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(navigate).toHaveBeenCalledWith('/dashboard', { fullPage: false });
  });

  it('says it is loading, that it failed, who it is for, and to sign in', async () => {
    const loading = render(<Loading />);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    loading.unmount();
    const failed = render(<Failed />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
    failed.unmount();
    const notExpert = render(<NotAnExpert />);
    expect(await screen.findByText('Availability is for experts')).toBeVisible();
    notExpert.unmount();
    render(<SignedOut />);
    expect(await screen.findByText('Sign in to set your availability')).toBeVisible();
  });

  it('says when the preview could not be loaded', async () => {
    render(<PreviewFailed />);
    await screen.findByRole('region', { name: 'What clients will see' });
    expect(await preview().findByRole('alert')).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
