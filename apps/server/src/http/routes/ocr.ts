import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { ocrPolicy } from '../../domain/ocr';
import type { OcrEngine } from '../../engines/ocr/engine';
import type { SignedUploads } from '../../storage/uploads';
import { handle } from '../envelope';
import { uploadHost } from './storage';

/** Image text recognition: the upload policy; the image itself goes to the storage host (storage.ts). */
export function ocrRoutes(app: FastifyInstance, ctx: ServerContext, deps: { uploads: SignedUploads; ocr: OcrEngine }) {
  handle(app, ctx, contract.tools.ocrPolicy, 'user', async (query, { user, request }) =>
    ocrPolicy(deps.uploads, deps.ocr, user.id, query, uploadHost(request)),
  );
}
