import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsultationDouble } from '../../../mocks/room.js';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './Reschedule.stories.js';

const all = composeStories(stories);
const { CanReschedule, TooLateToReschedule, ProposedByMe, ProposedToMe, ExpertAnswers } = all;
const { AcceptRefused, Lapsed, AwaitingTheExpert, ChosenInSydney } = all;

const toast = async (title: string) =>
  (await screen.findByText(title)).closest('.eb-toast')?.textContent;

/** Opens Reschedule, waits for the first free day's times and picks the first, with an optional message. */
async function chooseNewTime(message?: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule Consultation' });
  const [first] = await within(dialog).findAllByRole('radio', { name: /[ap]m$/ });
  await userEvent.click(first!);
  if (message) await userEvent.type(within(dialog).getByLabelText(/^Message/), message);
  return { dialog, chosen: first!.getAttribute('value')! };
}

describe('Reschedule', () => {
  it('proposes a new time from the free times, with a message, and shows it waiting for the expert', async () => {
    render(<CanReschedule />);
    const { dialog } = await chooseNewTime('Thursday suits me better');
    expect(
      within(dialog)
        .getByRole('group', { name: /^Duration/ })
        .querySelectorAll('input'),
    ).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose New Time' }));
    expect(await toast('New Time Proposed')).toContain('Ethan Walker will be asked to accept');
    expect(await screen.findByText(/^You proposed .* — waiting for Ethan Walker\.$/)).toBeVisible();
    expect(screen.getByText('Your message: “Thursday suits me better”')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await toast('Proposal Withdrawn')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^You proposed/)).toBeNull());
  });

  it('moves an unaccepted consultation at once when its client asks', async () => {
    render(<AwaitingTheExpert />);
    const { dialog } = await chooseNewTime();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Consultation' }));
    expect(await toast('Consultation Moved')).toContain('It now starts');
    expect(screen.queryByText(/^You proposed/)).toBeNull();
  });

  it('asks for a time before sending, and Keep Current Time closes with nothing sent', async () => {
    render(<CanReschedule />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Consultation' });
    await within(dialog).findAllByRole('radio', { name: /[ap]m$/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose New Time' }));
    expect(await within(dialog).findByText('Please choose a new time.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Current Time' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains why rescheduling is closed within 24 hours of the start', async () => {
    render(<TooLateToReschedule />);
    const button = await screen.findByRole('button', { name: 'Reschedule' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Rescheduling closes 24 hours before the start. You can still cancel the consultation.',
    );
  });

  it('lets the other party accept a proposal: the consultation moves and the banner goes', async () => {
    render(<ProposedToMe />);
    expect(await screen.findByText(/^Ethan Walker proposed a new time: /)).toBeVisible();
    expect(screen.getByText('Their message: “I am in court on Wednesday.”')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    // Answered first: a counter-proposal would be refused while this one is open.
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept New Time' }));
    expect(await toast('Consultation Moved')).toContain('It now starts');
    await waitFor(() => expect(screen.queryByText(/proposed a new time/)).toBeNull());
  });

  it('lets the expert decline the client’s proposal, with the keyboard', async () => {
    render(<ExpertAnswers />);
    expect(await screen.findByText(/^Charlotte .* proposed a new time: /)).toBeVisible();
    screen.getByRole('button', { name: 'Decline' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await toast('Proposal Declined')).toContain('The consultation keeps its time.');
  });

  it('says why an accepted time was refused and keeps the proposal open', async () => {
    render(<AcceptRefused />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept New Time' }));
    expect(await toast('Time No Longer Available')).toContain('That time has just been booked.');
    expect(screen.getByRole('button', { name: 'Accept New Time' })).toBeEnabled();
  });

  it('shows nothing for a lapsed proposal', async () => {
    render(<Lapsed />);
    await screen.findByRole('button', { name: 'Reschedule' });
    expect(screen.queryByText(/proposed a new time/)).toBeNull();
  });

  it('keeps a proposal to the proposer: no Accept on their own', async () => {
    render(<ProposedByMe />);
    await screen.findByRole('button', { name: 'Withdraw' });
    expect(screen.queryByRole('button', { name: 'Accept New Time' })).toBeNull();
  });

  itHasNoAxeViolations(all);
});

// Written here rather than with the kit's formatters, so a wrong zone in them shows.
const clock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-NZ', { timeZone, hour: 'numeric', minute: '2-digit' });
const dateTime = (timeZone: string) =>
  new Intl.DateTimeFormat('en-NZ', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
const hourIn = (at: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric' }).format(at));
const LONDON = /\((Greenwich Mean|British Summer) Time\)/;

describe('Reschedule for a viewer in London', () => {
  // The browser's zone is the process's: Node's Intl follows TZ when it changes.
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TZ;
    process.env.TZ = 'Europe/London';
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('offers the expert’s Auckland times in London time, relabels them in another zone, and sends the instant picked', async () => {
    render(<CanReschedule />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule Consultation' });
    const zone = within(dialog).getByLabelText('Time zone');
    expect(zone).toHaveDisplayValue(/^Your time zone \((Greenwich Mean|British Summer) Time\)$/);
    expect(
      await within(dialog).findByText(/The expert is in New Zealand (Daylight|Standard) Time\.$/),
    ).toHaveTextContent(LONDON);

    const times = await within(dialog).findAllByRole('radio', { name: /[ap]m$/ });
    for (const radio of times) {
      const at = new Date(radio.getAttribute('value')!);
      // The contract example's hours of the expert's day, each labelled on London's clock.
      expect([9, 11, 12]).toContain(hourIn(at, 'Pacific/Auckland'));
      expect(radio.closest('label')).toHaveTextContent(clock('Europe/London').format(at));
    }
    const first = times[0]!;
    const picked = first.getAttribute('value')!;
    const at = new Date(picked);
    expect(first.closest('label')).toHaveTextContent(/pm$/);
    await userEvent.click(first);
    const current = (timeZone: string) =>
      dateTime(timeZone).format(
        new Date(CanReschedule.parameters.consultation.current.scheduledAt),
      );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `Current time: ${current('Europe/London')} → New time: ${dateTime('Europe/London').format(at)}`,
    );

    // In New Zealand's time the same instant is still chosen, now at the expert's own 9:00 am.
    await userEvent.selectOptions(zone, 'Pacific/Auckland');
    const chosen = await within(dialog).findByRole('radio', { checked: true, name: /[ap]m$/ });
    expect(chosen).toHaveAttribute('value', picked);
    expect(chosen.closest('label')).toHaveTextContent(/^9:00 am$/);
    // A zone chosen other than the viewer's own is named, not called theirs.
    expect(
      within(dialog).getByText(/^Times are shown in New Zealand (Daylight|Standard) Time\./),
    ).toBeVisible();
    expect(within(dialog).queryByText(/your time zone/)).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `Current time: ${current('Pacific/Auckland')} → New time: ${dateTime('Pacific/Auckland').format(at)}`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose New Time' }));
    expect(await toast('New Time Proposed')).toContain(dateTime('Pacific/Auckland').format(at));
    const server = CanReschedule.parameters.consultation as ConsultationDouble;
    expect(server.current?.rescheduleProposal?.scheduledAt).toBe(picked);
    // The room's banner speaks in the viewer's zone, as the rest of the room does, and names it.
    const waiting = await screen.findByText(/^You proposed .* — waiting for Ethan Walker\.$/);
    expect(waiting).toHaveTextContent(dateTime('Europe/London').format(at));
    expect(waiting).toHaveTextContent(LONDON);
  });

  it('names the zone of a proposed time in the banner', async () => {
    render(<ProposedToMe />);
    const says = await screen.findByText(/^Ethan Walker proposed a new time: /);
    const proposed = ProposedToMe.parameters.consultation.current.rescheduleProposal.scheduledAt;
    expect(says).toHaveTextContent(`${dateTime('Europe/London').format(new Date(proposed))} (`);
    expect(says).toHaveTextContent(LONDON);
  });
});

describe('Reschedule in a chosen Australian zone', () => {
  it('chooses the expert’s 10:00 and shows the change in Sydney’s time', async () => {
    render(<ChosenInSydney />);
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveDisplayValue(/^Sydney, Canberra \(NSW, ACT\) · Australian Eastern/);
    const chosen = await screen.findByRole('radio', { checked: true, name: /[ap]m$/ });
    const at = new Date(chosen.getAttribute('value')!);
    expect(hourIn(at, 'Pacific/Auckland')).toBe(10);
    expect(chosen.closest('label')).toHaveTextContent(clock('Australia/Sydney').format(at));
    expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent(
      `→ New time: ${dateTime('Australia/Sydney').format(at)}`,
    );
  });
});
