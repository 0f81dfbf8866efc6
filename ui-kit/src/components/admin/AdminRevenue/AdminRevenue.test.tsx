import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './AdminRevenue.stories.js';

const all = composeStories(stories);
const { TwoCurrencies, Loading, Empty, FeesStillInEscrow, OtherFeeRate } = all;
const { Failed, Forbidden, SignedOut, InEnglish } = all;

/** The summary card with this label (its dt), as a whole. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
/** Waits for the figures (the heading and the admin-only label show from the start). */
const loaded = (label = '완료된 상담') => screen.findByText(label, { selector: 'dt' });

describe('AdminRevenue', () => {
  it('shows total revenue once per currency, never converted, in Korean and labelled admin only', async () => {
    render(<TwoCurrencies />);
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: '수익 대시보드' })).toBeVisible();
    expect(screen.getByRole('region', { name: '수익 대시보드' })).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('관리자 전용')).toBeVisible();
    const total = card('총 플랫폼 수익');
    expect(
      within(total)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['NZ$405.00', 'A$81.00']);
    expect(card('완료된 상담')).toHaveTextContent('17');
  });

  it('averages the fee per currency in integer cents over the consultations it came from', async () => {
    render(<TwoCurrencies />);
    await loaded();
    // 40500 cents over 14 consultations is 2892.86 cents: NZ$28.93; 8100 over 3 is A$27.00.
    const average = within(card('상담당 평균 수수료')).getAllByRole('definition');
    expect(average.map((dd) => dd.textContent)).toEqual(['NZ$28.9314건 기준', 'A$27.003건 기준']);
  });

  it('shows zero revenue and a zero average over no consultations while every fee is in escrow', async () => {
    render(<FeesStillInEscrow />);
    await loaded();
    expect(card('상담당 평균 수수료')).toHaveTextContent('NZ$0.000건 기준');
    expect(card('총 플랫폼 수익')).toHaveTextContent('NZ$0.00');
    expect(card('완료된 상담')).toHaveTextContent('2');
  });

  it('explains the split from the API fee rate', async () => {
    render(<TwoCurrencies />);
    expect(await screen.findByText(/금액의 15%는 플랫폼 수수료가 되고, 85%는/)).toBeVisible();
    render(<OtherFeeRate />);
    expect(await screen.findByText(/금액의 12.5%는 플랫폼 수수료가 되고, 87.5%는/)).toBeVisible();
  });

  it('gives the breakdowns by currency and by month as tables with headers', async () => {
    render(<TwoCurrencies />);
    const byCurrency = await screen.findByRole('table', { name: '통화별' });
    // A measure a row and a currency a column, so the table fits a phone.
    expect(
      within(byCurrency)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['NZD', 'AUD']);
    expect(
      within(byCurrency)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([
      '수익',
      '수수료를 받은 상담 수',
      '고객 결제액',
      '환불액',
      '전문가 지급액',
      '에스크로 보관액',
      '카드 분쟁 수수료',
      '패소한 카드 분쟁',
      '전문가 미수금 (카드 분쟁)',
      '순수익',
    ]);
    const nzd = (measure: string) =>
      within(within(byCurrency).getByRole('rowheader', { name: measure }).closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(nzd('수익')).toEqual(['NZ$405.00', 'A$81.00']);
    expect(nzd('수수료를 받은 상담 수')).toEqual(['14', '3']);
    expect(nzd('에스크로 보관액')).toEqual(['NZ$270.00', 'A$0.00']);
    // The card disputes' cost comes off the revenue: the net is what the platform kept.
    expect(nzd('카드 분쟁 수수료')).toEqual(['NZ$25.00', 'A$0.00']);
    expect(nzd('패소한 카드 분쟁')).toEqual(['NZ$27.00', 'A$0.00']);
    expect(nzd('순수익')).toEqual(['NZ$353.00', 'A$81.00']);
    const byMonth = screen.getByRole('table', { name: '월별 (최근 12개월, UTC)' });
    expect(
      within(byMonth)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['2026년 10월', '2026년 11월', '2026년 11월']);
  });

  it('tells a non-admin the page is for administrators (the server refused)', async () => {
    render(<Forbidden />);
    expect(await screen.findByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();
    expect(screen.getByText(/관리자만 볼 수 있습니다/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers sign-in when the session has ended', async () => {
    render(<SignedOut />);
    expect(await screen.findByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fadmin%2Frevenue',
    );
  });

  it('shows the three figures at zero before the first revenue, says why, and explains the split', async () => {
    render(<Empty />);
    expect(await screen.findByRole('heading', { name: '아직 수익이 없습니다' })).toBeVisible();
    const values = (label: string) =>
      within(card(label))
        .getAllByRole('definition')
        .map((dd) => dd.textContent);
    expect(values('총 플랫폼 수익')).toEqual(['NZ$0.00']);
    expect(values('완료된 상담')).toEqual(['0']);
    expect(values('상담당 평균 수수료')).toEqual(['NZ$0.000건 기준']);
    expect(screen.getByRole('heading', { name: '플랫폼 수수료 구조' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows skeletons while loading and a Korean error with retry', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(5);
    expect(screen.getByRole('region', { name: '수익 대시보드' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    render(<Failed />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('문제가 발생했습니다');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('switches to English', async () => {
    render(<InEnglish />);
    await loaded('Completed consultations');
    expect(screen.getByRole('heading', { name: 'Revenue Dashboard' })).toBeVisible();
    expect(screen.getByText('over 14 consultation(s)')).toBeVisible();
    // A count of consultations, not an amount of money, and its header says so.
    const byCurrency = screen.getByRole('table', { name: 'By currency' });
    expect(
      within(byCurrency).getByRole('rowheader', { name: 'Consultations with a fee kept' }),
    ).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'October 2026' })).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
