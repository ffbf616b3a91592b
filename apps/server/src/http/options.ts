import type { ServerConfig } from '../config';
import type { ToolsFetchOptions } from '../domain/tools/outbound';
import type { AsrProviderConfig } from '../engines/asr';
import type { ChatProviderConfig } from '../engines/chat/openai';
import type { ImagesProviderConfig } from '../engines/images/openai';
import type { LogOutput } from './readableLog';

/** What buildApp takes: the server's settings (config.ts) and what tests replace. */
export type AppOptions = Pick<ServerConfig, 'staticDir' | 'logLevel'> &
  Partial<Pick<ServerConfig, 'logFormat' | 'embedDir' | 'partnerExampleDir' | 'partnerExampleOrigins'>> &
  Partial<Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'storage' | 'publicOrigin' | 'brand' | 'wechat' | 'role'>> &
  Partial<Pick<ServerConfig, 'speechProviders' | 'hideUnboundAnchors'>> & {
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
    /** Megabytes of the sentence cache (512 when not given; 0 turns it off). */
    sentenceCacheMb?: number;
    /** Loudness (LUFS) of tasks that ask for none (sdk-core's DEFAULT_LOUDNESS_TARGET when not given). */
    loudnessTarget?: number;
    /** Image text recognition (on by default; `DUBKIT_OCR=off` turns it off) and its worker threads (1). */
    ocr?: boolean;
    ocrWorkers?: number;
    /** Seconds without an image after which the OCR workers stop and give their memory back (120). */
    ocrIdleSeconds?: number;
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
