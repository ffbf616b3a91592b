import type { PayMethod } from '@dubkit/sdk-core/membership';
import { Badge, Button, Dialog, Spinner, Tabs, useRadioGroup } from '@dubkit/ui';
import type { CopyProps } from '../../provider';
import { format, formatDate } from '../../shared/format';
import { PaidIcon } from '../../shared/icons';
import { visuallyHidden } from '../../shared/shared.css';
import { type MembershipCopy, useMembershipMessages } from '../copy';
import * as styles from './MembershipCheckout.css';
import { PaymentQr } from './PaymentQr';
import { type UseMembershipCheckoutOptions, useMembershipCheckout } from './useMembershipCheckout';

export interface MembershipCheckoutProps extends UseMembershipCheckoutOptions {
  onOpenChange: (open: boolean) => void;
  /** Why the checkout opened (e.g. 该主播为会员专享，开通会员后即可合成), shown above the plans. */
  notice?: string;
}

/** The membership purchase dialog: choose a plan, scan the Alipay or WeChat code, see the payment succeed. */
export function MembershipCheckout({ open, onOpenChange, notice, ...options }: MembershipCheckoutProps) {
  const messages = useMembershipMessages();
  const checkout = useMembershipCheckout({ open, ...options });
  return (
    <MembershipCheckoutView
      open={open}
      onOpenChange={onOpenChange}
      notice={notice}
      messages={messages}
      checkout={checkout}
    />
  );
}

export type MembershipCheckoutViewProps = MembershipCheckoutProps &
  CopyProps<MembershipCopy> & { checkout: ReturnType<typeof useMembershipCheckout> };

/** The view of MembershipCheckout: its copy and state come as props from the widget. */
export function MembershipCheckoutView({
  messages,
  open,
  onOpenChange,
  notice,
  checkout,
}: MembershipCheckoutViewProps) {
  const list = checkout.products.data ?? [];
  const { radios } = useRadioGroup({
    options: list.map((product) => ({ value: product.id, label: product.title })),
    value: checkout.product?.id ?? null,
    onChange: checkout.selectProduct,
  });
  const methods = [
    { key: 1, label: messages.checkoutAlipay, qr: messages.checkoutAlipayQr, hint: messages.checkoutAlipayHint },
    { key: 2, label: messages.checkoutWechat, qr: messages.checkoutWechatQr, hint: messages.checkoutWechatHint },
  ] as const;
  const method = methods[checkout.payMethod - 1] ?? methods[0];
  const { member, product, order } = checkout;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.checkoutTitle}
      closeLabel={messages.close}
      width={720}
    >
      {notice && !checkout.paid && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      {checkout.lastPayment && !checkout.paid && (
        <p className={styles.ticker}>{format(messages.checkoutLastPayment, { ...checkout.lastPayment })}</p>
      )}
      {checkout.paid ? (
        <div className={styles.success} role="status">
          <PaidIcon className={styles.successIcon} />
          <p className={styles.successTitle}>{messages.checkoutPaid}</p>
          {member && member.vipLevel > 0 && (
            <p className={styles.successText}>
              {format(messages.checkoutMemberUntil, { plan: member.vipName, date: formatDate(member.endTime) })}
            </p>
          )}
          <Button onClick={() => onOpenChange(false)}>{messages.checkoutDone}</Button>
        </div>
      ) : (
        <div className={styles.layout}>
          <div>
            {checkout.products.status === 'loading' && <Spinner label={messages.loading} />}
            <div role="radiogroup" aria-label={messages.checkoutProducts} className={styles.products}>
              {radios.map(({ option, itemProps, inputProps }, index) => {
                const item = list[index];
                if (!item) return null;
                return (
                  <label key={option.value} className={styles.product} {...itemProps}>
                    <input className={visuallyHidden} {...inputProps} />
                    <span className={styles.productTitle}>
                      {item.title}
                      {item.promotion && <Badge variant="hot">{item.promotion}</Badge>}
                    </span>
                    <span className={styles.price}>
                      <span className={styles.realPrice}>
                        {format(messages.checkoutPrice, { price: item.realPrice })}
                      </span>
                      <span className={styles.perDay}>
                        {format(messages.checkoutPerDay, { price: item.averagePrice })}
                      </span>
                    </span>
                    <span className={styles.productPlan}>{item.name}</span>
                  </label>
                );
              })}
            </div>
          </div>
          <div className={styles.pay}>
            {product ? (
              <Tabs<PayMethod>
                aria-label={messages.checkoutPayMethod}
                items={methods.map(({ key, label }) => ({ key, label }))}
                value={checkout.payMethod}
                onChange={checkout.selectPayMethod}
              >
                <div className={styles.pane}>
                  <PaymentQr
                    messages={messages}
                    image={order?.qrcode ?? null}
                    state={checkout.qr}
                    label={method.qr}
                    onRefresh={checkout.refresh}
                  />
                  <p className={styles.amount}>
                    {messages.checkoutAmount}
                    <span className={styles.amountValue}>
                      {format(messages.checkoutPrice, { price: order?.amount ?? product.realPrice })}
                    </span>
                  </p>
                  <p className={styles.hint}>{method.hint}</p>
                </div>
              </Tabs>
            ) : (
              checkout.products.status !== 'loading' && (
                <p className={styles.notice} role="alert">
                  {messages.checkoutSelectProduct}
                </p>
              )
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
