import { ASR_PAGE_SIZE } from '@dubkit/sdk-core/speech-to-text';
import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import { asrMemberInfo, asrProducts } from '../../domain/asr/plan';
import { queueShareLink } from '../../domain/asr/shareLink';
import { asrTaskDetails, deleteAsrTask, listAsrTasks } from '../../domain/asr/tasks';
import { asrPolicy } from '../../domain/asr/upload';
import type { ServerContext } from '../../domain/context';
import { DomainError } from '../../domain/errors';
import type { ToolsOutbound } from '../../domain/tools/outbound';
import type { FileStorage } from '../../storage/files';
import type { SignedUploads } from '../../storage/uploads';
import { handle } from '../envelope';
import { uploadHost } from './storage';
import { perUserPerMinute } from './tools';

/**
 * Speech-to-text (spec part 2 §7): the upload policy (the file itself goes to the storage host, whose callback queues
 * the task), shared links, the tasks and the member plan. Every task call checks the task is the caller's.
 */
export function asrRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  deps: {
    uploads: SignedUploads;
    outbound: ToolsOutbound;
    files: { results: FileStorage; media: FileStorage };
    /** Looks for work now (a link's task is queued here, an upload's by the storage host). */
    wake: () => void;
    /** null when speech-to-text has a provider, otherwise the user's message: uploads and links are refused. */
    unavailable: string | null;
  },
) {
  const tools = contract.tools;
  const refuseUnconfigured = () => {
    if (deps.unavailable) throw new DomainError(503, deps.unavailable);
  };
  handle(app, ctx, tools.asrVipInfo, 'user', async (_input, { user }) => asrMemberInfo(ctx, user.id));
  handle(app, ctx, tools.asrVipProducts, 'user', async () => asrProducts(ctx));
  handle(app, ctx, tools.asrTasks, 'user', async ({ page, pageSize }, { user }) =>
    listAsrTasks(ctx, user.id, page, pageSize ?? ASR_PAGE_SIZE),
  );
  handle(app, ctx, tools.asrTaskDetails, 'user', async ({ taskCode }, { user }) =>
    asrTaskDetails(ctx, deps.files.results, user.id, taskCode),
  );
  handle(app, ctx, tools.asrPolicy, 'user', async (body, { user, request }) => {
    refuseUnconfigured();
    return asrPolicy(ctx, deps.uploads, user.id, body, uploadHost(request));
  });
  handle(app, ctx, tools.asrDeleteTask, 'user', async ({ taskCode }, { user }) => {
    await deleteAsrTask(ctx, deps.files, user.id, taskCode);
    return null;
  });
  handle(
    app,
    ctx,
    tools.asrParseShareUrl,
    'user',
    async ({ shareUrl }, { user }) => {
      refuseUnconfigured();
      const task = await queueShareLink(ctx, deps.outbound, user.id, shareUrl);
      deps.wake();
      return task;
    },
    perUserPerMinute(ctx, 30),
  );
}
