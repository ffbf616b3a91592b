/**
 * A refusal the user is shown as-is: `code` is the envelope's code (and the HTTP status when it is one), the message
 * is the product's Chinese; `detail`, for developers, goes beside the message, never into it.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notLoggedIn = () => new DomainError(401, '请先登录您的账号！');
export const notFound = (message = '资源不存在') => new DomainError(404, message);
export const forbidden = (message = '无权操作该资源') => new DomainError(403, message);
export const badRequest = (message: string, detail?: string) => new DomainError(400, message, detail);
