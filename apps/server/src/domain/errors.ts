/**
 * A refusal the client shows as-is: `code` goes into the envelope, `status` onto the HTTP response; `detail`, for
 * developers, goes beside the (Chinese) message, never into it.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number = code >= 400 && code < 600 ? code : 400,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notLoggedIn = () => new ApiError(401, '请先登录您的账号！');
export const notFound = (message = '资源不存在') => new ApiError(404, message);
export const forbidden = (message = '无权操作该资源') => new ApiError(403, message);
export const badRequest = (message: string, detail?: string) => new ApiError(400, message, 400, detail);
