import * as v from 'valibot';

/** Shared pieces of the request schemas. Query values arrive as text, so the query variants convert digits. */

export const integer = v.pipe(v.number(), v.integer());
export const queryInteger = v.union([integer, v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]);
export const queryNumber = v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]);

export const page = v.pipe(queryInteger, v.minValue(1));
export const pageSize = v.pipe(queryInteger, v.minValue(1), v.maxValue(200));

/**
 * A request object: a missing field reports the field's own message (valibot reports a missing key with the
 * object's message), and each field reports only its first failing rule, as the forms show it.
 */
export function fields<const E extends v.ObjectEntries>(entries: E) {
  const schema = v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const message = typeof key === 'string' ? (entries[key] as { message?: unknown } | undefined)?.message : undefined;
    return typeof message === 'string' ? message : issue.message;
  });
  return v.config(schema, { abortPipeEarly: true });
}

export const id = v.pipe(integer, v.minValue(0));
export const queryId = v.pipe(queryInteger, v.minValue(0));

/** A required text: the message is shown when it is missing or blank. */
export const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
/** A required text with a maximum length. */
export const requiredMax = (message: string, max: number, tooLong: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong));

export const anchorType = v.picklist([0, 1]);
export const queryAnchorType = v.pipe(queryInteger, v.picklist([0, 1]));

/** Voice tuning shared by the work, task and audition bodies (spec part 2 §9). */
export const pitchRate = v.pipe(integer, v.minValue(-500), v.maxValue(500));
export const speechRate = v.pipe(v.number(), v.minValue(0.5), v.maxValue(2));
export const volume = v.pipe(integer, v.minValue(0), v.maxValue(100));
export const intensity = v.pipe(v.number(), v.minValue(0.01), v.maxValue(2));
export const fade = v.pipe(integer, v.minValue(0), v.maxValue(10000));
