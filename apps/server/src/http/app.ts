import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVELOPMENT_AUDITION_KEY, DEVELOPMENT_SIGNATURE_KEY } from '@dubkit/sdk-core';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Kysely } from 'kysely';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/schema';
import { startupLock } from '../db/startupLock';
import { ASR_UPLOAD, asrUpload } from '../domain/asr/upload';
import { DevelopmentSmsSink } from '../domain/auth/sms';
import { WeChatOAuth } from '../domain/auth/wechat';
import { voiceCatalogueSummary } from '../domain/catalogue';
import type { ServerContext } from '../domain/context';
import { DRAW_UPLOAD, drawRefUpload } from '../domain/draw/refImages';
import { expiredRowSweeper } from '../domain/expiredRows';
import { OCR_UPLOAD, ocrUpload } from '../domain/ocr';
import { SandboxPayments } from '../domain/paymentProvider';
import { sampleAudio } from '../domain/samples/samples';
import { templateSamples } from '../domain/synthesis/samples';
import { ASR_SETTINGS } from '../engines/asr';
import { CHAT_SETTINGS, unconfiguredChat } from '../engines/chat/engine';
import { createOpenAiChat } from '../engines/chat/openai';
import { IMAGES_SETTINGS } from '../engines/images/engine';
import { turnedOffOcr } from '../engines/ocr/engine';
import { createPaddleOcr } from '../engines/ocr/paddle/paddle-engine';
import { SPEECH_PROVIDERS } from '../engines/speech/providers';
import { localJobBell, postgresJobBell } from '../jobs/jobBell';
import { seedIfEmpty } from '../seed';
import { seedSoundMs } from '../seed/assets/library';
import { openStorage } from '../storage/select';
import { SignedUploads } from '../storage/uploads';
import { declaredAccess } from './access';
import { errorReplies } from './errorReplies';
import { rateLimits } from './rateLimits';
import { readableLog } from './readableLog';
import { accountRoutes } from './routes/account';
import { anchorRoutes } from './routes/anchors';
import { asrRoutes } from './routes/asr';
import { auditionRoutes } from './routes/audition';
import { authRoutes } from './routes/auth';
import { devRoutes } from './routes/dev';
import { dictionaryRoutes } from './routes/dictionary';
import { drawRoutes } from './routes/draw';
import { gptRoutes } from './routes/gpt';
import { mediaRoutes } from './routes/media';
import { ocrRoutes } from './routes/ocr';
import { partnerRoutes } from './routes/partners';
import { payPageRoutes } from './routes/payPage';
import { sampleRoutes } from './routes/samples';
import { settingsRoutes } from './routes/settings';
import { storageRoutes } from './routes/storage';
import { takeRoutes } from './routes/takes';
import { taskRoutes } from './routes/tasks';
import { toolRoutes } from './routes/tools';
import { tradeRoutes } from './routes/trade';
import { workRoutes } from './routes/works';
import { securityHeaders } from './securityHeaders';
import { drawingService } from './services/drawing';
import { speechService } from './services/speech';
import { speechToTextService } from './services/speechToText';
import { siteRoutes } from './site';

export const VERSION = '0.0.0';

import type { AppOptions } from './options';

export type { AppOptions };

/**
 * The server secret every process shares: the database's, made by whichever process starts first. A data folder from
 * before keeps the secret of its `secret.key`, so the links and upload policies it handed out stay valid.
 */
async function sharedSecret(db: Kysely<Database>, dataDir: string): Promise<string> {
  const stored = () => db.selectFrom('server_secret').select('secret').where('id', '=', 1).executeTakeFirst();
  const row = await stored();
  if (row) return row.secret;
  const file = join(dataDir, 'secret.key');
  const secret = existsSync(file) ? readFileSync(file, 'utf8').trim() : randomBytes(32).toString('base64url');
  await db
    .insertInto('server_secret')
    .values({ id: 1, secret })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return (await stored())?.secret ?? secret;
}

/** The whole server: the database and context, each domain's engines and runners, its routes, and the site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const role = options.role ?? 'all';
  // A web process answers HTTP and runs no job; a worker runs the jobs and answers only /api/health and its /ready.
  const web = role !== 'worker';
  const jobs = role !== 'web';
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
  errorReplies(app);

  const dataDir = options.dataDir ?? join(process.cwd(), 'data');
  const storage = openStorage(options.storage ?? { kind: 'local' }, dataDir);
  await storage.check();
  const store = connect({
    databaseUrl: options.databaseUrl,
    sqliteFile: options.sqliteFile ?? join(dataDir, 'dubkit.sqlite'),
  });
  const now = options.now ?? Date.now;
  // Processes starting together on one database migrate and seed it one at a time.
  const seeded = await startupLock(store, async (db) => {
    await migrateToLatest(db, store.dialect);
    return seedIfEmpty(db, now());
  });
  if (seeded) app.log.info('Seeded the empty tables (catalogue, products, settings, prompt library)');

  const jobBell =
    store.dialect === 'postgres' && options.databaseUrl
      ? postgresJobBell(options.databaseUrl, store.db, app.log)
      : localJobBell();
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
    jobBell,
    voiceProviders: {
      names: SPEECH_PROVIDERS.filter((name) => options.speechProviders?.[name]),
      hideUnbound: options.hideUnboundAnchors ?? false,
    },
  };
  app.decorate('dubkit', ctx);
  const sweeper = expiredRowSweeper(ctx);
  // Before every other hook and route: each path's security headers (CSP, framing, nosniff, …).
  await securityHeaders(app, { ...options, publicOrigin });
  await app.register(formbody);
  if (web && (options.rateLimits ?? true)) await rateLimits(app, ctx);

  const secret = options.secret ?? (await sharedSecret(store.db, dataDir));
  const settings = { ...options, dataDir };
  const uploadFiles = storage.area('uploads');
  const speech = speechService(ctx, settings, { tasks: storage.area('tasks'), cache: storage.area('cache') });
  const speechToText = speechToTextService(ctx, settings, { media: uploadFiles, results: storage.area('asr') });
  const drawing = drawingService(ctx, settings, { files: storage.area('draw'), uploads: uploadFiles, secret });
  const ocr =
    options.ocr === false || !web
      ? turnedOffOcr
      : createPaddleOcr({
          workers: options.ocrWorkers,
          idleMs: options.ocrIdleSeconds === undefined ? undefined : options.ocrIdleSeconds * 1000,
        });
  const uploads = new SignedUploads({
    // A new key goes first; the one it replaces stays listed until the policies it signed have expired.
    keys: [{ id: 'dubkit-1', secret }],
    kinds: {
      [OCR_UPLOAD]: ocrUpload(ocr),
      [ASR_UPLOAD]: asrUpload(ctx, uploadFiles, speechToText.wake),
      [DRAW_UPLOAD]: drawRefUpload,
    },
    files: uploadFiles,
    now,
  });

  const providers = {
    speech: options.speechEngine === 'azure' ? 'azure' : 'espeak',
    speechProviders: ctx.voiceProviders?.names ?? [],
    chat: Boolean(options.chat),
    asr: Boolean(options.asr),
    images: Boolean(options.images),
    ocr: options.ocr !== false,
  };
  // The settings that turn each missing feature on are the operator's, said once here; users are told it is not open.
  for (const [on, feature, names] of [
    [providers.chat, 'The writing assistant', CHAT_SETTINGS],
    [providers.asr, 'Speech-to-text', ASR_SETTINGS],
    [providers.images, 'AI drawing', IMAGES_SETTINGS],
  ] as const)
    if (!on) app.log.warn(`${feature} is off (users are told it is not open yet): set ${names} to turn it on`);
  if (!providers.ocr) app.log.info('Image text recognition is off (DUBKIT_OCR=off)');

  app.get('/api/health', { config: { access: 'public' } }, async () => ({
    code: 200,
    message: 'success',
    data: {
      status: 'ok',
      version: VERSION,
      role,
      database: store.dialect,
      storage: storage.kind,
      speech: speech.state(),
      // The voice catalogue of each configured provider: anchors it speaks and its voices, for the operator's check.
      voices: await voiceCatalogueSummary(ctx),
      sentenceCache: speech.sentenceCache(),
      // Which providers are configured (never their keys or addresses): the operator's check after a deploy.
      providers,
      uptimeSeconds: Math.round(process.uptime()),
    },
  }));

  // For a load balancer or orchestrator: route to this process only once it can answer an audition or render a task.
  app.get('/api/health/ready', { config: { access: 'public' } }, async (_request, reply) => {
    const state = speech.state();
    const ready = state === 'ready' || state === 'off';
    if (!ready) reply.code(503);
    return {
      code: ready ? 200 : 503,
      message: ready ? 'success' : `speech engine ${state}`,
      data: { ready, speech: state },
    };
  });

  app.addHook('onReady', async () => {
    if (jobs) speechToText.start();
    speech.start({ jobs });
    drawing.start({ web, jobs });
    if (web) sweeper.start();
  });
  app.addHook('preClose', async () => sweeper.stop());
  app.addHook('preClose', () => drawing.stop());
  // A client that stops reading a download or sending an upload would otherwise hold Ctrl+C or a deploy forever.
  let cutConnections: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    cutConnections = setTimeout(() => app.server.closeAllConnections(), options.shutdownGraceMs ?? 5000).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(cutConnections);
    await speech.close();
    await speechToText.close();
    await ocr.close();
    await jobBell.close();
    await store.close();
  });

  if (!web) {
    app.log.info('Running the job runners only (DUBKIT_ROLE=worker): the API is served by the web processes');
    return app;
  }
  if (!jobs) app.log.info('Serving the API only (DUBKIT_ROLE=web): the worker processes run the jobs');
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
      devRoutes(api, ctx);
      app.log.info(
        'Development endpoints are on (DUBKIT_DEV_ENDPOINTS=on): /api/dev/* serve login codes to loopback clients',
      );
    }
    payPageRoutes(api, ctx);
    const sampleFiles = storage.area('samples');
    mediaRoutes(api, ctx, { speech: speech.speech, samples: templateSamples(ctx, speech.speech, sampleFiles) });
    workRoutes(api, ctx, speech.speech);
    taskRoutes(api, ctx, { runner: speech.runner, files: speech.files, secret, speech: speech.speech });
    auditionRoutes(api, ctx, { speech: speech.speech, auditionKey: options.auditionKey ?? DEVELOPMENT_AUDITION_KEY });
    takeRoutes(api, ctx, { speech: speech.speech });
    dictionaryRoutes(api, ctx);
    toolRoutes(api, ctx, options.tools);
    gptRoutes(api, ctx, {
      chat: options.chat ? createOpenAiChat(options.chat) : unconfiguredChat,
      signatureKey: options.signatureKey ?? DEVELOPMENT_SIGNATURE_KEY,
      idleMs: options.chatIdleMs,
    });
    ocrRoutes(api, ctx, { uploads, ocr });
    asrRoutes(api, ctx, {
      uploads,
      outbound: speechToText.outbound,
      files: { results: speechToText.results, media: uploadFiles },
      wake: speechToText.wake,
      unavailable: speechToText.transcriber.unavailable,
    });
    drawRoutes(api, ctx, {
      images: drawing.images,
      files: drawing.files,
      uploads: drawing.uploads,
      secret,
      runner: drawing.runner,
      signedUploads: uploads,
      thumbnails: drawing.thumbnails,
    });
    await storageRoutes(api, uploads);
    sampleRoutes(api, ctx, sampleAudio(ctx, speech.speech, sampleFiles));
  });

  await siteRoutes(app, ctx, { ...options, secret });
  return app;
}
