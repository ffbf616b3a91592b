import type { BaseLogger } from 'pino';

/** Delivers a login code. Real gateways implement this; the development sink prints codes to the log. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, code: string): Promise<void>;
}

export class DevelopmentSmsSink implements SmsProvider {
  readonly name = 'development';

  constructor(private readonly log: Pick<BaseLogger, 'info'>) {}

  async send(phone: string, code: string) {
    this.log.info(`SMS code for ${phone}: ${code}`);
  }
}
