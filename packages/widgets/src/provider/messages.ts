/** Product copy (zh-CN), verbatim from the spec. Partners override any entry through DubKitProvider. */
export const zhCN = {
  loginRequired: '请先登录您的账号！',
  loginSucceeded: '登录成功',
  saved: '保存成功',
  submitted: '提交成功',
  networkTimeout: '网络请求超时',
} as const;

export type MessageKey = keyof typeof zhCN;
export type MessageCatalogue = Record<MessageKey, string>;

export function createMessages(overrides: Partial<MessageCatalogue> = {}): MessageCatalogue {
  return { ...zhCN, ...overrides };
}
