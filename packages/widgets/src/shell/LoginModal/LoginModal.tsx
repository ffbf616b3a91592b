import { Dialog, Tabs } from '@dubkit/ui';
import { useId } from 'react';
import { CheckIcon, CrownIcon, FormIcon, QrIcon } from '../../shared/icons';
import * as styles from './LoginModal.css';
import { PasswordLoginForm } from './PasswordLoginForm';
import { QrLogin } from './QrLogin';
import { SmsLoginForm } from './SmsLoginForm';
import { useLoginModal } from './useLoginModal';
import { WechatLogin } from './WechatLogin';

export interface LoginModalProps {
  /** Prefills the SMS form's inviter code, e.g. from an invite link. */
  defaultInviterCode?: string;
  /** Where the agreement links lead. */
  protocolHref?: string;
  privacyHref?: string;
  /** Whether the server can log in through WeChat (shows the 微信登录 tab); by default the server's settings say. */
  wechatLogin?: boolean;
}

/**
 * The login modal, opened by any login-required action (`session.requireLogin`): password, SMS and WeChat tabs (WeChat
 * only when the server has it), the scan-to-login code and the member benefits. A mask click closes it; the page does
 * not scroll behind it.
 */
export function LoginModal({ defaultInviterCode, protocolHref, privacyHref, wechatLogin }: LoginModalProps) {
  const modal = useLoginModal({ wechatLogin });
  return (
    <LoginModalView
      defaultInviterCode={defaultInviterCode}
      protocolHref={protocolHref}
      privacyHref={privacyHref}
      modal={modal}
    />
  );
}

export type LoginModalViewProps = Omit<LoginModalProps, 'wechatLogin'> & { modal: ReturnType<typeof useLoginModal> };

/** The view of LoginModal: its copy and state come as props from the widget. */
export function LoginModalView({ defaultInviterCode, protocolHref, privacyHref, modal }: LoginModalViewProps) {
  const { messages } = modal;
  const benefitsId = useId();
  const benefits = [
    messages.loginBenefit1,
    messages.loginBenefit2,
    messages.loginBenefit3,
    messages.loginBenefit4,
    messages.loginBenefit5,
  ];
  const panels = {
    password: <PasswordLoginForm onLogin={modal.complete} />,
    sms: <SmsLoginForm onLogin={modal.complete} defaultInviterCode={defaultInviterCode} />,
    wechat: <WechatLogin onLogin={modal.complete} />,
  };
  return (
    <Dialog
      open={modal.open}
      onOpenChange={modal.onOpenChange}
      closeOnMaskClick
      title={messages.loginTitle}
      width={760}
      closeLabel={messages.close}
    >
      <div className={styles.layout}>
        <section className={styles.benefits} aria-labelledby={benefitsId}>
          <h3 id={benefitsId} className={styles.benefitsTitle}>
            <span className={styles.benefitIcon}>
              <CrownIcon />
            </span>
            {messages.loginBenefitsTitle}
          </h3>
          <ul className={styles.benefitList}>
            {benefits.map((benefit) => (
              <li key={benefit} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <CheckIcon />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.main}>
          {modal.scanning ? (
            <QrLogin onLogin={modal.complete} />
          ) : (
            <Tabs
              aria-label={messages.loginMethods}
              value={modal.method}
              onChange={modal.setMethod}
              items={modal.methods.map((method) => ({ ...method, panel: panels[method.key] }))}
            />
          )}
          <p className={styles.agreement}>
            {messages.loginAgreementPrefix}
            <a
              className={styles.agreementLink}
              href={protocolHref ?? modal.paths.protocol}
              target="_blank"
              rel="noreferrer"
            >
              {messages.loginProtocol}
            </a>
            {messages.loginAgreementAnd}
            <a
              className={styles.agreementLink}
              href={privacyHref ?? modal.paths.privacy}
              target="_blank"
              rel="noreferrer"
            >
              {messages.loginPrivacy}
            </a>
          </p>
          {/* After the form in the DOM so focus starts on it; shown at the top right. */}
          <button type="button" className={styles.switchButton} onClick={modal.toggleScanning}>
            {modal.scanning ? <FormIcon /> : <QrIcon />}
            {modal.scanning ? messages.loginToForm : messages.loginToScan}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
