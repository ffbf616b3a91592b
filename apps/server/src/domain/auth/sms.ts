import type { BaseLogger } from 'pino';

/** Delivers a login code. Real gateways implement this; the development sink keeps codes for local reading. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, code: string): Promise<void>;
}

export class DevelopmentSmsSink implements SmsProvider {
  readonly name = 'development';
  private readonly latest = new Map<string, { code: string; sentAt: number }>();

  constructor(private readonly log: Pick<BaseLogger, 'info'>) {}

  async send(phone: string, code: string) {
    this.latest.set(phone, { code, sentAt: Date.now() });
    this.log.info(`SMS code for ${phone}: ${code}`);
  }

  /** The last code sent to a phone, for the development endpoints (DUBKIT_DEV_ENDPOINTS=on). */
  lastCode(phone: string) {
    return this.latest.get(phone) ?? null;
  }
}
