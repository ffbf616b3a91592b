import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  AUDITION_MAX_LENGTH,
  auditionSampleRate,
  DEFAULT_ANCHOR_ID,
  DubKitError,
  decryptText,
  NEUTRAL_PROSODY,
} from '@dubkit/sdk-core';
import { countLength } from '@dubkit/sdk-core/markup';
import { contract } from '@dubkit/sdk-core/validation';
import type { FastifyInstance } from 'fastify';
import { anchorIdForTemplate, anchorVoice } from '../../domain/catalogue';
import type { ServerContext } from '../../domain/context';
import { ApiError, badRequest, notFound } from '../../domain/errors';
import { memberInfo } from '../../domain/membership';
import { planLimitMessage, planScript } from '../../domain/synthesis/limits';
import { requestProsody, resolveRequestedVoice } from '../../domain/synthesis/voices';
import { deleteTask, listTasks, ownedTask, submitTask, verifyDownloadSignature } from '../../domain/tasks';
import { deleteWork, parseContent, saveWork, workDetail, workList } from '../../domain/works';
import { renderVoiceSample, SpeechError } from '../../engines/speech';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import type { TaskRunner } from '../../jobs/taskRunner';
import { currentUser, handle, validate } from '../envelope';

export interface TtsDeps {
  speech: () => Promise<SpeechRuntime>;
  runner: TaskRunner;
  tasksDir: string;
  samplesDir: string;
  secret: string;
  auditionKey: string;
}

/** Engine failures reach the user as a clear reply, never as a stack. */
function speechFailure(error: unknown): never {
  if (error instanceof SpeechError) {
    if (error.code === 'ENGINE_BUSY') throw new ApiError(503, '合成服务繁忙，请稍后再试');
    if (error.code === 'ENGINE_NOT_CONFIGURED') throw new ApiError(503, error.message);
    throw new ApiError(500, `合成失败：${error.message}`);
  }
  throw error;
}

async function* continued<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>) {
  if (!first.done) yield first.value;
  yield* rest;
}

export function ttsRoutes(app: FastifyInstance, ctx: ServerContext, deps: TtsDeps) {
  const works = contract.works;
  const tasks = contract.tasks;

  handle(app, ctx, works.save, 'user', async (input, { user }) => saveWork(ctx, user.id, input));
  handle(app, ctx, works.list, 'user', async ({ page, pageSize }, { user }) => workList(ctx, user.id, page, pageSize));
  handle(app, ctx, works.detail, 'user', async ({ workId }, { user }) => workDetail(ctx, user.id, workId));
  handle(app, ctx, works.delete, 'user', async ({ workId }, { user }) => {
    await deleteWork(ctx, user.id, workId);
    return null;
  });

  handle(app, ctx, works.soundStyles, 'public', async () => (await deps.speech()).manifest.soundStyles);
  handle(app, ctx, works.sounds, 'public', async ({ styleId }) =>
    (await deps.speech()).manifest.sounds
      .filter((s) => !styleId || s.styleId === styleId)
      .map((s) => ({ id: s.id, name: s.name, filepath: `/media/sounds/${s.file}`, duration: s.durationMs / 1000 })),
  );
  handle(app, ctx, works.bgmList, 'public', async ({ page, pageSize }) =>
    (await deps.speech()).manifest.music
      .slice((page - 1) * pageSize, page * pageSize)
      .map((m) => ({ id: m.id, name: m.name, filepath: `/media/music/${m.file}`, duration: m.durationMs / 1000 })),
  );

  handle(app, ctx, tasks.add, 'user', async (input, { user }) => {
    const result = await submitTask(ctx, user.id, input);
    if (result.status === 200) deps.runner.wake();
    return { status: result.status, statusText: result.statusText };
  });
  handle(app, ctx, tasks.list, 'user', async ({ page, size }, { user }) =>
    listTasks(ctx, deps.secret, user.id, page, size),
  );
  handle(app, ctx, tasks.delete, 'user', async ({ code }, { user }) => {
    await deleteTask(ctx, deps.tasksDir, user.id, code);
    return null;
  });

  // Not in the spec's table: the finished audio, for the owner (bearer token) or a signed link from the list.
  app.get<{ Querystring: { code?: string; expires?: string; signature?: string; download?: string } }>(
    '/api/tts/task/download',
    async (request, reply) => {
      const code = String(request.query.code ?? '');
      const task = await ctx.db.selectFrom('tasks').selectAll().where('code', '=', code).executeTakeFirst();
      if (!task) throw notFound('任务不存在');
      const signed =
        request.query.signature &&
        verifyDownloadSignature(deps.secret, task, Number(request.query.expires), request.query.signature, ctx.now());
      if (!signed) {
        const user = await currentUser(ctx, request);
        if (!user) throw new ApiError(401, '请先登录您的账号！');
        await ownedTask(ctx, user.id, code);
      }
      if (task.status !== 1 || !task.file) throw badRequest('任务尚未合成完成');
      const path = join(deps.tasksDir, task.file);
      if (!existsSync(path)) throw notFound('音频文件不存在');
      const filename = encodeURIComponent(`${task.title}.mp3`);
      reply.header('content-type', 'audio/mpeg');
      reply.header('cache-control', 'private, max-age=3600');
      if (request.query.download) reply.header('content-disposition', `attachment; filename*=UTF-8''${filename}`);
      return reply.send(createReadStream(path));
    },
  );

  app.post('/api/tts/audition', async (request, reply) => {
    const user = await currentUser(ctx, request);
    if (!user) throw new ApiError(401, '请先登录您的账号！');
    const input = validate(tasks.audition.body, request.body);
    let text: string;
    try {
      text = await decryptText(deps.auditionKey, input.text);
    } catch (error) {
      if (error instanceof DubKitError || error instanceof Error) throw badRequest('试听内容无法解密');
      throw error;
    }
    const doc = parseContent(text);
    const length = countLength(doc);
    if (length === 0) throw badRequest('试听内容不能为空');
    if (length > AUDITION_MAX_LENGTH) throw badRequest(`单次试听不能超过${AUDITION_MAX_LENGTH}个字`);
    const anchorId =
      input.anchorId ||
      (input.templateId ? await anchorIdForTemplate(ctx, input.templateId) : null) ||
      DEFAULT_ANCHOR_ID;
    const voice = await resolveRequestedVoice(
      ctx,
      user.id,
      { ...input, anchorType: 0, anchorId },
      requestProsody(input),
    );
    // Refused before any rendering (and before the 200 header): a pause or a whole too long for an audition.
    const items = await planScript(ctx, user.id, doc, voice);
    const refused = planLimitMessage(ctx, items, 'audition');
    if (refused) throw badRequest(refused);
    const speech = await deps.speech();
    const { vipLevel } = await memberInfo(ctx, user.id);
    const audio = speech.stream(items, {
      sampleRate: auditionSampleRate(vipLevel, input.sampleRate),
      music: { bgmId: input.bgmId, volume: input.bgmVolume, fadeInMs: input.bgmFadein, fadeOutMs: 0 },
    });
    // A failure before the first frames is answered in the JSON envelope; one after them can only cut the
    // response short (the client sees the download fail, after the audio it already has).
    const first = await audio.next().catch(speechFailure);
    reply.header('content-type', 'audio/mpeg');
    return reply.send(Readable.from(continued(first, audio), { objectMode: false }));
  });

  app.get<{ Params: { file: string } }>('/media/sounds/:file', async (request, reply) => {
    const speech = await deps.speech();
    const sound = speech.manifest.sounds.find((s) => s.file === request.params.file);
    if (!sound) throw notFound('音效不存在');
    reply.header('content-type', 'audio/mpeg').header('cache-control', 'public, max-age=86400');
    return reply.send(createReadStream(join(speech.assetsDir, sound.file)));
  });
  app.get<{ Params: { file: string } }>('/media/music/:file', async (request, reply) => {
    const speech = await deps.speech();
    const track = speech.manifest.music.find((m) => m.file === request.params.file);
    if (!track) throw notFound('背景音乐不存在');
    reply.header('content-type', 'audio/mpeg').header('cache-control', 'public, max-age=86400');
    return reply.send(createReadStream(join(speech.assetsDir, track.file)));
  });

  // Each template's sample is rendered once, on first request, in the template's own voice.
  const renderingSamples = new Map<number, Promise<string>>();
  app.get<{ Params: { file: string } }>('/media/samples/:file', async (request, reply) => {
    const match = /^template-(\d+)\.mp3$/.exec(request.params.file);
    if (!match) throw notFound('样音不存在');
    const templateId = Number(match[1]);
    const path = join(deps.samplesDir, `template-${templateId}.mp3`);
    if (!existsSync(path)) {
      let rendering = renderingSamples.get(templateId);
      if (!rendering) {
        rendering = (async () => {
          const anchorId = await anchorIdForTemplate(ctx, templateId);
          if (!anchorId) throw notFound('样音不存在');
          const entry = await anchorVoice(ctx, anchorId);
          const template = entry.templateRows.find((t) => t.id === templateId);
          const voice = await resolveRequestedVoice(
            ctx,
            null,
            { anchorType: 0, anchorId, templateId, role: '', intensity: 1 },
            NEUTRAL_PROSODY,
          );
          const speech = await deps.speech();
          const sample = await renderVoiceSample(template?.content ?? entry.row.name, voice.settings, {
            engine: speech.engine,
          }).catch(speechFailure);
          await mkdir(deps.samplesDir, { recursive: true });
          await writeFile(`${path}.part`, sample.mp3);
          await rename(`${path}.part`, path);
          return path;
        })().finally(() => renderingSamples.delete(templateId));
        renderingSamples.set(templateId, rendering);
      }
      await rendering;
    }
    reply.header('content-type', 'audio/mpeg').header('cache-control', 'public, max-age=86400');
    return reply.send(createReadStream(path));
  });
}
