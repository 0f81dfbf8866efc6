import { composeStories, composeStory } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { consultation, dashboardConsultations, hoursFromNow } from '../../../mocks/dashboard.js';
import { respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './UpcomingList.stories.js';

const all = composeStories(stories);
const { Client, Expert, ExpertByProp, Empty, Loading, Failed } = all;
const { store } = stories;

const rows = async () => {
  const list = await screen.findByRole('list');
  return within(list).getAllByRole('listitem');
};

describe('UpcomingList', () => {
  beforeEach(() => store.reset());

  it('asks for confirmed consultations from now on, earliest first, three of them', async () => {
    render(<Client />);
    expect(await rows()).toHaveLength(3);
    const [request] = store.requests;
    expect(request).toMatchObject({
      path: '/api/consultations',
      query: { status: 'confirmed', order: 'asc', pageSize: '3' },
    });
    const from = new Date(request!.query.from!).getTime();
    expect(Math.abs(from - Date.now())).toBeLessThan(60_000);
  });

  it('shows at most three, the earliest, even when the server sends more', async () => {
    const upcoming = dashboardConsultations().filter((c) => c.status === 'confirmed');
    const five = [
      ...upcoming,
      consultation({ id: 'a0000000-0000-4000-8000-000000000005', scheduledAt: hoursFromNow(300) }),
    ];
    const parameters = {
      msw: {
        handlers: [
          ...session.signedIn(),
          respond('listMyConsultations', 200, { items: five, page: 1, pageSize: 20, total: 5 }),
        ],
      },
    };
    const Story = composeStory({ ...stories.Client, parameters }, stories.default);
    render(<Story />);
    const shown = await rows();
    expect(shown).toHaveLength(3);
    expect(shown.map((row) => row.querySelector('.eb-panel__title')?.textContent)).toEqual(
      upcoming.slice(0, 3).map((c) => c.title),
    );
  });

  it('links Join to each room and Book New to the directory', async () => {
    render(<Client />);
    const [first] = await rows();
    expect(within(first!).getByText('GST registration for my new business')).toBeVisible();
    expect(within(first!).getByText('Ethan Walker')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Join GST registration for my new business' }),
    ).toHaveAttribute('href', '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c01');
    expect(screen.getByRole('link', { name: 'Book New' })).toHaveAttribute('href', '/experts');
  });

  it("shows the expert their clients, from the expert's list, by session or by prop", async () => {
    render(<Expert />);
    const [first] = await rows();
    expect(within(first!).getByText('Charlotte Ngata')).toBeVisible();
    expect(within(first!).getByText('Client')).toBeVisible();
    expect(store.requests.at(-1)?.path).toBe('/api/consultations/expert');
    store.reset();
    render(<ExpertByProp />);
    await screen.findAllByText('Client');
    expect(store.requests.map((r) => r.path)).toEqual(['/api/consultations/expert']);
  });

  it('says when nothing is coming up, shows skeletons while loading, Try Again on failure', async () => {
    render(<Empty />);
    expect(await screen.findByText('No upcoming consultations.')).toBeVisible();
    const { container } = render(<Loading />);
    await settle();
    expect(container.querySelectorAll('.eb-skeleton')).toHaveLength(3);
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
