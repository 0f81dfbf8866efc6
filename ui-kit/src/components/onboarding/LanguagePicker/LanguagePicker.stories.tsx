import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker.js';

/** Holds the chosen languages so the story behaves like a form. */
function Stateful(props: LanguagePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguagePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Onboarding/LanguagePicker',
  component: LanguagePicker,
  args: { value: ['English'], onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DefaultEnglish: Story = {};

export const Several: Story = { args: { value: ['English', 'Mandarin', 'Korean'] } };

export const NoneChosen: Story = {
  args: { value: [], error: 'At least one language is required' },
};
