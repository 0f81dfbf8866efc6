import { composeStories, composeStory } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { operationPattern } from '../../../mocks/handlers.js';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import { exampleResponse } from '../../../mocks/examples.js';
import { session } from '../../../mocks/scenarios.js';
import * as stories from './AdminPartners.stories.js';
import { originsOf, partnerFieldErrors } from './PartnerFormDialog.js';
import { widgetSnippet } from './PartnerKeysDialog.js';

const all = composeStories(stories);
const { TwoFirms, NoPartners, Loading, RefusedOrigins, NoBookingsYet, Forbidden, InEnglish } = all;

/** The two-firm page with these handlers answering first (to record what the page sends). */
function withHandlers(...handlers: HttpHandler[]) {
  const base = stories.default.parameters.msw.handlers.slice(session.admin().length);
  return composeStory(
    {
      ...stories.TwoFirms,
      parameters: { msw: { handlers: [...session.admin(), ...handlers, ...base] } },
    },
    stories.default,
  );
}

const firm = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('AdminPartners', () => {
  it('lists each firm with its publishable key, key hint, origins, webhook and status, in Korean', async () => {
    render(<TwoFirms />);
    const smith = await screen.findByRole('heading', { level: 3, name: 'Smith & Co Lawyers' });
    expect(screen.getByRole('heading', { level: 1, name: '파트너사 관리' })).toBeVisible();
    const card = smith.closest('li')!;
    expect(within(card).getByText('pk_test_smithco')).toBeVisible();
    expect(within(card).getByText('sk_test_…9f3a')).toBeVisible();
    expect(within(card).getByText('https://smithco.example.nz')).toBeVisible();
    expect(within(card).getByText('활성')).toBeVisible();
    const harbour = firm('Harbour Accounting');
    expect(within(harbour).getByText('비활성')).toBeVisible();
    expect(within(harbour).getByText('없음')).toBeVisible();
    expect(within(harbour).getByRole('button', { name: '활성화' })).toBeVisible();
  });

  it('shows each firm’s wallet domains as the provider registered them', async () => {
    render(<TwoFirms />);
    await screen.findByRole('heading', { level: 3, name: 'Smith & Co Lawyers' });
    const smith = within(firm('Smith & Co Lawyers'));
    expect(smith.getByText('지갑 도메인')).toBeVisible();
    expect(smith.getByText('smithco.example.nz')).toBeVisible();
    expect(smith.getByText('지갑: Apple Pay, Google Pay, Link')).toBeVisible();
    expect(smith.getByText('등록할 수 없음')).toBeVisible();
    expect(within(firm('Harbour Accounting')).getByText('실패, 나중에 다시 시도')).toBeVisible();
  });

  it('adds a firm with one origin per line, then shows its secret keys once with the snippet', async () => {
    let sent: unknown;
    const Story = withHandlers(
      http.post(operationPattern('createPartner'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(exampleResponse('createPartner', 201), { status: 201 });
      }),
    );
    render(<Story />);
    await userEvent.click(await screen.findByRole('button', { name: '파트너 추가' }));
    const dialog = screen.getByRole('dialog', { name: '파트너사 추가' });
    await userEvent.type(within(dialog).getByLabelText(/회사명/), 'Smith & Co Lawyers');
    await userEvent.type(
      within(dialog).getByLabelText(/허용 출처/),
      'https://smithco.example.nz{enter}{enter}  http://localhost:3001  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '파트너 추가' }));
    const keys = await screen.findByRole('dialog', { name: 'Smith & Co Lawyers의 키' });
    expect(sent).toEqual({
      name: 'Smith & Co Lawyers',
      allowedOrigins: ['https://smithco.example.nz', 'http://localhost:3001'],
      webhookUrl: null,
    });
    expect(within(keys).getByText(/이번 한 번만 표시됩니다/)).toBeVisible();
    expect(within(keys).getByText(/^sk_test_4eC39/)).toBeVisible();
    expect(within(keys).getByText(/^whsec_8Jw2/)).toBeVisible();
    expect(within(keys).getByText(/partner-key="pk_test_smithco"/)).toBeVisible();
  });

  it('shows the server’s refusal of an origin on the origins field and keeps what was typed', async () => {
    render(<RefusedOrigins />);
    await userEvent.click(await screen.findByRole('button', { name: '파트너 추가' }));
    const dialog = screen.getByRole('dialog', { name: '파트너사 추가' });
    await userEvent.type(within(dialog).getByLabelText(/회사명/), 'A');
    await userEvent.type(within(dialog).getByLabelText(/허용 출처/), 'https://a.example/page');
    await userEvent.click(within(dialog).getByRole('button', { name: '파트너 추가' }));
    const origins = within(dialog).getByLabelText(/허용 출처/);
    expect(await within(dialog).findByText(/no path/)).toBeVisible();
    expect(origins).toHaveAccessibleDescription(/no path/);
    expect(origins).toHaveValue('https://a.example/page');
  });

  it('disables a firm, and rotates its keys only after confirming', async () => {
    const patched: unknown[] = [];
    let rotated = 0;
    const Story = withHandlers(
      http.patch(operationPattern('updatePartner'), async ({ request }) => {
        patched.push(await request.json());
        return HttpResponse.json(exampleResponse('getPartner', 200));
      }),
      http.post(operationPattern('rotatePartnerKeys'), () => {
        rotated += 1;
        return HttpResponse.json(exampleResponse('rotatePartnerKeys', 200));
      }),
    );
    render(<Story />);
    await screen.findByRole('heading', { level: 3, name: 'Smith & Co Lawyers' });
    const smith = firm('Smith & Co Lawyers');
    await userEvent.click(within(smith).getByRole('button', { name: '비활성화' }));
    await settle();
    expect(patched).toEqual([{ status: 'disabled' }]);

    await userEvent.click(within(smith).getByRole('button', { name: '키 교체' }));
    const confirm = screen.getByRole('dialog', { name: 'Smith & Co Lawyers의 키를 교체할까요?' });
    await userEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(rotated).toBe(0);
    await userEvent.click(within(smith).getByRole('button', { name: '키 교체' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: /키를 교체할까요/ })).getByRole('button', {
        name: '키 교체',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Smith & Co Lawyers의 키' })).toBeVisible();
    expect(rotated).toBe(1);
  });

  it('opens a firm’s report: totals and months, money per currency never converted', async () => {
    render(<TwoFirms />);
    await screen.findByRole('heading', { level: 3, name: 'Smith & Co Lawyers' });
    const report = within(firm('Smith & Co Lawyers')).getByRole('button', { name: '보고서' });
    expect(report).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(report);
    expect(report).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table', {
      name: 'Smith & Co Lawyers을(를) 통한 월별 예약',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('2026년 11월');
    expect(rows[1]).toHaveTextContent('NZ$1,260.00 · A$360.00');
    const value = screen.getByText('고객 결제액', { selector: 'dt' }).parentElement!;
    expect(value).toHaveTextContent('NZ$2,160.00 · A$360.00');
  });

  it('says when a firm has no bookings yet, when there are no firms, and while loading', async () => {
    render(<NoBookingsYet />);
    await userEvent.click(
      within(
        await screen
          .findByRole('heading', { level: 3, name: 'Smith & Co Lawyers' })
          .then((h) => h.closest('li')!),
      ).getByRole('button', { name: '보고서' }),
    );
    expect(
      await screen.findByText('아직 Smith & Co Lawyers을(를) 통한 예약이 없습니다'),
    ).toBeVisible();
    render(<NoPartners />);
    expect(await screen.findByText('아직 파트너사가 없습니다')).toBeVisible();
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton').length).toBeGreaterThan(0);
  });

  it('shows nothing of the firms to a non-admin', async () => {
    render(<Forbidden />);
    expect(await screen.findByText(/관리자/)).toBeVisible();
    expect(screen.queryByText('pk_test_smithco')).toBeNull();
  });

  it('speaks English when switched', async () => {
    render(<InEnglish />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Firms' })).toBeVisible();
    expect(await screen.findAllByRole('button', { name: 'Rotate keys' })).toHaveLength(2);
  });

  itHasNoAxeViolations(all);
});

describe('partner form helpers', () => {
  it('reads one origin per line and maps any origin error to the origins field', () => {
    expect(originsOf(' https://a.example \r\n\n http://localhost:3001')).toEqual([
      'https://a.example',
      'http://localhost:3001',
    ]);
    expect(partnerFieldErrors(new Error('x'))).toEqual({
      name: undefined,
      origins: undefined,
      webhook: undefined,
    });
    expect(widgetSnippet('https://expertbridge.example', 'pk_test_x')).toBe(
      '<script src="https://expertbridge.example/widget/expertbridge.js" async></script>\n' +
        '<expertbridge-booking expert-id="EXPERT_ID" partner-key="pk_test_x"></expertbridge-booking>',
    );
  });
});
