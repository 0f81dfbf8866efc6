import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './Reschedule.stories.js';

const all = composeStories(stories);
const { CanReschedule, TooLateToReschedule, ProposedByMe, ProposedToMe, ExpertAnswers } = all;
const { AcceptRefused, Lapsed, AwaitingTheExpert } = all;

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
