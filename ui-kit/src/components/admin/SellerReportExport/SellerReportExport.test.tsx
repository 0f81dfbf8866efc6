import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './SellerReportExport.stories.js';

const all = composeStories(stories);
const {
  AustralianHalfYear,
  NewZealandYear,
  CustomPeriod,
  EndBeforeStart,
  TooLong,
  Empty,
  RefusedByServer,
} = all;
const { api } = stories;
const last = () => Object.fromEntries(api.asked().at(-1) ?? []);

describe('SellerReportExport', () => {
  it("previews the AU regime's last complete half-year and links its CSV (in Korean)", async () => {
    render(<AustralianHalfYear />);
    expect(await screen.findByRole('heading', { level: 1, name: '판매자 보고서' })).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: /Liam Nguyen/ })).toBeVisible();
    expect(last()).toEqual({ regime: 'au_serr', from: '2026-01-01', to: '2026-06-30' });
    const csv = screen.getByRole('link', { name: /^CSV 다운로드/ });
    expect(csv).toHaveAttribute(
      'href',
      '/api/admin/seller-reports?regime=au_serr&from=2026-01-01&to=2026-06-30',
    );
    const row = within(screen.getByRole('rowheader', { name: /Liam Nguyen/ }).closest('tr')!);
    expect(row.getByText('A$400.00')).toBeVisible();
    expect(row.getByText('ABN 51 824 753 556')).toBeVisible();
  });

  it('switches to the NZ calendar year and names a seller without tax details', async () => {
    await renderPlayed(NewZealandYear);
    expect(await screen.findByRole('rowheader', { name: /Mei Chen/ })).toBeVisible();
    expect(last()).toEqual({ regime: 'nz_dpi', from: '2025-01-01', to: '2025-12-31' });
    expect(screen.getByText('세금 정보 없음')).toBeVisible();
    // Totals per currency: the two sellers' gross paid.
    expect(screen.getByText('NZ$720.00')).toBeVisible();
  });

  it('asks for custom dates', async () => {
    await renderPlayed(CustomPeriod);
    await vi.waitFor(() =>
      expect(last()).toEqual({ regime: 'au_serr', from: '2026-10-01', to: '2026-10-31' }),
    );
    expect(screen.getByRole('link', { name: /^CSV 다운로드/ })).toHaveAttribute(
      'href',
      '/api/admin/seller-reports?regime=au_serr&from=2026-10-01&to=2026-10-31',
    );
  });

  it('refuses an end before the start or past 366 days, by the end date, with no link', async () => {
    await renderPlayed(EndBeforeStart);
    expect(screen.getByLabelText(/^종료일/)).toHaveAccessibleDescription(
      '종료일은 시작일과 같거나 그 이후여야 합니다.',
    );
    expect(screen.queryByRole('link', { name: /CSV/ })).toBeNull();
    expect(api.asked().filter((query) => query.get('to') === '2026-10-01')).toEqual([]);
  });

  it('refuses a period longer than the API takes', async () => {
    await renderPlayed(TooLong);
    expect(screen.getByLabelText(/^종료일/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the API's refusal of a date by its field", async () => {
    await renderPlayed(RefusedByServer);
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^종료일/)).toHaveAccessibleDescription(
        'Must be on or before today',
      ),
    );
  });

  it('says when nobody was paid in the period', async () => {
    render(<Empty />);
    expect(await screen.findByText('이 기간에 지급받은 판매자가 없습니다')).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
