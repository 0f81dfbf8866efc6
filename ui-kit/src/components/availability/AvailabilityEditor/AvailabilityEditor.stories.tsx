import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { availabilityApi, PREVIEW_TODAY, savedSettings } from '../../../mocks/availability.js';
import { calendarsApi, feed, imports } from '../../../mocks/calendars.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { AvailabilityEditor, type AvailabilityEditorProps } from './AvailabilityEditor.js';

/** The editor's props, for tests that render it inside something else. */
export type EditorArgs = AvailabilityEditorProps;

/** The in-memory settings API, never saved (the standing hours); it keeps every save and preview. */
export const api = availabilityApi();
/** The same API over the saved example settings. */
export const saved = availabilityApi(savedSettings);
/** The expert's feed and two imported calendars. */
export const calendars = calendarsApi(() => ({ feed: feed(), imports: imports(), busy: [] }));

const asExpert = (settings = api, ...handlers: HttpHandler[]) => ({
  msw: {
    handlers: [...session.expert(), ...handlers, ...settings.handlers(), ...calendars.handlers()],
  },
});

type Context = { canvasElement: HTMLElement };

/** Chooses a day on the overrides calendar. */
const chooseDay =
  (day: string) =>
  async ({ canvasElement }: Context) => {
    const button = await within(canvasElement).findByRole('button', { name: new RegExp(day) });
    await userEvent.click(button);
  };

const meta = {
  title: 'Availability/AvailabilityEditor',
  component: AvailabilityEditor,
  args: { today: PREVIEW_TODAY },
  parameters: asExpert(),
  excludeStories: ['api', 'saved', 'calendars'],
  beforeEach: () => {
    api.reset();
    saved.reset();
    calendars.reset();
  },
} satisfies Meta<typeof AvailabilityEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Never saved: the standing hours, 9:00 am to 6:00 pm every day. */
export const Defaults: Story = {};

/** Saved: Tuesdays and weekends off, split Wednesdays, summer holidays, 24 h notice. */
export const Saved: Story = { parameters: asExpert(saved) };

/** A holiday chosen on the calendar: its last day and note. */
export const HolidayChosen: Story = {
  parameters: asExpert(saved),
  play: chooseDay('Thursday, 24 December 2026'),
};

/** A day without an override chosen: it follows the weekly hours until told otherwise. */
export const DayChosen: Story = { play: chooseDay('Friday, 4 December 2026') };

/** Monday's last start set before its first: the error beside the range, no preview. */
export const ReversedRange: Story = {
  play: async ({ canvasElement }) => {
    const monday = within(await within(canvasElement).findByRole('group', { name: 'Monday' }));
    await userEvent.selectOptions(monday.getByRole('combobox', { name: 'to' }), '08:00');
  },
};

/** The API refused the save: its field errors beside the fields and in the summary. */
export const RefusedBySaving: Story = {
  parameters: asExpert(
    api,
    respond('updateMyAvailabilitySettings', 400, {
      error: {
        code: 'validation_failed',
        message: 'Check the settings',
        details: {
          'weeklyHours.monday.0': 'These hours overlap.',
          horizonDays: 'At most 60 days: the platform holds a payment for at most that long.',
        },
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save availability' }));
  },
};

/** Saving: the button says so and waits. */
export const Saving: Story = {
  parameters: asExpert(api, pending('updateMyAvailabilitySettings')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'On the hour and the half hour' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save availability' }));
  },
};

export const Loading: Story = { parameters: asExpert(api, pending('getMyAvailabilitySettings')) };

export const Failed: Story = { parameters: asExpert(api, failing('getMyAvailabilitySettings')) };

/** The preview could not be asked. */
export const PreviewFailed: Story = { parameters: asExpert(api, failing('previewMyAvailability')) };

/** Signed in without an expert profile. */
export const NotAnExpert: Story = {
  parameters: asExpert(api, respond('getMyAvailabilitySettings', 404)),
};

export const SignedOut: Story = {
  parameters: {
    msw: { handlers: [...session.signedOut(), respond('getMyAvailabilitySettings', 401)] },
  },
};
