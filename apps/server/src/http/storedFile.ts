import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../domain/errors';
import type { ByteRange, FileStorage } from '../storage/files';

/** One `bytes=` range of a file of `size` bytes, or null for the whole file (none, several, or unreadable). */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Streams a stored file through the server (after the route's own checks: ownership, signed link), with its length
 * and one byte range when asked, so an audio player can seek; a missing file is the route's 404 message.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStorage,
  key: string,
  missing: string,
): Promise<FastifyReply> {
  const size = await files.size(key);
  if (size === null) throw notFound(missing);
  reply.header('accept-ranges', 'bytes');
  const range = requestedRange(request.headers.range, size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (!range) return reply.header('content-length', size).send(await files.stream(key));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await files.stream(key, range));
}
