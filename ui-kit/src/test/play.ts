import { userEvent, type within } from 'storybook/test';

/** The queries of a story's canvas. */
export type Canvas = ReturnType<typeof within>;

/** Puts text into a labelled field at once (typing long texts key by key is slow). */
export async function paste(canvas: Canvas, label: RegExp, text: string): Promise<void> {
  await userEvent.click(canvas.getByLabelText(label));
  await userEvent.paste(text);
}
