import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_REMINDER_TEXT,
  overdueConsultation,
  overdueList,
  overdueServer,
} from '../../../mocks/admin.js';
import { itHasNoAxeViolations, renderPlayed, settle } from '../../../test/a11y.js';
import * as stories from './AdminOverdue.stories.js';

const all = composeStories(stories);
const { UrgentAndNeedsNotice, Empty, NothingToAutoComplete, Loading, Failed } = all;
const { Forbidden, SignedOut, ReminderOpen, ReminderSending, ReminderFails } = all;
const { AutoCompleteConfirm, AutoCompleteFails, InEnglish } = all;

beforeEach(() => overdueServer.reset());

/** The list item of the consultation with this title. */
const item = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
const listed = () => screen.findByRole('list', { name: '지연된 상담 목록' });
const toast = (role: 'status' | 'alert', text: string) =>
  screen.findByText(text, { selector: '.eb-toast__title' }).then((title) => {
    const shown = title.closest('.eb-toast')!;
    expect(shown.closest(`[role="${role}"]`)).not.toBeNull();
    return shown;
  });

describe('AdminOverdue', () => {
  it("labels a consultation 3 days past its end 'urgent' and one 2 days past 'needs notice'", async () => {
    render(<UrgentAndNeedsNotice />);
    await listed();
    expect(item('Tenancy bond dispute')).toHaveTextContent('긴급');
    expect(item('Tenancy bond dispute')).toHaveTextContent('종료 후 3일');
    expect(item('Tenancy bond dispute')).not.toHaveTextContent('자동 완료 대상');
    const twoDays = item('Provisional tax for a sole trader');
    expect(twoDays).toHaveTextContent('알림 필요');
    expect(twoDays).not.toHaveTextContent('긴급');
    expect(twoDays).toHaveTextContent('시작되지 않음');
    expect(twoDays).toHaveTextContent('고객: 입장하지 않음');
    const sevenDays = item('Visa options after graduating');
    expect(sevenDays).toHaveTextContent('자동 완료 대상');
    expect(sevenDays).toHaveTextContent('아직 알림을 보내지 않음');
    expect(within(sevenDays).getByText('Mere Tane')).toBeVisible();
  });

  it('sums up what is pending, due for auto-complete and urgent, in Korean', async () => {
    render(<UrgentAndNeedsNotice />);
    await listed();
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement;
    expect(figure('완료 대기')).toHaveTextContent('3');
    expect(figure('자동 완료 대상')).toHaveTextContent('1');
    expect(figure('긴급 (3일 이상)')).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: '완료 지연 상담' })).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('관리자 전용')).toBeVisible();
  });

  it('posts the typed message, toasts in Korean and shows the reminder on the list', async () => {
    await renderPlayed(ReminderOpen);
    const dialog = screen.getByRole('dialog', { name: '완료 알림 보내기' });
    expect(dialog).toHaveTextContent('비워 두면 기본 알림 문구가 전송됩니다.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '메시지 (선택)' }), 'Today');
    await userEvent.click(within(dialog).getByRole('button', { name: '보내기' }));
    const shown = await toast('status', '완료 알림을 보냈습니다');
    expect(shown).toHaveAttribute('lang', 'ko');
    expect(shown).toHaveTextContent('Today');
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('button', { name: '알림 보내기: Visa options after graduating' });
    expect(item('Visa options after graduating')).not.toHaveTextContent('아직 알림을');
  });

  it('posts no message when the field is left blank, so the server sends its own text', async () => {
    await renderPlayed(ReminderOpen);
    await userEvent.type(screen.getByRole('textbox', { name: '메시지 (선택)' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    // The mock answers the default text only when the request carries no message at all.
    expect(await toast('status', '완료 알림을 보냈습니다')).toHaveTextContent(
      DEFAULT_REMINDER_TEXT,
    );
  });

  it('shows Sending while the reminder is on its way', async () => {
    await renderPlayed(ReminderSending);
    expect(screen.getByRole('button', { name: '보내는 중...' })).toBeDisabled();
  });

  it('toasts a failed reminder in Korean with the server message and keeps the dialog', async () => {
    await renderPlayed(ReminderFails);
    const shown = await toast('alert', '알림을 보내지 못했습니다');
    expect(shown).toHaveTextContent('This consultation is not overdue');
    expect(shown).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('asks before auto-completing, posts, toasts the count and refreshes the list', async () => {
    await renderPlayed(AutoCompleteConfirm);
    const dialog = screen.getByRole('dialog', { name: '지연된 상담을 완료 처리할까요?' });
    expect(dialog).toHaveTextContent('종료 후 7일 이상 지난 상담 1건을 완료 처리합니다');
    await userEvent.click(within(dialog).getByRole('button', { name: '완료 처리' }));
    expect(await toast('status', '상담 1건을 자동 완료했습니다')).toHaveAttribute('lang', 'ko');
    expect(screen.queryByRole('heading', { name: 'Visa options after graduating' })).toBeNull();
    const button = screen.getByRole('button', { name: '자동 완료 (0건)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
  });

  it('keeps auto-complete disabled while nothing needs it', async () => {
    render(<NothingToAutoComplete />);
    await listed();
    const button = screen.getByRole('button', { name: '자동 완료 (0건)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toasts a failed auto-complete with the message', async () => {
    await renderPlayed(AutoCompleteFails);
    expect(await toast('alert', '자동 완료에 실패했습니다')).toHaveTextContent(
      'The service is briefly unavailable',
    );
    expect(screen.getByRole('heading', { name: 'Visa options after graduating' })).toBeVisible();
  });

  it('refetches the list on Refresh', async () => {
    render(<UrgentAndNeedsNotice />);
    await listed();
    overdueServer.replace([...overdueList, overdueConsultation(1, { title: 'Will writing' })]);
    await userEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(await screen.findByRole('heading', { name: 'Will writing' })).toBeVisible();
    expect(screen.getByRole('button', { name: '새로고침' })).toHaveFocus();
  });

  it('polls the list every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<UrgentAndNeedsNotice />);
      await listed();
      overdueServer.replace([overdueConsultation(1, { title: 'Will writing' })]);
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(screen.queryByRole('heading', { name: 'Will writing' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByRole('heading', { name: 'Will writing' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when nothing is overdue', async () => {
    render(<Empty />);
    expect(await screen.findByRole('heading', { name: '지연된 상담이 없습니다' })).toBeVisible();
    expect(screen.getByRole('button', { name: '자동 완료 (0건)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('tells a non-admin the page is for administrators, without the actions', async () => {
    render(<Forbidden />);
    expect(await screen.findByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '새로고침' })).toBeNull();
    render(<SignedOut />);
    expect(await screen.findByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fadmin%2Fpending',
    );
  });

  it('shows skeletons while loading and a Korean error with retry', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(6);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('다시 시도');
  });

  it('switches to English', async () => {
    render(<InEnglish />);
    expect(await screen.findByRole('list', { name: 'Overdue consultations' })).toBeVisible();
    expect(item('Tenancy bond dispute')).toHaveTextContent('Urgent');
    expect(item('Provisional tax for a sole trader')).toHaveTextContent('Needs notice');
    expect(screen.getByRole('button', { name: 'Auto-complete (1)' })).toBeEnabled();
  });

  itHasNoAxeViolations(all);
});
