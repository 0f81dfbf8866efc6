import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { addHours, dateKeyIn } from '../../../format/zones.js';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './AvailabilityPicker.stories.js';

const all = composeStories(stories);
const { OpensOnFirstFreeDay, Times, TenOClockChosenForYou, Loading, NoTimesThatDay, Failed } = all;
const { OnlyTheExpertsLengths, ThirtyMinutesOnly, NoFreeTimes } = all;
const { PastDate, BeyondHorizon, TimeRequired, ViewerInPerth } = all;
const onChange = Times.args.onChange as Mock;

const timeNames = () =>
  screen
    .getAllByRole('radio', { name: /[ap]m$/ })
    .map((radio) => radio.closest('label')?.textContent);

describe('AvailabilityPicker', () => {
  beforeEach(() => onChange.mockClear());

  it('refuses past dates: the date input starts today, and a past date asks for another', async () => {
    render(<PastDate />);
    const date = screen.getByLabelText(/^Date/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', dateKeyIn(new Date(), 'Pacific/Auckland'));
    expect(await screen.findByText('Please choose today or a later date.')).toBeVisible();
    expect(screen.queryAllByRole('radio', { name: /[ap]m$/ })).toEqual([]);
  });

  it('stops at the booking horizon: the date input ends 60 days ahead and a later date is explained', async () => {
    render(<BeyondHorizon />);
    const date = screen.getByLabelText(/^Date/);
    expect(date).toHaveAttribute(
      'max',
      dateKeyIn(addHours(new Date(), 60 * 24), 'Pacific/Auckland'),
    );
    expect(
      await screen.findByText('Consultations can be booked up to 60 days ahead.'),
    ).toBeVisible();
    expect(screen.queryAllByRole('radio', { name: /[ap]m$/ })).toEqual([]);
  });

  it('opens on the first day with a free time, its times shown', async () => {
    render(<OpensOnFirstFreeDay />);
    const tomorrow = dateKeyIn(addHours(new Date(), 24), 'Pacific/Auckland');
    await waitFor(() => expect(screen.getByLabelText(/^Date/)).toHaveValue(tomorrow));
    await screen.findByRole('radio', { name: '9:00 am' });
    expect(timeNames()).toEqual(['9:00 am', '11:00 am', '12:00 pm']);
  });

  it('offers only the lengths the expert offers', async () => {
    render(<OnlyTheExpertsLengths />);
    const group = screen.getByRole('group', { name: /^Duration/ });
    await waitFor(() =>
      expect([...group.querySelectorAll('input')].map((i) => i.value)).toEqual(['60', '90']),
    );
  });

  it('moves to a length the expert offers when 60 minutes is not one', async () => {
    render(<ThirtyMinutesOnly />);
    await waitFor(() => expect(screen.getByRole('radio', { name: '30 minutes' })).toBeChecked());
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ duration: 30 }));
  });

  it('says so when the expert has no free time at all', async () => {
    render(<NoFreeTimes />);
    expect(
      await screen.findByText(/This expert has no free times to book at the moment\./),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^Date/)).toBeNull();
  });

  it('offers the next free day after a day without times', async () => {
    render(<NoTimesThatDay />);
    const next = await screen.findByRole('button', { name: /^Show the next free day/ });
    await userEvent.click(next);
    const tomorrow = dateKeyIn(addHours(new Date(), 24), 'Pacific/Auckland');
    await waitFor(() => expect(screen.getByLabelText(/^Date/)).toHaveValue(tomorrow));
    await screen.findByRole('radio', { name: '9:00 am' });
  });

  it("lists the expert's free hourly starts in the viewer's zone, and names that zone", async () => {
    render(<Times />);
    await screen.findByRole('radio', { name: '9:00 am' });
    expect(timeNames()).toEqual(['9:00 am', '11:00 am', '12:00 pm']);
    expect(
      screen.getByText(
        /^Times are shown in your time zone \(New Zealand (Daylight|Standard) Time\)\. The expert is in the same time zone\.$/,
      ),
    ).toBeVisible();
  });

  it("shows another viewer's own clock and says where the expert's hours are", async () => {
    render(<ViewerInPerth />);
    await screen.findByRole('radio', { name: '4:00 am' });
    expect(timeNames()).toEqual(['4:00 am', '6:00 am', '7:00 am']);
    expect(
      screen.getByText(/Australian Western Standard Time.*The expert is in New Zealand/),
    ).toBeVisible();
  });

  it('is chosen with the keyboard: Space picks a time, arrow keys move the choice', async () => {
    render(<Times />);
    const nine = await screen.findByRole('radio', { name: '9:00 am' });
    nine.focus();
    await userEvent.keyboard(' ');
    expect(nine).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    const eleven = screen.getByRole('radio', { name: '11:00 am' });
    expect(eleven).toBeChecked();
    expect(eleven).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ startsAt: eleven.getAttribute('value') }),
    );
  });

  it('chooses 10:00 in the expert’s zone when it is free', async () => {
    render(<TenOClockChosenForYou />);
    await waitFor(() => expect(screen.getByRole('radio', { name: '10:00 am' })).toBeChecked());
  });

  it('offers 30, 60, 90 and 120 minutes, 60 by default', async () => {
    render(<Times />);
    const group = screen.getByRole('group', { name: /^Duration/ });
    const durations = [...group.querySelectorAll('input')].map((i) => i.value);
    expect(durations).toEqual(['30', '60', '90', '120']);
    expect(screen.getByRole('radio', { name: '60 minutes' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '120 minutes' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ duration: 120 }));
  });

  it('says when times are loading, when there are none that day, and when they failed', async () => {
    render(<Loading />);
    expect(screen.getByText('Loading available times...').parentElement).toHaveAttribute(
      'role',
      'status',
    );
    render(<NoTimesThatDay />);
    expect(
      await screen.findByText('No times available that day. Please choose another date.'),
    ).toBeVisible();
    render(<Failed />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The available times could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('announces a missing time on the time group', async () => {
    render(<TimeRequired />);
    const group = screen.getByRole('group', { name: /^Start time/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(/Please choose a time\.$/);
  });

  it('drops a chosen time that is no longer free', async () => {
    const gone = addHours(new Date(), 1).toISOString();
    render(<Times value={{ ...Times.args.value!, startsAt: gone }} />);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ startsAt: null })),
    );
  });

  itHasNoAxeViolations(all);
});
