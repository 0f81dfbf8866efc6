import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { categories, expertPage, experts } from '../../../mocks/fixtures.js';
import { failing, operationPattern, pending, respond } from '../../../mocks/handlers.js';
import { ExpertDirectory } from './ExpertDirectory.js';

const withExperts = (handler = respond('listExperts', 200, expertPage(experts))) => ({
  msw: { handlers: [respond('listCategories', 200, categories), handler] },
});

const meta = {
  title: 'Directory/ExpertDirectory',
  component: ExpertDirectory,
  parameters: { layout: 'padded', ...withExperts() },
  args: { initialParams: {}, onParamsChange: fn() },
} satisfies Meta<typeof ExpertDirectory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Results: Story = {};

export const ContractExample: Story = { parameters: { msw: { handlers: [] } } };

export const Filtered: Story = { args: { initialParams: { searchTerm: 'tax', categoryId: 1 } } };

export const Loading: Story = { parameters: withExperts(pending('listExperts')) };

export const Empty: Story = {
  parameters: withExperts(respond('listExperts', 200, expertPage([]))),
};

export const Failed: Story = { parameters: withExperts(failing('listExperts')) };

/** Two experts a page, the page taken from the request, as the API pages them. */
const PAGE_SIZE = 2;
const paged = withExperts(
  http.get(operationPattern('listExperts'), ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const items = experts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return HttpResponse.json({ items, page, pageSize: PAGE_SIZE, total: experts.length });
  }),
);
export const Paged: Story = { parameters: paged };

/** /experts?page=999 with three pages: the last page, and the address corrected to it. */
export const PastTheEnd: Story = { parameters: paged, args: { initialParams: { page: 999 } } };

/** /experts?page=abc: the first page, and the address corrected to it. */
export const NotAPage: Story = { parameters: paged, args: { initialParams: { page: NaN } } };

/** One expert with nothing free: the API leaves them out when `availableWithin` is asked for. */
const withOneFullyBooked = experts.map((expert, index) =>
  index === 1 ? { ...expert, nextAvailableAt: null } : expert,
);
const DAY = 86_400_000;
/** The cards' next free times are measured from the first one (the contract's example), as the server's now. */
const listedFrom = Date.parse(experts[0]!.nextAvailableAt!);

/** /experts?availableWithin=7: only experts with a free start within the days asked, as the API filters. */
export const AvailableSoon: Story = {
  parameters: withExperts(
    http.get(operationPattern('listExperts'), ({ request }) => {
      const days = new URL(request.url).searchParams.get('availableWithin');
      const items = withOneFullyBooked.filter(
        (expert) =>
          !days ||
          (expert.nextAvailableAt !== null &&
            Date.parse(expert.nextAvailableAt) < listedFrom + Number(days) * DAY),
      );
      return HttpResponse.json(expertPage(items));
    }),
  ),
  args: { initialParams: { availableWithin: 7 } },
};
