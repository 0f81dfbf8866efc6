import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './AdminPayouts.stories.js';

const all = composeStories(stories);
const { Readiness, Empty, Paged, Failed, Forbidden, InEnglish } = all;

const row = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AdminPayouts', () => {
  it('lists each expert’s readiness in Korean, those waiting with money first', async () => {
    render(<Readiness />);
    const table = await screen.findByRole('table', { name: '지급 계좌 목록 (대기 많은 순)' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names[0]).toMatch(/^Aroha Ngata/);
    expect(cells('Aroha Ngata')).toEqual([
      '확인 중',
      '없음',
      '없음',
      '상담 3건: NZ$306.00 및 A$204.00',
      expect.any(String),
    ]);
    expect(cells('Ethan Walker').slice(0, 2)).toEqual(['정보 필요', '2026년 12월 3일']);
    expect(cells('Mei Chen').slice(0, 3)).toEqual(['제한됨', '없음', 'rejected.other']);
    expect(cells('Liam Nguyen')).toEqual(['미등록', '없음', '없음', '없음', '없음']);
  });

  it('shows only the experts in the chosen status', async () => {
    render(<Readiness />);
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '보기' }), '제한됨');
    await screen.findByText('rejected.other');
    await expect.poll(() => screen.getAllByRole('rowheader').length).toBe(1);
    expect(screen.getByRole('rowheader')).toHaveTextContent('Mei Chen');
  });

  it('pages, and says when there is nothing, when it failed and when access is refused', async () => {
    const paged = render(<Paged />);
    const pages = await screen.findByRole('navigation', { name: '페이지' });
    expect(pages).toHaveTextContent('3페이지 중 1페이지');
    paged.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText('승인된 전문가가 없습니다')).toBeVisible();
    empty.unmount();
    const failed = render(<Failed />);
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeVisible();
    failed.unmount();
    render(<Forbidden />);
    expect(await screen.findByText('접근 권한이 없습니다')).toBeVisible();
  });

  it('reads in English when the admin chooses it', async () => {
    render(<InEnglish />);
    await screen.findByRole('table', { name: 'Payout accounts, most waiting first' });
    expect(cells('Ethan Walker').slice(0, 2)).toEqual(['Details due', '3 December 2026']);
  });

  itHasNoAxeViolations(all);
});
