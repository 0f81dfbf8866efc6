import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { addHours, dateKeyIn } from '../../../format/zones.js';
import { availableAt } from '../../../mocks/booking.js';
import { expert } from '../../../mocks/fixtures.js';
import { failing, pending } from '../../../mocks/handlers.js';
import {
  AvailabilityPicker,
  EMPTY_SELECTION,
  type AvailabilityPickerProps,
} from './AvailabilityPicker.js';

/** Stories show Auckland, the expert's zone, unless they are about another one. */
const ZONE = 'Pacific/Auckland';
/** Days relative to the day the story is opened, so its times are always in the future. */
const day = (offset: number) => dateKeyIn(addHours(new Date(), offset * 24), ZONE);

/** Holds the selection so the story behaves like a form. */
function Stateful(props: AvailabilityPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AvailabilityPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const handlers = (...list: HttpHandler[]) => ({ msw: { handlers: list } });

const meta = {
  title: 'Booking/AvailabilityPicker',
  component: AvailabilityPicker,
  args: { expertId: expert.id, value: EMPTY_SELECTION, onChange: fn(), timeZone: ZONE },
  parameters: handlers(availableAt()),
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvailabilityPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opens on the first day with a free time (tomorrow in these mocks: today is never offered). */
export const OpensOnFirstFreeDay: Story = {};

/** The expert offers 60 and 90 minutes only: the other lengths are not offered. */
export const OnlyTheExpertsLengths: Story = {
  parameters: handlers(availableAt(undefined, undefined, undefined, { durations: [60, 90] })),
};

/** The expert offers 30 minutes only: the picker opens on it, the length the server looked with. */
export const ThirtyMinutesOnly: Story = {
  parameters: handlers(availableAt(undefined, undefined, undefined, { durations: [30] })),
};

/** Nothing free within the expert's horizon: the picker says so instead of an endless search. */
export const NoFreeTimes: Story = { parameters: handlers(availableAt([])) };

export const Times: Story = { args: { value: { ...EMPTY_SELECTION, date: day(1) } } };

export const TenOClockChosenForYou: Story = {
  args: { value: { ...EMPTY_SELECTION, date: day(1) } },
  parameters: handlers(availableAt([9, 10, 11, 14, 18])),
};

export const NinetyMinutes: Story = {
  args: { value: { ...EMPTY_SELECTION, date: day(1), duration: 90 } },
};

export const Loading: Story = {
  args: { value: { ...EMPTY_SELECTION, date: day(1) } },
  parameters: handlers(pending('getExpertAvailability')),
};

/** A day without a free time (today, in these mocks): the next free day is one press away. */
export const NoTimesThatDay: Story = { args: { value: { ...EMPTY_SELECTION, date: day(0) } } };

export const Failed: Story = {
  args: { value: { ...EMPTY_SELECTION, date: day(1) } },
  parameters: handlers(failing('getExpertAvailability')),
};

export const PastDate: Story = { args: { value: { ...EMPTY_SELECTION, date: day(-1) } } };

/** Beyond the booking horizon: the picker says how far ahead bookings open instead of an empty day. */
export const BeyondHorizon: Story = { args: { value: { ...EMPTY_SELECTION, date: day(61) } } };

export const TimeRequired: Story = {
  args: {
    value: { ...EMPTY_SELECTION, date: day(1) },
    errors: { startsAt: 'Please choose a time.' },
  },
};

export const ViewerInPerth: Story = {
  args: {
    timeZone: 'Australia/Perth',
    value: { ...EMPTY_SELECTION, date: dateKeyIn(addHours(new Date(), 48), 'Australia/Perth') },
  },
};
