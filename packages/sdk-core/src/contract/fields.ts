import type { BaseIssue, ErrorMessage, ObjectEntries } from 'valibot';
import {
  check,
  config,
  maxValue,
  minValue,
  nonEmpty,
  number,
  object,
  picklist,
  pipe,
  regex,
  safeInteger,
  string,
  transform,
  trim,
  union,
} from 'valibot';
import { LOUDNESS_TARGET_MESSAGE, LOUDNESS_TARGETS } from '../rules/loudness';
import { PITCH_RANGE, SPEED_RANGE, VOLUME_RANGE } from '../rules/prosody';
import { textLength } from '../rules/text';
import { withoutCopy } from './issues';

/** Shared pieces of the request schemas. Query values arrive as text, so the query variants convert digits. */

/** An integer; past 2^53 a number is no longer exact (and the database refuses it), so it is refused here. */
export const int = pipe(number(), safeInteger());

/** An integer sent as a number or (in a query) as digits; `message`, when given, is every failure's text. */
/* @__NO_SIDE_EFFECTS__ */
export function integerOf(message?: string) {
  const digits = pipe(string(), regex(/^-?\d+$/, message), transform(Number));
  return pipe(union([number(), digits], message), safeInteger(message));
}
export const queryInteger = integerOf();

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
    const message =
      typeof key === 'string' ? (entries[key] as { message?: ErrorMessage<BaseIssue<unknown>> }).message : undefined;
    if (typeof message === 'function') return message(issue);
    return message ?? withoutCopy(issue);
  });
  return config(schema, { abortPipeEarly: true });
}

export const id = pipe(int, minValue(0));
/** The anchor a body names; any failure is the spec's 无法识别主播ID. */
export const anchorId = pipe(number('无法识别主播ID'), safeInteger('无法识别主播ID'), minValue(0, '无法识别主播ID'));
export const queryId = pipe(queryInteger, minValue(0));

/**
 * A text field: `missing` when it is absent, `wrongType` when it is there but not text (a phone sent as a number
 * is malformed, not missing), else the generic Chinese message naming the field.
 */
/* @__NO_SIDE_EFFECTS__ */
export function text(missing: string, wrongType?: string) {
  return string((issue) => (issue.input == null ? missing : (wrongType ?? withoutCopy(issue))));
}

/** A required text: the message is shown when it is missing or blank. */
/* @__NO_SIDE_EFFECTS__ */
export function required(message: string) {
  return pipe(text(message), trim(), nonEmpty(message));
}

/** At most `max` characters, counted as every limit of the product counts them (`textLength`). */
/* @__NO_SIDE_EFFECTS__ */
export function maxChars(max: number, message: string) {
  return check((text: string) => textLength(text) <= max, message);
}

/** A required text with a maximum length. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredMax(message: string, max: number, tooLong: string) {
  return pipe(text(message), trim(), nonEmpty(message), maxChars(max, tooLong));
}

export const anchorType = picklist([0, 1]);
export const queryAnchorType = pipe(queryInteger, picklist([0, 1]));

/** Voice tuning shared by the work, task and audition bodies (spec part 2 §9). */
export const pitchRate = pipe(int, minValue(PITCH_RANGE.min), maxValue(PITCH_RANGE.max));
export const speechRate = pipe(number(), minValue(SPEED_RANGE.min), maxValue(SPEED_RANGE.max));
export const volume = pipe(int, minValue(VOLUME_RANGE.min), maxValue(VOLUME_RANGE.max));
export const intensity = pipe(number(), minValue(0.01), maxValue(2));
export const fade = pipe(int, minValue(0), maxValue(10000));
/** The integrated loudness (LUFS) a task is mastered to: one of LOUDNESS_TARGETS, else the product's refusal. */
export const loudnessTarget = picklist(LOUDNESS_TARGETS, LOUDNESS_TARGET_MESSAGE);
