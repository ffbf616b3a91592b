import type { Kysely } from 'kysely';
import type { BaseLogger } from 'pino';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import type { JobBell } from '../jobs/jobBell';
import type { SmsProvider } from './auth/sms';
import type { PaymentProvider } from './paymentProvider';

export interface ServerContext {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Public origin used in QR codes (login confirm and sandbox pay pages). */
  publicOrigin: string;
  sms: SmsProvider;
  /** `repeat`: a captcha from the second code a day on; `always`: before every code. */
  smsCaptcha: 'repeat' | 'always';
  payments: PaymentProvider;
  now: () => number;
  log: Pick<BaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** Rung when a job is queued, so the runners of every process look for it at once. */
  jobBell: JobBell;
  /** A sound effect's length from a plan's clip reference (an unknown one fails the render anyway: 0). */
  soundEffectMs(ref: string): number;
  /** The neural speech providers configured (their names, in the order a voice binding is preferred); none: espeak-ng speaks all. */
  voiceProviders?: VoiceProviderSettings;
}

export interface VoiceProviderSettings {
  names: readonly string[];
  /** Anchors none of them speaks leave the anchor lists (DUBKIT_SPEECH_UNBOUND_ANCHORS=hide) instead of speaking offline. */
  hideUnbound: boolean;
}
