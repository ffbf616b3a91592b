import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';

/** Every failure leaves as the { code, message, data } envelope in product copy: no stack trace, no internal message. */
export function errorReplies(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | DomainError>((error, request, reply) => {
    if (error instanceof DomainError) {
      // An engine's own words behind the user's message are the operator's.
      if (error.cause) request.log.warn({ err: error.cause }, error.message);
      const detail = error.detail === undefined ? {} : { detail: error.detail };
      const status = error.code >= 400 && error.code < 600 ? error.code : 400;
      return reply.status(status).send({ code: error.code, message: error.message, data: null, ...detail });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const message =
      status === 429
        ? '请求过于频繁，请稍后再试'
        : status === 413
          ? '请求内容过大'
          : status >= 500
            ? '服务器内部错误'
            : '请求格式错误';
    return reply.status(status).send({ code: status, message, data: null });
  });
}
