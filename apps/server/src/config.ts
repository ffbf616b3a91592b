import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AsrProviderConfig, asrProviderFromEnv } from './engines/asr/openai';
import { type ChatProviderConfig, chatProviderFromEnv } from './engines/chat/openai';
import { type ImagesProviderConfig, imagesProviderFromEnv } from './engines/images/openai';
import { loudnessTargetSetting } from './engines/speech/loudnessTarget';
import { type SpeechProvidersConfig, speechProvidersFromEnv } from './engines/speech/providers';
import { type StorageSettings, storageFromEnv } from './storage/select';

/** What a process runs: `web` answers HTTP, `worker` runs the job runners, `all` (the default) both. */
export type ServerRole = 'web' | 'worker' | 'all';
const ROLES: readonly ServerRole[] = ['web', 'worker', 'all'];

export interface ServerConfig {
  /** `DUBKIT_ROLE`: `web` and `worker` processes share one PostgreSQL database, so they need DATABASE_URL. */
  role: ServerRole;
  port: number;
  host: string;
  /** Built website to serve beside the API; none in API-only mode. */
  staticDir: string | null;
  /** The partners' script-tag build (`@dubkit/widgets/embed`), served at /embed/ to any site; `DUBKIT_EMBED_DIR`. */
  embedDir: string | null;
  /** The example partner site served at /partner-example with its demo partner; `DUBKIT_PARTNER_EXAMPLE_DIR`. */
  partnerExampleDir: string | null;
  /** More origins the example partner may embed from (`DUBKIT_PARTNER_EXAMPLE_ORIGINS`, comma-separated) beside PUBLIC_ORIGIN. */
  partnerExampleOrigins: string[];
  /** pino's level: `info` (default) logs what happens to the server, `debug` adds one line per request. */
  logLevel: string;
  /** `readable` (default) lines for a terminal, or pino's `json` lines for a log collector. */
  logFormat: 'readable' | 'json';
  /** PostgreSQL connection URL; the embedded SQLite file is used when absent. */
  databaseUrl: string | null;
  /** Where the SQLite file and generated media live. */
  dataDir: string;
  /** `DUBKIT_STORAGE`: files in the data folder (`local`, default) or an S3-compatible bucket (`s3`, DUBKIT_S3_*). */
  storage: StorageSettings;
  /** The origin QR codes point at (login confirm, sandbox pay page); defaults to http://localhost:PORT. */
  publicOrigin: string;
  /** `sibling` builds the sibling brand, which has no WeChat login. */
  brand: 'default' | 'sibling';
  wechat: { appId: string; appSecret: string } | null;
  speechEngine: string;
  speechWorkers: number | undefined;
  /** Neural speech providers, each on once its base URL is set (DUBKIT_SPEECH_OPENAI_*, _GPTSOVITS_*, _COSYVOICE_*). */
  speechProviders: SpeechProvidersConfig;
  /** `DUBKIT_SPEECH_UNBOUND_ANCHORS=hide`: anchors no configured provider speaks leave the lists (default: espeak-ng speaks them). */
  hideUnboundAnchors: boolean;
  /** `DUBKIT_SENTENCE_CACHE_MB`: audio of spoken sentences kept for re-auditions and re-renders (512 MB; 0 turns it off). */
  sentenceCacheMb: number;
  /** `DUBKIT_LOUDNESS_TARGET`: the loudness (LUFS) a task that asks for none is mastered to (sdk-core's LOUDNESS_TARGETS). */
  loudnessTarget: number;
  /** Image text recognition: on unless `DUBKIT_OCR=off` (then OCR policies and uploads are refused, naming it). */
  ocr: boolean;
  /** `DUBKIT_OCR_WORKERS`: worker threads recognising images at once (1; each ~0.45 GB with its models, up to ~0.8 GB). */
  ocrWorkers: number | undefined;
  /** `DUBKIT_OCR_IDLE_SECONDS`: with no image for this long (120) the OCR workers stop and their memory is freed. */
  ocrIdleSeconds: number | undefined;
  taskLeaseMs: number | undefined;
  auditionKey: string | undefined;
  /** The writing assistant's provider: DUBKIT_CHAT_BASE_URL, DUBKIT_CHAT_API_KEY and DUBKIT_CHAT_MODEL, all three. */
  chat: ChatProviderConfig | null;
  /** `DUBKIT_SIGNATURE_KEY`: the streams' signature key (16, 24 or 32 bytes), as the website's. */
  signatureKey: string | undefined;
  smsCaptcha: 'repeat' | 'always';
  /** Per-address limits on the login and SMS calls; `DUBKIT_RATE_LIMITS=off` for end-to-end tests from one address. */
  rateLimits: boolean;
  /** `/api/dev/*` (the last SMS code, the captcha's answer) exist only with `DUBKIT_DEV_ENDPOINTS=on`, for tests. */
  devEndpoints: boolean;
  /** Fastify's `trustProxy`: whose X-Forwarded-For names the client (rate limits, logs); off by default. */
  trustProxy: boolean | string;
  /** Speech-to-text's provider: DUBKIT_ASR_BASE_URL, DUBKIT_ASR_API_KEY and DUBKIT_ASR_MODEL, all three. */
  asr: AsrProviderConfig | null;
  /** AI drawing's provider: DUBKIT_IMAGES_BASE_URL, DUBKIT_IMAGES_API_KEY and DUBKIT_IMAGES_MODEL, all three. */
  images: ImagesProviderConfig | null;
}

/** `TRUST_PROXY`: unset or `off` trusts no one, `on` every hop, anything else is a list of proxy addresses/CIDRs. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'off') return false;
  return value === 'on' ? true : value;
}

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

function sentenceCacheMb(value: string | undefined): number {
  if (value === undefined || value === '') return 512;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0)
    throw new Error(`DUBKIT_SENTENCE_CACHE_MB must be a number of megabytes (0 turns the cache off), got "${value}"`);
  return mb;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const brand = env.DUBKIT_BRAND === 'sibling' ? 'sibling' : 'default';
  const role = (env.DUBKIT_ROLE || 'all') as ServerRole;
  if (!ROLES.includes(role)) throw new Error(`DUBKIT_ROLE must be web, worker or all, got "${env.DUBKIT_ROLE}"`);
  // Each process would otherwise keep its own SQLite file, or several would share one file that only one machine sees.
  if (role !== 'all' && !env.DATABASE_URL)
    throw new Error(
      `DUBKIT_ROLE=${role} runs beside other processes, which share one PostgreSQL database: set DATABASE_URL ` +
        '(the embedded SQLite database serves a single process; leave DUBKIT_ROLE unset to run everything in one)',
    );
  return {
    role,
    port,
    host: env.HOST ?? '0.0.0.0',
    staticDir: env.DUBKIT_STATIC_DIR === '' ? null : (env.DUBKIT_STATIC_DIR ?? join(serverRoot, '../demo/dist')),
    embedDir:
      env.DUBKIT_EMBED_DIR === ''
        ? null
        : (env.DUBKIT_EMBED_DIR ?? join(serverRoot, '../../packages/widgets/dist/embed')),
    partnerExampleDir:
      env.DUBKIT_PARTNER_EXAMPLE_DIR === ''
        ? null
        : (env.DUBKIT_PARTNER_EXAMPLE_DIR ?? join(serverRoot, '../partner-example/dist')),
    partnerExampleOrigins: (env.DUBKIT_PARTNER_EXAMPLE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: env.LOG_FORMAT === 'json' ? 'json' : 'readable',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DUBKIT_DATA_DIR ?? join(serverRoot, 'data'),
    storage: storageFromEnv(env),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, ''),
    brand,
    wechat:
      brand === 'default' && env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
        ? { appId: env.WECHAT_APP_ID, appSecret: env.WECHAT_APP_SECRET }
        : null,
    speechEngine: env.DUBKIT_SPEECH_ENGINE ?? 'espeak',
    speechWorkers: env.DUBKIT_SPEECH_WORKERS ? Number(env.DUBKIT_SPEECH_WORKERS) : undefined,
    speechProviders: speechProvidersFromEnv(env),
    hideUnboundAnchors: env.DUBKIT_SPEECH_UNBOUND_ANCHORS === 'hide',
    sentenceCacheMb: sentenceCacheMb(env.DUBKIT_SENTENCE_CACHE_MB),
    loudnessTarget: loudnessTargetSetting(env.DUBKIT_LOUDNESS_TARGET),
    ocr: env.DUBKIT_OCR !== 'off',
    ocrWorkers: env.DUBKIT_OCR_WORKERS ? Number(env.DUBKIT_OCR_WORKERS) : undefined,
    ocrIdleSeconds: env.DUBKIT_OCR_IDLE_SECONDS ? Number(env.DUBKIT_OCR_IDLE_SECONDS) : undefined,
    taskLeaseMs: env.DUBKIT_TASK_LEASE_MS ? Number(env.DUBKIT_TASK_LEASE_MS) : undefined,
    auditionKey: env.DUBKIT_AUDITION_KEY || undefined,
    chat: chatProviderFromEnv(env),
    signatureKey: env.DUBKIT_SIGNATURE_KEY || undefined,
    smsCaptcha: env.DUBKIT_SMS_CAPTCHA === 'always' ? 'always' : 'repeat',
    rateLimits: env.DUBKIT_RATE_LIMITS !== 'off',
    devEndpoints: env.DUBKIT_DEV_ENDPOINTS === 'on',
    trustProxy: trustProxy(env.TRUST_PROXY),
    asr: asrProviderFromEnv(env),
    images: imagesProviderFromEnv(env),
  };
}
