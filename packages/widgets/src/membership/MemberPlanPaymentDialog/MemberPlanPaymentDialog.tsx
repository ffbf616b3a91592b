import type { PayMethod } from '@dubkit/sdk-core/membership';
import { Button, Dialog, Tabs } from '@dubkit/ui';
import { format } from '../../shared/format';
import { PaidIcon } from '../../shared/icons';
import { PaymentQr } from '../MembershipCheckout/PaymentQr';
import * as styles from './MemberPlanPaymentDialog.css';
import type { MemberPlanPaymentState } from './useMemberPlanPayment';

export interface MemberPlanPaymentDialogProps {
  payment: MemberPlanPaymentState;
  /** The product's price, shown until the pre-order's amount comes. */
  price: number;
  /** What the success pane says under 支付成功 (e.g. the plan's new end date). */
  successText: string;
}

/**
 * The 375 px payment dialog of a plan (the writing assistant's, speech-to-text's): Alipay / WeChat tabs, each with the
 * amount, its QR code and scan hint; 放弃 / 已完成支付; 支付成功 when paid. The state is `useMemberPlanPayment`'s.
 */
export function MemberPlanPaymentDialog({ payment, price, successText }: MemberPlanPaymentDialogProps) {
  const { messages, order } = payment;
  const methods = [
    { key: 1, label: messages.checkoutAlipay, qr: messages.checkoutAlipayQr, hint: messages.checkoutAlipayHint },
    { key: 2, label: messages.checkoutWechat, qr: messages.checkoutWechatQr, hint: messages.checkoutWechatHint },
  ] as const;
  const method = methods[payment.payMethod - 1] ?? methods[0];
  return (
    <Dialog
      open={payment.paying}
      onOpenChange={(next) => !next && payment.close()}
      title={messages.assistantPayTitle}
      closeLabel={messages.close}
      width={375}
      footer={
        payment.paid ? (
          <Button block onClick={payment.close}>
            {messages.assistantPayDone}
          </Button>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={payment.close}>
              {messages.assistantPayGiveUp}
            </Button>
            <Button onClick={payment.confirmPaid} loading={payment.checking} disabled={payment.qr !== 'active'}>
              {messages.assistantPayCompleted}
            </Button>
          </div>
        )
      }
    >
      {payment.paid ? (
        <div className={styles.success} role="status">
          <PaidIcon className={styles.successIcon} />
          <p className={styles.successTitle}>{messages.assistantPaySucceeded}</p>
          <p className={styles.successText}>{successText}</p>
        </div>
      ) : (
        <Tabs<PayMethod>
          aria-label={messages.checkoutPayMethod}
          items={methods.map(({ key, label }) => ({ key, label }))}
          value={payment.payMethod}
          onChange={payment.selectPayMethod}
        >
          <div className={styles.pane}>
            <p className={styles.amount}>
              {messages.checkoutAmount}
              <span className={styles.amountValue}>
                {format(messages.assistantVipPrice, { price: order?.amount ?? price })}
              </span>
            </p>
            <PaymentQr
              messages={messages}
              image={order?.qrcode ?? null}
              state={payment.qr}
              label={method.qr}
              onRefresh={payment.refresh}
            />
            <p className={styles.hint}>{method.hint}</p>
            {payment.notYet && (
              <p className={styles.notYet} role="alert">
                {messages.assistantPayNotYet}
              </p>
            )}
          </div>
        </Tabs>
      )}
    </Dialog>
  );
}
