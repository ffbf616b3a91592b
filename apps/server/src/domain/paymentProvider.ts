export interface PaymentOrder {
  orderNo: string;
  title: string;
  amountFen: number;
  payMethod: number;
  expiresAt: number;
}

/**
 * A payment channel: turns an order into the text of the QR code the payer scans.
 *
 * Real channels (not bundled; they need merchant credentials and the providers' networks):
 * - Alipay "precreate" (alipay.trade.precreate): the request's parameters, sorted by key and joined as
 *   `k=v&…` (empty values and `sign` excluded), are signed RSA2 (SHA256withRSA) with the merchant private
 *   key; the reply's `qr_code` is the QR text; the async notify is verified with Alipay's public key
 *   over the same canonical string, and only `TRADE_SUCCESS`/`TRADE_FINISHED` count as paid.
 * - WeChat Pay v3 "native" (POST /v3/pay/transactions/native): the Authorization header is
 *   `WECHATPAY2-SHA256-RSA2048` over `METHOD\nURL\ntimestamp\nnonce\nbody\n` signed with the merchant
 *   key; the reply's `code_url` is the QR text; notifications are AES-256-GCM encrypted with the APIv3 key
 *   and their Wechatpay-Signature verified with the platform certificate.
 * Either adapter then calls `payOrder` for a verified notification, which is idempotent.
 */
export interface PaymentProvider {
  readonly name: string;
  qrContent(order: PaymentOrder): Promise<string>;
}

/** The default channel: the QR opens a local pay page whose confirm button pays the order, as payment sandboxes do. */
export class SandboxPayments implements PaymentProvider {
  readonly name = 'sandbox';
  constructor(private readonly publicOrigin: () => string) {}
  async qrContent(order: PaymentOrder) {
    return `${this.publicOrigin()}/pay/sandbox?orderNo=${encodeURIComponent(order.orderNo)}`;
  }
}
