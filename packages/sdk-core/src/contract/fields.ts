import type { ObjectEntries } from 'valibot';
import {
  config,
  integer,
  maxLength,
  maxValue,
  minValue,
  nonEmpty,
  number,
  object,
  picklist,
  pipe,
  regex,
  string,
  transform,
  trim,
  union,
} from 'valibot';

/** Shared pieces of the request schemas. Query values arrive as text, so the query variants convert digits. */

export const int = pipe(number(), integer());
export const queryInteger = union([int, pipe(string(), regex(/^-?\d+$/), transform(Number))]);

export const page = pipe(queryInteger, minValue(1));
export const pageSize = pipe(queryInteger, minValue(1), maxValue(200));

/**
 * A request object: a missing field reports the field's own message (valibot reports a missing key with the
 * object's message), and each field reports only its first failing rule, as the forms show it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function fields<const E extends ObjectEntries>(entries: E) {
  const schema = object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const message = typeof key === 'string' ? (entries[key] as { message?: unknown } | undefined)?.message : undefined;
    return typeof message === 'string' ? message : issue.message;
  });
  return config(schema, { abortPipeEarly: true });
}

export const id = pipe(int, minValue(0));
export const queryId = pipe(queryInteger, minValue(0));

/** A required text: the message is shown when it is missing or blank. */
/* @__NO_SIDE_EFFECTS__ */
export function required(message: string) {
  return pipe(string(message), trim(), nonEmpty(message));
}

/** A required text with a maximum length. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredMax(message: string, max: number, tooLong: string) {
  return pipe(string(message), trim(), nonEmpty(message), maxLength(max, tooLong));
}

export const anchorType = picklist([0, 1]);
export const queryAnchorType = pipe(queryInteger, picklist([0, 1]));

/** Voice tuning shared by the work, task and audition bodies (spec part 2 §9). */
export const pitchRate = pipe(int, minValue(-500), maxValue(500));
export const speechRate = pipe(number(), minValue(0.5), maxValue(2));
export const volume = pipe(int, minValue(0), maxValue(100));
export const intensity = pipe(number(), minValue(0.01), maxValue(2));
export const fade = pipe(int, minValue(0), maxValue(10000));
