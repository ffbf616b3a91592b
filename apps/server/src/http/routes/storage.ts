import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors';
import { type AcceptedUpload, type SignedUploads, type UploadForm, UploadRefused } from '../../storage/uploads';

const UPLOAD_PATH = '/api/storage/upload';

/**
 * Where a policy's browser posts its file. The origin the user called the policy on: `npm start`'s
 * http://localhost:8080, a test server's random port and the demo's dev proxy (which keeps the Host header) all reach
 * this server there, while a fixed PUBLIC_ORIGIN would be wrong for the last two; behind a reverse proxy, TRUST_PROXY
 * makes it the forwarded origin.
 */
export function uploadHost(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${UPLOAD_PATH}`;
}

/**
 * The storage host of the signed uploads (OSS-style form post, no bearer token): checks the form against its policy
 * before reading the file, keeps the file, and answers with what the upload's kind makes of it.
 */
export async function storageRoutes(app: FastifyInstance, uploads: SignedUploads) {
  await app.register(async (host) => {
    await host.register(multipart, {
      // One file with the five OSS fields and success_action_status; the signed size range is checked as it streams.
      limits: { files: 1, fields: 8, parts: 9, fieldSize: 16 * 1024, fileSize: uploads.maxBytes + 1 },
    });
    host.post(UPLOAD_PATH, { config: { access: 'signed' } }, async (request) => {
      const form: Record<string, string> = {};
      let accepted: AcceptedUpload | null = null;
      const contentLength = Number(request.headers['content-length']);
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') form[part.fieldname] = part.value;
            continue;
          }
          accepted = uploads.accept(form as UploadForm);
          await uploads.store(accepted, {
            contentType: part.mimetype,
            requestBytes: Number.isFinite(contentLength) ? contentLength : null,
            stream: part.file,
          });
        }
      } catch (error) {
        if (accepted) await uploads.discard(accepted);
        if (error instanceof UploadRefused) throw new DomainError(error.status, error.message);
        throw error;
      }
      if (!accepted) throw new DomainError(400, '未收到上传的文件');
      return { code: 200, message: 'success', data: (await uploads.receive(accepted)) ?? null };
    });
  });
}
