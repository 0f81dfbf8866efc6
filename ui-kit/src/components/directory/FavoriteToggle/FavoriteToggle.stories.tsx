import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { experts } from '../../../mocks/fixtures.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { FavoriteToggle } from './FavoriteToggle.js';

const [, olivia] = experts as [(typeof experts)[0], (typeof experts)[0]];

const favorites = (...ids: string[]) => respond('listMyFavoriteIds', 200, { expertIds: ids });
const handlers = (...list: ReturnType<typeof respond>[]) => ({ msw: { handlers: list } });

const meta = {
  title: 'Directory/FavoriteToggle',
  component: FavoriteToggle,
  args: { expert: olivia, returnTo: '/experts' },
  parameters: handlers(...session.signedIn(), favorites()),
} satisfies Meta<typeof FavoriteToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Not a favourite yet: an outlined heart, not pressed. */
export const NotFavourite: Story = {};

/** Already a favourite: a filled heart, pressed. */
export const Favourite: Story = {
  parameters: handlers(...session.signedIn(), favorites(olivia.id)),
};

/** The preview's and the profile's toggle, with its word. */
export const Labelled: Story = {
  args: { labelled: true },
  parameters: handlers(...session.signedIn(), favorites(olivia.id)),
};

/** While the favourites load the toggle waits, and says why. */
export const Checking: Story = {
  parameters: handlers(...session.signedIn(), pending('listMyFavoriteIds')),
};

/** A visitor who presses it is asked to sign in. */
export const SignedOut: Story = {
  parameters: handlers(...session.signedOut()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Favourite Olivia Chen' }));
  },
};

/** The API has not answered yet: the heart has already changed. */
export const Saving: Story = {
  parameters: handlers(
    ...session.signedIn(),
    favorites(),
    pending('addFavorite'),
    pending('removeFavorite'),
  ),
};

/** The API refuses: the heart goes back and a toast says so. */
export const AddFails: Story = {
  parameters: handlers(...session.signedIn(), favorites(), failing('addFavorite')),
};
