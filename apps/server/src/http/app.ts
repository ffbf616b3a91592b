import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { DEVELOPMENT_AUDITION_KEY, DEVELOPMENT_SIGNATURE_KEY } from '@dubkit/sdk-core';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import type { ServerConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { asrTask } from '../domain/asr/asrTask';
import { ASR_TASK } from '../domain/asr/tasks';
import { ASR_UPLOAD, asrUpload } from '../domain/asr/upload';
import { DevelopmentSmsSink } from '../domain/auth/sms';
import { WeChatOAuth } from '../domain/auth/wechat';
import type { ServerContext } from '../domain/context';
import { drawTask } from '../domain/draw/drawTask';
import { DRAW_TASK, type DrawTaskRow } from '../domain/draw/drawTasks';
import { DRAW_UPLOAD, drawRefUpload } from '../domain/draw/refImages';
import { DomainError } from '../domain/errors';
import { OCR_UPLOAD, ocrUpload } from '../domain/ocr';
import { SandboxPayments } from '../domain/paymentProvider';
import { sampleAudio } from '../domain/samples/samples';
import { templateSamples } from '../domain/synthesis/samples';
import { synthesisTask } from '../domain/synthesis/synthesisTask';
import { SYNTHESIS_TASK } from '../domain/tasks';
import { type ToolsFetchOptions, ToolsOutbound } from '../domain/tools/outbound';
import { ASR_SETTINGS, type AsrProviderConfig, createOpenAiTranscriber, unconfiguredTranscriber } from '../engines/asr';
import { CHAT_SETTINGS, unconfiguredChat } from '../engines/chat/engine';
import { type ChatProviderConfig, createOpenAiChat } from '../engines/chat/openai';
import { IMAGES_SETTINGS, unconfiguredImages } from '../engines/images/engine';
import { createOpenAiImages, type ImagesProviderConfig } from '../engines/images/openai';
import { turnedOffOcr } from '../engines/ocr/engine';
import { createPaddleOcr } from '../engines/ocr/paddle/paddle-engine';
import { createSpeechRuntime, type SpeechRuntime } from '../engines/speech/runtime';
import { TaskRunner } from '../jobs/taskRunner';
import { seedIfEmpty } from '../seed';
import { seedAssetLibrary, seedSoundMs } from '../seed/assets/library';
import { ensureSeedAssetsInWorker } from '../seed/assets/manifest';
import { seedDrawStyleThumbnails } from '../seed/draw';
import { LocalFileStorage } from '../storage/files';
import { SignedUploads } from '../storage/uploads';
import { declaredAccess } from './access';
import { type LogOutput, readableLog } from './readableLog';
import { accountRoutes } from './routes/account';
import { anchorRoutes } from './routes/anchors';
import { asrRoutes } from './routes/asr';
import { auditionRoutes } from './routes/audition';
import { authRoutes } from './routes/auth';
import { devRoutes } from './routes/dev';
import { drawRoutes } from './routes/draw';
import { gptRoutes } from './routes/gpt';
import { mediaRoutes } from './routes/media';
import { ocrRoutes } from './routes/ocr';
import { partnerExampleRoutes } from './routes/partnerExample';
import { partnerRoutes } from './routes/partners';
import { payPageRoutes } from './routes/payPage';
import { sampleRoutes } from './routes/samples';
import { settingsRoutes } from './routes/settings';
import { storageRoutes } from './routes/storage';
import { taskRoutes } from './routes/tasks';
import { toolRoutes } from './routes/tools';
import { tradeRoutes } from './routes/trade';
import { workRoutes } from './routes/works';
import { securityHeaders } from './securityHeaders';

export const VERSION = '0.0.0';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export type AppOptions = Pick<ServerConfig, 'staticDir' | 'logLevel'> &
  Partial<Pick<ServerConfig, 'logFormat' | 'embedDir' | 'partnerExampleDir' | 'partnerExampleOrigins'>> &
  Partial<Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'publicOrigin' | 'brand' | 'wechat'>> & {
    /** A SQLite file path, or ':memory:'; defaults to `<dataDir>/dubkit.sqlite`. */
    sqliteFile?: string;
    /** The clock, replaceable in tests. */
    now?: () => number;
    /** Per-address request limits on the login and SMS calls and the example partner's token route; off in most tests. */
    rateLimits?: boolean;
    /** Start the speech engine and the task runner; API tests that never synthesise turn it off. */
    speech?: boolean;
    /** Speech engine: `espeak` (default, offline) or `azure`. */
    speechEngine?: string;
    speechWorkers?: number;
    /** Image text recognition (on by default; `DUBKIT_OCR=off` turns it off) and its worker threads (1). */
    ocr?: boolean;
    ocrWorkers?: number;
    /** How long a task claim holds without a heartbeat (a crashed server's tasks resume after it). */
    taskLeaseMs?: number;
    /** How long requests in flight may take to finish once the server is closing (5 s); their connections are then cut. */
    shutdownGraceMs?: number;
    /** Where readable log lines go (standard output by default). */
    logOutput?: LogOutput;
    /** Signs download links and upload policies; persisted under dataDir when not given. */
    secret?: string;
    /** Key of the audition text encryption (must match the website's). */
    auditionKey?: string;
    /** The writing assistant's chat provider; without one every answer names the settings to configure. */
    chat?: ChatProviderConfig | null;
    /** Key of the writing assistant streams' signature header (must match the website's). */
    signatureKey?: string;
    /** How long a stalled chat provider is waited for before the answer fails (30 s). */
    chatIdleMs?: number;
    smsCaptcha?: 'repeat' | 'always';
    /** Serve `/api/dev/*` (SMS codes, captcha answers): tests only, never a reachable deployment. */
    devEndpoints?: boolean;
    /** Fastify's `trustProxy`: off unless the server sits behind a reverse proxy that sets X-Forwarded-For. */
    trustProxy?: boolean | string;
    /** Caps of video extraction's and the blob download's fetches; tests allow loopback fixtures here. */
    tools?: ToolsFetchOptions;
    /** Speech-to-text's transcription provider; without one every task fails naming the settings to configure. */
    asr?: AsrProviderConfig | null;
    /** AI drawing's images provider; without one every drawing fails at once, naming the settings to configure. */
    images?: ImagesProviderConfig | null;
  };

function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Calls that send codes, render captchas or check passwords are limited per client address. */
const RATE_LIMITED = new Map<string, number>([
  ['/api/sms/login_verify_code', 10],
  ['/api/sms/verify_code', 10],
  ['/api/sms/login_verify_captcha', 30],
  ['/api/sms/verify_captcha', 30],
  ['/api/user/loginBySms', 20],
  ['/api/user/loginByPwd', 20],
  ['/api/wxApi/bind_firstly', 20],
]);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      redact: ['req.headers.authorization'],
      ...(options.logFormat === 'json' ? {} : { stream: readableLog(options.logOutput) }),
    },
    // Fastify's two lines per request would bury everything else; the onResponse hook below writes one, at debug.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    pluginTimeout: 60_000,
  });

  declaredAccess(app);

  // One concise line per request at debug, so the default level (info) keeps the log to what happens to the server.
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(`${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
  });

  app.setErrorHandler<FastifyError | DomainError>((error, request, reply) => {
    if (error instanceof DomainError) {
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
    // No stack traces or internal messages leave the server.
    return reply.status(status).send({ code: status, message, data: null });
  });

  const dataDir = options.dataDir ?? join(process.cwd(), 'data');
  const store = connect({
    databaseUrl: options.databaseUrl,
    sqliteFile: options.sqliteFile ?? join(dataDir, 'dubkit.sqlite'),
  });
  await migrateToLatest(store.db, store.dialect);
  const now = options.now ?? Date.now;
  if (await seedIfEmpty(store.db, now()))
    app.log.info('Seeded the empty tables (catalogue, products, settings, prompt library)');

  const sms = new DevelopmentSmsSink(app.log);
  const publicOrigin = options.publicOrigin ?? 'http://localhost:8080';
  const ctx: ServerContext = {
    db: store.db,
    dialect: store.dialect,
    publicOrigin,
    sms,
    smsCaptcha: options.smsCaptcha ?? 'repeat',
    payments: new SandboxPayments(() => publicOrigin),
    now,
    log: app.log,
    soundEffectMs: seedSoundMs,
  };

  app.decorate('dubkit', ctx);
  // Before every other hook and route: each path's security headers (CSP, framing, nosniff, …).
  await securityHeaders(app, { ...options, publicOrigin });
  await app.register(formbody);
  if (options.rateLimits ?? true) {
    // Runs before the plugin's own onRoute hook, which reads this per-route config.
    app.addHook('onRoute', (route) => {
      const max = RATE_LIMITED.get(route.url ?? '');
      if (max) route.config = { ...(route.config as object), rateLimit: { max, timeWindow: '1 minute' } };
    });
    await app.register(rateLimit, { global: false });
  }

  const providers = {
    speech: options.speechEngine === 'azure' ? 'azure' : 'espeak',
    chat: Boolean(options.chat),
    asr: Boolean(options.asr),
    images: Boolean(options.images),
    ocr: options.ocr !== false,
  };
  // The settings that turn each missing feature on are the operator's, said once here; users are told it is not open.
  for (const [on, feature, settings] of [
    [providers.chat, 'The writing assistant', CHAT_SETTINGS],
    [providers.asr, 'Speech-to-text', ASR_SETTINGS],
    [providers.images, 'AI drawing', IMAGES_SETTINGS],
  ] as const)
    if (!on) app.log.warn(`${feature} is off (users are told it is not open yet): set ${settings} to turn it on`);
  if (!providers.ocr) app.log.info('Image text recognition is off (DUBKIT_OCR=off)');

  app.get('/api/health', { config: { access: 'public' } }, async () => ({
    code: 200,
    message: 'success',
    data: {
      status: 'ok',
      version: VERSION,
      database: store.dialect,
      speech: speechState,
      // Which providers are configured (never their keys or addresses): the operator's check after a deploy.
      providers,
      uptimeSeconds: Math.round(process.uptime()),
    },
  }));

  // The engine warms up and the seed sounds are generated in the background; speech calls wait for them.
  let speechRuntime: Promise<SpeechRuntime> | null = null;
  let speechState: 'off' | 'starting' | 'ready' | 'failed' = options.speech === false ? 'off' : 'starting';
  // A stop during the first start's seed generation ends it instead of waiting for it.
  const stopping = new AbortController();
  const speech = () => {
    if (options.speech === false) return Promise.reject(new DomainError(503, '语音合成未启用'));
    speechRuntime ??= createSpeechRuntime({
      dataDir,
      engine: options.speechEngine,
      workers: options.speechWorkers,
      signal: stopping.signal,
      prepareAssets: ensureSeedAssetsInWorker,
      assets: seedAssetLibrary(),
    }).then(
      (runtime) => {
        speechState = 'ready';
        return runtime;
      },
      (error) => {
        speechState = 'failed';
        throw error;
      },
    );
    return speechRuntime;
  };
  const taskFiles = new LocalFileStorage(join(dataDir, 'tasks'));
  const secret = options.secret ?? persistentSecret(dataDir);
  const ocr = options.ocr === false ? turnedOffOcr : createPaddleOcr({ workers: options.ocrWorkers });
  const uploadFiles = new LocalFileStorage(join(dataDir, 'uploads'));
  // Speech-to-text: its media stays where the storage host kept it (or where a link's is downloaded) till transcribed.
  const asrResults = new LocalFileStorage(join(dataDir, 'asr'));
  const asrOutbound = new ToolsOutbound(options.tools);
  const transcriber = options.asr ? createOpenAiTranscriber(options.asr) : unconfiguredTranscriber;
  const wakeAsr = () => asrRunner.wake();
  const uploads = new SignedUploads({
    // A new key goes first; the one it replaces stays listed until the policies it signed have expired.
    keys: [{ id: 'dubkit-1', secret }],
    kinds: {
      [OCR_UPLOAD]: ocrUpload(ocr),
      [ASR_UPLOAD]: asrUpload(ctx, uploadFiles, wakeAsr),
      [DRAW_UPLOAD]: drawRefUpload,
    },
    files: uploadFiles,
    now,
  });
  const runner = new TaskRunner({
    db: store.db,
    dialect: store.dialect,
    files: taskFiles,
    kinds: { [SYNTHESIS_TASK]: synthesisTask(ctx, speech) },
    now,
    concurrency: 1,
    leaseMs: options.taskLeaseMs,
    log: app.log,
  });
  const asrRunner = new TaskRunner({
    db: store.db,
    dialect: store.dialect,
    table: 'asr_tasks',
    files: asrResults,
    kinds: { [ASR_TASK]: asrTask(ctx, { transcriber, media: uploadFiles, outbound: asrOutbound, maxAttempts: 3 }) },
    now,
    concurrency: 1,
    maxAttempts: 3,
    leaseMs: options.taskLeaseMs,
    exhaustedMessage: '重试次数已用完',
    log: app.log,
  });
  app.addHook('onReady', async () => asrRunner.start());
  if (options.speech !== false) {
    app.addHook('onReady', async () => {
      speech().catch((error) => {
        if (!stopping.signal.aborted) app.log.error({ err: error }, 'speech engine failed to start');
      });
      runner.start();
    });
  }
  // AI drawing: its own job table and runner (always on: it needs no speech engine), pictures under <dataDir>/draw.
  const drawFiles = new LocalFileStorage(join(dataDir, 'draw'));
  // The styles' thumbnails are rendered in the background at start (a first start's few hundred ms of sharp).
  let styleThumbnails: Promise<unknown> | null = null;
  const thumbnailsStop = new AbortController();
  const drawThumbnails = () => {
    styleThumbnails ??= seedDrawStyleThumbnails(store.db, drawFiles, thumbnailsStop.signal).catch((error) => {
      styleThumbnails = null;
      app.log.error({ err: error }, 'drawing style thumbnails could not be rendered');
    });
    return styleThumbnails;
  };
  const draw = {
    images: options.images ? createOpenAiImages(options.images) : unconfiguredImages,
    files: drawFiles,
    uploads: new LocalFileStorage(join(dataDir, 'uploads')),
    secret,
  };
  const drawRunner = new TaskRunner<DrawTaskRow>({
    db: store.db,
    dialect: store.dialect,
    table: 'draw_tasks',
    files: drawFiles,
    kinds: { [DRAW_TASK]: drawTask(ctx, draw) },
    now,
    concurrency: 1,
    // One retry (a dropped connection, a crash): each drawing is billed by the provider, the user can regenerate.
    maxAttempts: 2,
    leaseMs: options.taskLeaseMs,
    exhaustedMessage: '绘画任务多次中断，请重新生成',
    log: app.log,
  });
  app.addHook('onReady', async () => {
    drawThumbnails();
    drawRunner.start();
  });
  app.addHook('preClose', async () => {
    thumbnailsStop.abort();
    await drawRunner.stop();
    await styleThumbnails;
  });
  // A client that stops reading a download or sending an upload would otherwise hold Ctrl+C or a deploy forever.
  let cutConnections: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    cutConnections = setTimeout(() => app.server.closeAllConnections(), options.shutdownGraceMs ?? 5000).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(cutConnections);
    stopping.abort();
    await runner.stop();
    await asrRunner.stop();
    asrOutbound.close();
    if (speechRuntime) await (await speechRuntime.catch(() => null))?.close();
    await ocr.close();
    await store.close();
  });

  const wechat =
    options.brand !== 'sibling' && options.wechat
      ? new WeChatOAuth({ ...options.wechat, redirectUri: `${publicOrigin}/wxAuthCallback` })
      : null;
  // Before every route: a partner site's calls are checked (and answered with CORS) here.
  partnerRoutes(app, ctx);
  await app.register(async (api) => {
    authRoutes(api, ctx, wechat, options.brand === 'sibling');
    accountRoutes(api, ctx);
    anchorRoutes(api, ctx);
    tradeRoutes(api, ctx);
    settingsRoutes(api, ctx, { wechatLogin: wechat !== null });
    // Off by default: they hand out any phone's login code; without them each code is one line in the log.
    if (options.devEndpoints) {
      devRoutes(api, ctx, sms);
      app.log.info(
        'Development endpoints are on (DUBKIT_DEV_ENDPOINTS=on): /api/dev/* serve login codes to loopback clients',
      );
    }
    payPageRoutes(api, ctx);
    mediaRoutes(api, ctx, {
      speech,
      samples: templateSamples(ctx, speech, new LocalFileStorage(join(dataDir, 'samples'))),
    });
    workRoutes(api, ctx, speech);
    taskRoutes(api, ctx, { runner, files: taskFiles, secret });
    auditionRoutes(api, ctx, { speech, auditionKey: options.auditionKey ?? DEVELOPMENT_AUDITION_KEY });
    toolRoutes(api, ctx, options.tools);
    gptRoutes(api, ctx, {
      chat: options.chat ? createOpenAiChat(options.chat) : unconfiguredChat,
      signatureKey: options.signatureKey ?? DEVELOPMENT_SIGNATURE_KEY,
      idleMs: options.chatIdleMs,
    });
    ocrRoutes(api, ctx, { uploads, ocr });
    asrRoutes(api, ctx, {
      uploads,
      outbound: asrOutbound,
      files: { results: asrResults, media: uploadFiles },
      wake: wakeAsr,
      unavailable: transcriber.unavailable,
    });
    drawRoutes(api, ctx, { ...draw, runner: drawRunner, signedUploads: uploads, thumbnails: drawThumbnails });
    await storageRoutes(api, uploads);
    sampleRoutes(api, ctx, sampleAudio(ctx, speech, new LocalFileStorage(join(dataDir, 'samples'))));
  });

  if (options.embedDir && existsSync(options.embedDir)) {
    const entries = new Set(['dubkit-embed.js']);
    await app.register(fastifyStatic, {
      root: options.embedDir,
      prefix: '/embed/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      // Any site may load the script and its lazy chunks (module scripts are fetched with CORS).
      setHeaders: (reply, path) =>
        reply
          .header('access-control-allow-origin', '*')
          .header('cache-control', entries.has(basename(path)) ? 'no-cache' : IMMUTABLE),
    });
  }
  if (options.partnerExampleDir && existsSync(join(options.partnerExampleDir, 'index.html'))) {
    const origins = new Set([new URL(publicOrigin).origin, ...(options.partnerExampleOrigins ?? [])]);
    await partnerExampleRoutes(app, ctx, {
      dir: options.partnerExampleDir,
      secret,
      origins: [...origins],
      rateLimits: options.rateLimits ?? true,
    });
  }

  const staticDir = options.staticDir;
  const indexHtml = staticDir ? join(staticDir, 'index.html') : null;
  const apiNotFound = { code: 404, message: '接口不存在', data: null };
  if (staticDir && indexHtml && existsSync(indexHtml)) {
    const hashedAssets = join(staticDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The build writes file.br and file.gz beside each text file (apps/demo/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      // Files under assets/ are named by their content hash, so they never change; index.html names the current
      // build, so a browser revalidates it every time and picks up a new build at once.
      setHeaders: (reply, path) =>
        reply.header('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache'),
    });
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
      return reply.status(404).send(apiNotFound);
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(apiNotFound));
  }

  return app;
}
