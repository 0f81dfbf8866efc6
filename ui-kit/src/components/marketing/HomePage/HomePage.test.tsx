import { composeStory, composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { formatDateTime } from '../../../format/dates.js';
import { dashboardConsultations } from '../../../mocks/dashboard.js';
import { expertPage, experts } from '../../../mocks/fixtures.js';
import { operationPattern, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { NavigationProvider, type Navigate } from '../../../navigation/Navigation.js';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import { headingOutline } from '../shared/headingOutline.js';
import * as stories from './HomePage.stories.js';
import { searchTarget } from './HomeSearch.js';

const all = composeStories(stories);
const { WithActivity, NewClient, JustSignedUp, Loading, SessionLoading, Failed } = all;
const { store } = stories;

const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = async (name: string) => {
  const list = await within(region(name)).findByRole('list');
  return within(list).getAllByRole('listitem');
};

/** WithActivity inside a NavigationProvider whose navigate is a spy (inside the kit's own provider). */
function withNavigateSpy(): { Story: React.ComponentType; navigate: Mock<Navigate> } {
  const navigate = vi.fn<Navigate>();
  const Story = composeStory(
    {
      ...stories.WithActivity,
      decorators: [
        (Inner) => (
          <NavigationProvider navigate={navigate}>
            <Inner />
          </NavigationProvider>
        ),
      ],
    },
    stories.default,
  );
  return { Story, navigate };
}

describe('searchTarget', () => {
  it.each([
    ['  tax return ', '/experts?searchTerm=tax%20return'],
    ['GST & BAS?', '/experts?searchTerm=GST%20%26%20BAS%3F'],
    ['   ', '/experts'],
    ['', '/experts'],
  ])('%j goes to %s', (text, target) => {
    expect(searchTarget(text)).toBe(target);
  });
});

describe('HomePage', () => {
  beforeEach(() => store.reset());

  it('greets the signed-in user by first name, under the one h1 of a sound outline', async () => {
    const { container } = render(<WithActivity />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Charlotte!' }),
    ).toBeVisible();
    await rowsOf('Recent Consultations');
    const outline = headingOutline(container);
    expect(outline.sound).toBe(true);
    expect(outline.lines.filter((line) => line.startsWith('h2'))).toEqual([
      'h2 Browse by Category',
      'h2 Quick Start',
      'h2 Recent Activity',
      'h2 ExpertBridge in numbers',
    ]);
  });

  it('searches the directory for the trimmed, encoded text through the host’s navigate', async () => {
    const { Story, navigate } = withNavigateSpy();
    render(<Story />);
    const box = screen.getByRole('searchbox', { name: 'Search experts' });
    await userEvent.type(box, '  tax & GST  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/experts?searchTerm=tax%20%26%20GST');
    await userEvent.clear(box);
    await userEvent.type(box, '   {Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/experts');
  });

  it('shows the first six categories with Show all', async () => {
    render(<WithActivity />);
    const grid = region('Browse by Category');
    expect(await within(grid).findAllByRole('link')).toHaveLength(6);
    await userEvent.click(within(grid).getByRole('button', { name: 'Show all categories' }));
    expect(within(grid).getAllByRole('link')).toHaveLength(8);
  });

  it('offers Quick Start to the directory and the expert application', () => {
    render(<WithActivity />);
    const quick = region('Quick Start');
    expect(within(quick).getByRole('link', { name: 'Browse Experts' })).toHaveAttribute(
      'href',
      '/experts',
    );
    expect(within(quick).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/become-expert',
    );
  });

  it('lists the latest five of the user’s consultations with status, start and a link to each room', async () => {
    render(<WithActivity />);
    const rows = await rowsOf('Recent Consultations');
    expect(store.requests).toEqual([
      expect.objectContaining({
        path: '/api/consultations',
        query: { order: 'desc', pageSize: '5' },
      }),
    ]);
    const latest = dashboardConsultations()
      .sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt))
      .slice(0, 5);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(
      latest.map((c) => c.title),
    );
    const [first] = rows;
    const [newest] = latest;
    expect(within(first!).getByRole('link')).toHaveAttribute('href', `/consultation/${newest!.id}`);
    expect(within(first!).getByText('Payment Required')).toHaveClass('eb-status--pending-payment');
    expect(within(first!).getByText(formatDateTime(newest!.scheduledAt))).toHaveAttribute(
      'datetime',
      newest!.scheduledAt,
    );
    expect(
      within(region('Recent Consultations')).getByRole('link', { name: 'View all consultations' }),
    ).toHaveAttribute('href', '/dashboard');
  });

  it('lists the user’s favourite experts, each linking to the profile', async () => {
    render(<WithActivity />);
    const rows = await rowsOf('Favorite Experts');
    expect(rows).toHaveLength(3);
    const [first] = experts;
    const link = within(rows[0]!).getByRole('link', {
      name: `${first!.user.firstName} ${first!.user.lastName}`,
    });
    expect(link).toHaveAttribute('href', `/experts/${first!.id}`);
    expect(rows[0]).toHaveTextContent(first!.title);
  });

  it('says so when there is no history and no favourite yet', async () => {
    render(<NewClient />);
    expect(await screen.findByText('No consultation history yet.')).toBeVisible();
    expect(await screen.findByText('No favorite experts yet.')).toBeVisible();
    expect(
      within(region('Favorite Experts')).getByRole('link', { name: 'Browse Experts' }),
    ).toHaveAttribute('href', '/experts');
  });

  it('shows skeletons in busy lists while loading', async () => {
    const { container } = render(<Loading />);
    await settle();
    expect(region('Recent Consultations')).toHaveAttribute('aria-busy', 'true');
    expect(region('Favorite Experts')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.eb-activity .eb-skeleton')).toHaveLength(6);
  });

  it('greets a brand-new account as new, not "Welcome back"', async () => {
    render(<JustSignedUp />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Charlotte!' }),
    ).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('waits for the session: no name and no list request until it is known', async () => {
    const { container } = render(<SessionLoading />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    expect(container.querySelectorAll('.eb-activity .eb-skeleton')).toHaveLength(6);
    expect(store.requests).toEqual([]);
  });

  it('shows Try Again for each failed list', async () => {
    render(<Failed />);
    for (const name of ['Recent Consultations', 'Favorite Experts']) {
      const alert = await within(region(name)).findByRole('alert');
      expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    }
  });

  it('loads each list again with Try Again', async () => {
    let favoriteCalls = 0;
    const flakyFavorites = http.get(operationPattern('listMyFavorites'), () =>
      ++favoriteCalls === 1
        ? HttpResponse.json(null, { status: 500 })
        : HttpResponse.json(expertPage(experts.slice(0, 1))),
    );
    store.reachable = false;
    const Story = composeStory(
      {
        ...stories.WithActivity,
        parameters: {
          msw: {
            handlers: [
              ...session.signedIn(),
              flakyFavorites,
              respond('listCategories', 200, []),
              ...store.handlers,
            ],
          },
        },
      },
      stories.default,
    );
    render(<Story />);
    const consultations = region('Recent Consultations');
    const favorites = region('Favorite Experts');
    await within(consultations).findByRole('alert');
    await within(favorites).findByRole('alert');

    store.reachable = true;
    await userEvent.click(within(consultations).getByRole('button', { name: 'Try Again' }));
    expect(await within(consultations).findAllByRole('listitem')).toHaveLength(5);

    await userEvent.click(within(favorites).getByRole('button', { name: 'Try Again' }));
    expect(await within(favorites).findAllByRole('listitem')).toHaveLength(1);
    expect(favoriteCalls).toBe(2);
  });

  itHasNoAxeViolations(all);
});
