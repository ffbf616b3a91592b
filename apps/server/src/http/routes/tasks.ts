import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { fitReport } from '../../domain/synthesis/fitReport';
import {
  deleteTask,
  downloadableTask,
  listTasks,
  submitTask,
  type TaskFileFormat,
  taskFileFormat,
} from '../../domain/tasks';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import type { TaskRunner } from '../../jobs/taskRunner';
import type { FileStorage } from '../../storage/files';
import { currentUser, handle } from '../envelope';
import { sendStoredFile } from '../storedFile';

export interface TaskRouteDeps {
  runner: TaskRunner;
  /** Where the runner keeps finished tasks' audio. */
  files: FileStorage;
  /** Signs download links. */
  secret: string;
  speech: () => Promise<SpeechRuntime>;
}

const CONTENT_TYPES: Record<TaskFileFormat, string> = {
  mp3: 'audio/mpeg',
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
};

/** Synthesis tasks: submitted, listed, deleted, and their audio and subtitles downloaded. */
export function taskRoutes(app: FastifyInstance, ctx: ServerContext, deps: TaskRouteDeps) {
  const tasks = contract.tasks;

  handle(app, ctx, tasks.add, 'user', async (input, { user }) => {
    const result = await submitTask(ctx, user.id, input);
    if (result.status === 200) deps.runner.wake();
    return { status: result.status, statusText: result.statusText };
  });
  handle(app, ctx, tasks.fitReport, 'user', async (input, { user }) => fitReport(ctx, deps.speech, user.id, input));
  handle(app, ctx, tasks.list, 'user', async ({ page, size }, { user }) =>
    listTasks(ctx, deps.secret, user.id, page, size),
  );
  handle(app, ctx, tasks.delete, 'user', async ({ code }, { user }) => {
    await deleteTask(ctx, deps.files, user.id, code);
    return null;
  });

  // Not in the spec's table: the finished audio (or with `format=srt|vtt` its subtitles), for the owner (bearer token)
  // or a signed link from the list.
  app.get<{
    Querystring: { code?: string; expires?: string; signature?: string; download?: string; format?: string };
  }>(
    '/api/tts/task/download',
    // The owner's bearer token, or a link the task list signed.
    { config: { access: 'signed' } },
    async (request, reply) => {
      const { query } = request;
      const format = taskFileFormat(query.format);
      const task = await downloadableTask(
        ctx,
        deps.secret,
        { code: String(query.code ?? ''), expires: Number(query.expires), signature: query.signature, format },
        async () => (await currentUser(ctx, request))?.id ?? null,
      );
      const filename = encodeURIComponent(`${task.title}.${format}`);
      reply.header('content-type', CONTENT_TYPES[format]);
      reply.header('cache-control', 'private, max-age=3600');
      if (query.download) reply.header('content-disposition', `attachment; filename*=UTF-8''${filename}`);
      return sendStoredFile(
        request,
        reply,
        deps.files,
        task.file,
        format === 'mp3' ? '音频文件不存在' : '字幕文件不存在',
      );
    },
  );
}
