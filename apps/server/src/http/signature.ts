import { SIGNATURE_HEADER, SIGNATURE_MAX_SKEW_SECONDS, signedSecond } from '@dubkit/sdk-core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../domain/context';
import { forbidden } from '../domain/errors';

/**
 * The streams' signature header (spec part 2 §7): the client's current time in seconds, AES-ECB encrypted, read with
 * sdk-core's `signedSecond`. Each second is taken once per user, in the database so that every process sees it; a
 * second further than the skew from now no longer passes `signedSecond`, so its row is dropped. (Every client with the
 * key encrypts the same second to the same text, hence per user; sdk-core's streams therefore sign at most one stream
 * per second.) 403, not 401, so that the client does not sign the user out.
 */
export class StreamSignatures {
  constructor(
    private readonly key: string,
    private readonly ctx: Pick<ServerContext, 'db' | 'now'>,
  ) {}

  async check(request: FastifyRequest, userId: number) {
    const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
    const now = this.ctx.now();
    const second = typeof header === 'string' && header ? await signedSecond(this.key, header, now) : null;
    if (second === null) throw forbidden('请求签名无效或已过期');
    const { db } = this.ctx;
    await db
      .deleteFrom('stream_signatures')
      .where('second', '<', Math.floor(now / 1000) - SIGNATURE_MAX_SKEW_SECONDS)
      .execute();
    const taken = await db
      .insertInto('stream_signatures')
      .values({ user_id: userId, second })
      .onConflict((oc) => oc.columns(['user_id', 'second']).doNothing())
      .executeTakeFirst();
    if (!taken.numInsertedOrUpdatedRows) throw forbidden('请求签名已使用，请重试');
  }
}
