import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cardDisputesServer,
  fraudulentCardDispute,
  overdueCardDispute,
  sentCardDispute,
  warningCardDispute,
} from '../../../mocks/cardDisputes.js';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './AdminCardDisputes.stories.js';

const all = composeStories(stories);
const { Open, Empty, Failed, Forbidden, SendOpen, NoteRejected, AlreadySent, InEnglish } = all;
const { OnItsWay } = all;

beforeEach(() => cardDisputesServer.reset());

/** The list item of the consultation with this title. */
const item = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
/** A fact of an item: its label and every value. */
const fact = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label, { selector: 'dt' }).parentElement!;
const toast = (text: string) => screen.findByText(text, { selector: '.eb-toast__title' });
const sendButton = (title: string) =>
  screen.queryByRole('button', { name: `${title}: 메모 추가 후 지금 증거 제출` });

describe('AdminCardDisputes', () => {
  it('lists open card disputes most urgent first, the deadline as a date and in words, in Korean', async () => {
    render(<Open />);
    const list = await screen.findByRole('list', { name: '진행 중인 카드 분쟁 (기한 임박 순)' });
    expect(screen.getByRole('region', { name: '카드 분쟁 (차지백)' })).toHaveAttribute(
      'lang',
      'ko',
    );
    // The API's answer is out of order on purpose: the page orders by deadline itself.
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      overdueCardDispute.consultationTitle,
      warningCardDispute.consultationTitle,
      fraudulentCardDispute.consultationTitle,
      sentCardDispute.consultationTitle,
    ]);
    const deadline = (title: string) => fact(item(title), '증거 제출 기한');
    expect(deadline(overdueCardDispute.consultationTitle)).toHaveTextContent(
      /\d{4}.*\(기한 지남\)$/,
    );
    expect(deadline(warningCardDispute.consultationTitle)).toHaveTextContent(/\(2일 후\)$/);
    expect(deadline(fraudulentCardDispute.consultationTitle)).toHaveTextContent(/\(6일 후\)$/);
  });

  it('shows the money disputed, the fee and where the money went, formatted as money', async () => {
    render(<Open />);
    await screen.findByRole('list');
    const gst = item(fraudulentCardDispute.consultationTitle);
    expect(fact(gst, '분쟁 금액')).toHaveTextContent('NZ$180.00');
    expect(fact(gst, '분쟁 수수료')).toHaveTextContent('NZ$25.00');
    expect(fact(gst, '자금 처리 현황')).toHaveTextContent('에스크로에서 인출: NZ$180.00');
    expect(fact(gst, '카드사가 밝힌 사유')).toHaveTextContent('부정 사용 (동의 없는 카드 사용)');
    const paidOut = item(overdueCardDispute.consultationTitle);
    expect(fact(paidOut, '분쟁 금액')).toHaveTextContent('A$240.00');
    expect(fact(paidOut, '자금 처리 현황')).toHaveTextContent(
      '전문가 지급액에서 회수: A$150.00전문가 미회수 채무: A$54.00',
    );
    expect(fact(item(warningCardDispute.consultationTitle), '자금 처리 현황')).toHaveTextContent(
      '아직 인출된 금액 없음',
    );
  });

  it('says whether the evidence was sent and shows what was assembled', async () => {
    render(<Open />);
    await screen.findByRole('list');
    const sent = item(sentCardDispute.consultationTitle);
    expect(fact(sent, '증거 제출')).toHaveTextContent(/제출됨$/);
    expect(fact(sent, '관리자 메모')).toHaveTextContent(sentCardDispute.adminNote!);
    expect(within(sent).getByText('카드사 검토 중')).toBeVisible();
    expect(sendButton(sentCardDispute.consultationTitle)).toBeNull();
    const gst = item(fraudulentCardDispute.consultationTitle);
    expect(fact(gst, '증거 제출')).toHaveTextContent(/^증거 제출아직 제출 안 됨, .+에 자동 제출$/);
    // Past the automatic send and still unsent: the page says so rather than promising a send.
    expect(fact(item(overdueCardDispute.consultationTitle), '증거 제출')).toHaveTextContent(
      /^증거 제출제출되지 않음, .+에 자동 제출 예정이었음$/,
    );
    await userEvent.click(within(gst).getByText('수집된 증거'));
    expect(fact(gst, '동의한 취소 약관')).toHaveTextContent('free cancellation with a full refund');
    expect(fact(gst, '참석 기록 (입장 및 퇴장)')).toHaveTextContent('client joined');
    expect(fact(gst, '기록: 예약, 결제, 완료, 채팅 요약, 후기')).toHaveTextContent('sha-256');
    expect(
      within(item(warningCardDispute.consultationTitle)).getByText(/아직 수집되지 않았습니다/),
    ).toBeInTheDocument();
  });

  it('adds the note and sends the evidence, then shows it sent', async () => {
    await renderPlayed(SendOpen);
    const dialog = screen.getByRole('dialog', { name: '지금 증거 제출' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toHaveTextContent('분쟁 금액 NZ$180.00');
    const note = within(dialog).getByRole('textbox', { name: /카드사에 보낼 메모/ });
    expect(note).toHaveAttribute('maxLength', '4000');

    await userEvent.click(within(dialog).getByRole('button', { name: '증거 제출' }));
    expect(note).toHaveAccessibleDescription(/증거에 추가할 메모를 작성해 주세요/);
    expect(cardDisputesServer.current(fraudulentCardDispute.id)?.adminNote).toBeNull();

    await userEvent.type(note, '  The client confirmed the session by phone.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: '증거 제출' }));
    expect(await toast('증거를 카드사로 보내는 중입니다')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cardDisputesServer.current(fraudulentCardDispute.id)?.adminNote).toBe(
      'The client confirmed the session by phone.',
    );
    // The list is read again: the evidence now shows as sent, with nothing left to send.
    await expect.poll(() => sendButton(fraudulentCardDispute.consultationTitle)).toBeNull();
    const gst = item(fraudulentCardDispute.consultationTitle);
    expect(fact(gst, '증거 제출')).toHaveTextContent(/제출됨$/);
    expect(fact(gst, '관리자 메모')).toHaveTextContent(
      'The client confirmed the session by phone.',
    );
  });

  it('offers no second send while a note is on its way to the bank', async () => {
    render(<OnItsWay />);
    await screen.findByRole('list');
    const warning = item(warningCardDispute.consultationTitle);
    expect(fact(warning, '증거 제출')).toHaveTextContent('메모 추가됨, 카드사로 전송 중');
    expect(fact(warning, '관리자 메모')).toHaveTextContent(
      'The client confirmed the session by phone.',
    );
    expect(sendButton(warningCardDispute.consultationTitle)).toBeNull();
  });

  it("shows the API's word on the note beside the field", async () => {
    await renderPlayed(NoteRejected);
    const note = await screen.findByRole('textbox', { name: /카드사에 보낼 메모/ });
    await expect.poll(() => note.getAttribute('aria-invalid')).toBe('true');
    expect(note).toHaveAccessibleDescription(/The note must be 4000 characters or fewer/);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says in words when the evidence was already sent or the dispute closed, and closes the dialog', async () => {
    await renderPlayed(AlreadySent);
    expect(await toast('증거를 제출하지 못했습니다')).toBeTruthy();
    expect(
      screen.getByText('이미 제출되었거나 종료된 분쟁입니다. 메모는 추가되지 않았습니다.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there are none, when it failed, and when access is refused', async () => {
    const empty = render(<Empty />);
    expect(await screen.findByText('진행 중인 카드 분쟁이 없습니다')).toBeVisible();
    empty.unmount();
    const failed = render(<Failed />);
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeVisible();
    failed.unmount();
    render(<Forbidden />);
    expect(await screen.findByText('접근 권한이 없습니다')).toBeVisible();
  });

  it('reads in English when the admin chooses it', async () => {
    render(<InEnglish />);
    await screen.findByRole('list', { name: 'Open card disputes, nearest deadline first' });
    const paidOut = item(overdueCardDispute.consultationTitle);
    expect(fact(paidOut, 'Evidence due')).toHaveTextContent(/\(overdue\)$/);
    expect(fact(item(fraudulentCardDispute.consultationTitle), 'Evidence due')).toHaveTextContent(
      /\(in 6 days\)$/,
    );
    expect(fact(paidOut, 'Where the money is')).toHaveTextContent(
      "Reversed from the expert's payout: A$150.00Owed by the expert: A$54.00",
    );
    expect(
      screen.getByRole('button', {
        name: `Add a note and send evidence now: ${fraudulentCardDispute.consultationTitle}`,
      }),
    ).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
