import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import { disputesServer, openDispute } from '../../../mocks/disputes.js';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './AdminDisputes.stories.js';

const all = composeStories(stories);
const { Open, Resolved, Empty, Paged, Failed, Forbidden, ResolveOpen, ResolvePartial } = all;
const { ResolvedMeanwhile, InEnglish } = all;

beforeEach(() => disputesServer.reset());

/** The list item of the consultation with this title. */
const item = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
const fact = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label, { selector: 'dt' }).nextElementSibling;
const toast = (text: string) => screen.findByText(text, { selector: '.eb-toast__title' });

describe('AdminDisputes', () => {
  it('lists open disputes with the reason, the facts and the money held, in Korean', async () => {
    render(<Open />);
    await screen.findByRole('list', { name: '진행 중인 분쟁 (오래된 순)' });
    expect(screen.getByRole('region', { name: '분쟁 관리' })).toHaveAttribute('lang', 'ko');
    const gst = item('GST registration for my new business');
    expect(gst).toHaveTextContent(
      'The expert left after twenty minutes of a sixty-minute session.',
    );
    expect(fact(gst, '고객')).toHaveTextContent('Charlotte Ngata');
    expect(fact(gst, '전문가')).toHaveTextContent('Ethan Walker');
    expect(fact(gst, '상담 일시')).toHaveTextContent('60분, Tax & Accounting');
    expect(fact(gst, '에스크로 보류 금액')).toHaveTextContent('NZ$180.00');
    expect(
      fact(item('Selling an investment property in Brisbane'), '에스크로 보류 금액'),
    ).toHaveTextContent('A$240.00');
    expect(within(gst).getByRole('link', { name: '상담 보기' })).toHaveAttribute(
      'href',
      `/consultation/${openDispute.id}`,
    );
    expect(screen.getByRole('button', { name: '진행 중 (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: '해결됨 (1)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows each resolved outcome in words with the note', async () => {
    await renderPlayed(Resolved);
    await screen.findByRole('list', { name: '해결된 분쟁 (최근 순)' });
    const items = screen.getAllByRole('listitem');
    expect(fact(items[0]!, '처리 결과')).toHaveTextContent('고객에게 NZ$60.00 환불, 나머지는 지급');
    expect(fact(items[0]!, '양측에 보낸 메모')).toHaveTextContent('a third of the fee is refunded');
    expect(fact(items[1]!, '처리 결과')).toHaveTextContent('전문가에게 지급, 환불 없음');
    expect(fact(items[2]!, '처리 결과')).toHaveTextContent('고객에게 전액 환불 (NZ$180.00)');
    expect(fact(items[2]!, '양측에 보낸 메모')).toHaveTextContent('없음');
    expect(screen.queryByRole('button', { name: /분쟁 해결하기/ })).toBeNull();
  });

  it('refunds part with a note: checks the amount and the note beside their fields, then moves it to Resolved', async () => {
    await renderPlayed(ResolvePartial);
    const dialog = screen.getByRole('dialog', { name: '분쟁 해결' });
    expect(dialog).toHaveTextContent('에스크로에 NZ$180.00 보류 중');
    const amount = within(dialog).getByRole('textbox', { name: /환불 금액 \(NZ\$\)/ });
    expect(amount).toHaveAccessibleDescription(/NZ\$0\.01부터 NZ\$179\.99까지/);
    await userEvent.type(amount, '180');
    await userEvent.click(within(dialog).getByRole('button', { name: '분쟁 해결' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/NZ\$0\.01부터 NZ\$179\.99까지의 금액을 입력하세요/);
    const note = within(dialog).getByRole('textbox', { name: /고객과 전문가에게 보낼 메모/ });
    expect(note).toHaveAccessibleDescription(/결정 사유를 메모로 작성해 주세요/);
    expect(disputesServer.current(openDispute.id)?.dispute?.resolvedAt).toBeNull();

    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.type(note, 'The session ended early.');
    await userEvent.click(within(dialog).getByRole('button', { name: '분쟁 해결' }));
    expect(await toast('분쟁이 해결되었습니다')).toBeTruthy();
    expect(disputesServer.current(openDispute.id)?.dispute).toMatchObject({
      resolution: 'partial_refund',
      refund: { amount: 6000, currency: 'NZD' },
      note: 'The session ended early.',
    });
    expect(await screen.findByRole('button', { name: '해결됨 (2)' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'GST registration for my new business' }),
    ).toBeNull();
  });

  it('releases the payment with a note, the default outcome', async () => {
    await renderPlayed(ResolveOpen);
    const dialog = screen.getByRole('dialog', { name: '분쟁 해결' });
    expect(within(dialog).getByRole('radio', { name: '전문가에게 지급' })).toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: /환불 금액/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox'), 'The full session was held.');
    await userEvent.click(within(dialog).getByRole('button', { name: '분쟁 해결' }));
    await toast('분쟁이 해결되었습니다');
    expect(disputesServer.current(openDispute.id)?.dispute?.resolution).toBe('release');
  });

  it('says so when another admin resolved it first, and closes the dialog', async () => {
    await renderPlayed(ResolvedMeanwhile);
    expect(await toast('분쟁을 해결하지 못했습니다')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages through many disputes', async () => {
    render(<Paged />);
    const pages = await screen.findByRole('navigation', { name: '페이지' });
    expect(pages).toHaveTextContent('3페이지 중 1페이지');
    expect(within(pages).getByRole('button', { name: '이전' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: '다음' })).toBeEnabled();
  });

  it('says when there is nothing to resolve, when it failed, and when access is refused', async () => {
    const empty = render(<Empty />);
    expect(await screen.findByText('진행 중인 분쟁이 없습니다')).toBeVisible();
    empty.unmount();
    const failed = render(<Failed />);
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeVisible();
    failed.unmount();
    render(<Forbidden />);
    expect(await screen.findByText('접근 권한이 없습니다')).toBeVisible();
  });

  it('reads in English when the admin chooses it', async () => {
    render(<InEnglish />);
    await screen.findByRole('list', { name: 'Open disputes, oldest first' });
    expect(fact(item('GST registration for my new business'), 'Held in escrow')).toHaveTextContent(
      'NZ$180.00',
    );
  });

  itHasNoAxeViolations(all);
});
