import { SIGNATURE_HEADER, SIGNATURE_MAX_SKEW_SECONDS, verifySignature } from '@dubkit/sdk-core';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../domain/errors';

const WINDOW_MS = 2 * SIGNATURE_MAX_SKEW_SECONDS * 1000;

/**
 * The streams' signature header (spec part 2 §7): the client's current time in seconds, AES-ECB encrypted, checked
 * with sdk-core's own `verifySignature`. A signature is accepted once per user: it stays valid for at most twice the
 * skew after it is first seen, so it is kept that long. (Every client with the key encrypts the same second to the
 * same text, hence per user; sdk-core's streams therefore sign at most one stream per second.) 403, not 401, so that the client does not sign the user out.
 */
export class StreamSignatures {
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly key: string,
    private readonly now: () => number,
  ) {}

  async check(request: FastifyRequest, userId: number) {
    const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
    const signature = typeof header === 'string' ? header : '';
    const now = this.now();
    if (!signature || !(await verifySignature(this.key, signature, now))) throw forbidden('请求签名无效或已过期');
    for (const [entry, until] of this.seen) {
      if (until > now) break;
      this.seen.delete(entry);
    }
    const entry = `${userId}:${signature}`;
    if (this.seen.has(entry)) throw forbidden('请求签名已使用，请重试');
    this.seen.set(entry, now + WINDOW_MS);
  }
}
