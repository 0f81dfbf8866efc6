import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { expertPage, experts } from '../../../mocks/fixtures.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { FavoritesList } from './FavoritesList.js';

const favorites = (...handlers: ReturnType<typeof respond>[]) => ({
  msw: { handlers: [...session.signedIn(), ...handlers] },
});

const meta = {
  title: 'Dashboard/FavoritesList',
  component: FavoritesList,
  parameters: favorites(respond('listMyFavorites', 200, expertPage(experts.slice(0, 3)))),
} satisfies Meta<typeof FavoritesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithFavorites: Story = {};

export const ContractExample: Story = { parameters: favorites() };

export const Loading: Story = { parameters: favorites(pending('listMyFavorites')) };

export const Empty: Story = {
  parameters: favorites(respond('listMyFavorites', 200, expertPage([]))),
};

export const Failed: Story = { parameters: favorites(failing('listMyFavorites')) };

export const RemoveFails: Story = {
  parameters: favorites(
    respond('listMyFavorites', 200, expertPage(experts.slice(0, 3))),
    respond('removeFavorite', 404),
  ),
};

export const Removing: Story = {
  parameters: favorites(
    respond('listMyFavorites', 200, expertPage(experts.slice(0, 3))),
    pending('removeFavorite'),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove Ethan Walker from favorites' }),
    );
  },
};
