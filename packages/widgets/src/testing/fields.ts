import { expect, userEvent } from 'storybook/test';

/**
 * A text field keeps at most `max` characters, as a user finds out by pasting past it; the field is left as found.
 * (A limit counted in characters, as the server counts, has no native maxlength attribute to read.)
 */
export async function expectCharacterLimit(field: HTMLElement, max: number) {
  const before = (field as HTMLInputElement).value;
  await userEvent.clear(field);
  await userEvent.paste('1'.repeat(max + 1));
  await expect(field).toHaveValue('1'.repeat(max));
  await userEvent.clear(field);
  if (before) await userEvent.paste(before);
}
