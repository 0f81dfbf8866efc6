import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './AdminApplications.stories.js';

const all = composeStories(stories);
const { PendingList, Empty, ReviewWithMissingChecks, ReviewReadyToApprove, ApproveRefused } = all;
const { RejectNeedsReason, Decided, InEnglish } = all;

describe('AdminApplications', () => {
  it('lists pending applications in Korean by default', async () => {
    render(<PendingList />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '전문가 신청 심사' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: '전문가 신청 심사' })).toHaveAttribute('lang', 'ko');
    expect(await screen.findByText('신청 1건')).toBeVisible();
    expect(screen.getByRole('combobox', { name: '상태' })).toHaveValue('pending');
  });

  it('says so when no application has the status', async () => {
    render(<Empty />);
    expect(await screen.findByText('이 상태의 신청이 없습니다.')).toBeVisible();
  });

  it('shows the checklist with who checked what, and keeps Approve disabled while items are missing', async () => {
    await renderPlayed(ReviewWithMissingChecks);
    expect(screen.getByRole('heading', { level: 2, name: '심사: Ethan Walker' })).toHaveFocus();
    const licence = screen.getByRole('form', { name: '전문 면허 또는 자격증' }).closest('li')!;
    expect(licence).toHaveTextContent(/확인됨 · Aroha Mitchell/);
    expect(licence).toHaveTextContent('CA ANZ membership confirmed');
    expect(screen.getByText(/승인 전에 필요한 항목: 정부 발급 사진 신분증/)).toBeVisible();
    const approve = screen.getByRole('button', { name: '승인' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/^승인 전에 필요한 항목: 정부 발급 사진 신분증/);
  });

  it('records a check with its outcome and note', async () => {
    await renderPlayed(ReviewWithMissingChecks);
    const photo = screen.getByRole('form', { name: '정부 발급 사진 신분증' });
    await userEvent.type(within(photo).getByRole('textbox', { name: '메모' }), 'Passport seen');
    await userEvent.click(within(photo).getByRole('button', { name: '기록' }));
    const recorded = await screen.findByText('검증 결과가 기록되었습니다');
    expect(recorded).toBeVisible();
    // The toast region sits outside the page: the toast itself says it is Korean.
    expect(recorded.closest('.eb-toast')).toHaveAttribute('lang', 'ko');
  });

  it('enables Approve once the checklist is complete, and explains a refusal', async () => {
    await renderPlayed(ReviewReadyToApprove);
    expect(screen.getByRole('button', { name: '승인' })).toBeEnabled();
    await renderPlayed(ApproveRefused);
    const refused = await screen.findByText('Photo ID must be verified');
    expect(refused).toBeVisible();
    expect(refused.closest('.eb-toast')).toHaveAttribute('lang', 'ko');
  });

  it('asks for a reason before rejecting', async () => {
    await renderPlayed(RejectNeedsReason);
    expect(screen.getByRole('alert')).toHaveTextContent('거절 사유를 입력하세요');
  });

  it('shows a decided application without decisions to make', async () => {
    await renderPlayed(Decided);
    expect(screen.queryByRole('button', { name: '승인' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('switches to English and returns focus to the opener when closing the review', async () => {
    await renderPlayed(InEnglish);
    expect(screen.getByRole('heading', { name: 'Review: Ethan Walker' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: 'Review: Ethan Walker' })).toHaveFocus();
  });

  itHasNoAxeViolations(all);
});
