import type { BaseIssue, Config, GenericSchema, InferOutput } from 'valibot';
import { safeParse } from 'valibot';

/**
 * Issues that carry no product copy of their own: the config message below marks them (valibot consults it only when
 * neither the schema nor the action has a message), and `refusalOf` words them in Chinese once their path is known.
 */
const untranslated = new WeakSet<BaseIssue<unknown>>();

/** Marks an issue as having no product copy (its message stays valibot's English until `checkRequest` words it). */
export function withoutCopy(issue: BaseIssue<unknown>): string {
  untranslated.add(issue);
  return issue.message;
}

const parseConfig: Config<BaseIssue<unknown>> = { message: withoutCopy };

/** The field an issue is about, as the request names it (`history.0.role`), or null for the request itself. */
function fieldOf(issue: BaseIssue<unknown>): string | null {
  const keys = issue.path?.map((item) => String(item.key)) ?? [];
  return keys.length > 0 ? keys.join('.') : null;
}

const TYPE_NAMES: Record<string, string> = {
  number: '数字',
  string: '文本',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
};

/** A Chinese message for an issue without product copy: what is wrong with which field. */
function chineseMessage(issue: BaseIssue<unknown>): string {
  const field = fieldOf(issue);
  if (!field) return '请求参数错误';
  if (issue.input === undefined && issue.kind === 'schema') return `参数错误：缺少 ${field}`;
  const requirement = issue.requirement;
  switch (issue.type) {
    case 'number':
    case 'string':
    case 'boolean':
    case 'array':
    case 'object':
      return `参数错误：${field} 应为${TYPE_NAMES[issue.type]}`;
    case 'integer':
      return `参数错误：${field} 应为整数`;
    case 'safe_integer':
      return `参数错误：${field} 应为不超过 ${Number.MAX_SAFE_INTEGER} 的整数`;
    case 'min_value':
      return `参数错误：${field} 不能小于 ${String(requirement)}`;
    case 'max_value':
      return `参数错误：${field} 不能大于 ${String(requirement)}`;
    case 'min_length':
      return `参数错误：${field} 至少 ${String(requirement)} 个字符`;
    case 'max_length':
      return `参数错误：${field} 不能超过 ${String(requirement)} 个字符`;
    default:
      // picklist, literal, union, regex, check…: a value the call does not take.
      return `参数错误：${field} 取值无效`;
  }
}

/** The machine detail for developers (valibot's English, with the field), kept out of the message users see. */
function detailOf(issue: BaseIssue<unknown>): string {
  const field = fieldOf(issue);
  const expected = issue.expected ? `expected ${issue.expected}, ` : '';
  return `${field ?? 'request'}: ${issue.type} ${expected}received ${issue.received}`;
}

/** A request refused: Chinese product copy for the user, and the detail for developers. */
export interface Refusal {
  message: string;
  detail: string;
}

export type RequestCheck<S extends GenericSchema> =
  | { success: true; output: InferOutput<S> }
  | { success: false; refusal: Refusal };

/** Parses a request with its schema; the first issue becomes the refusal (the schema's own text, else a Chinese one). */
export function checkRequest<S extends GenericSchema>(schema: S, input: unknown): RequestCheck<S> {
  const result = safeParse(schema, input ?? {}, parseConfig);
  if (result.success) return { success: true, output: result.output };
  const issue = result.issues[0] as BaseIssue<unknown>;
  const message = untranslated.has(issue) ? chineseMessage(issue) : issue.message;
  return { success: false, refusal: { message, detail: detailOf(issue) } };
}
