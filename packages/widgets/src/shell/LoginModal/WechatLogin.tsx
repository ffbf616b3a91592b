import type { LoginUser } from '@dubkit/sdk-core';
import type { CopyProps } from '../../provider';
import { type SiteCopy, useSiteMessages } from '../copy';
import * as styles from './LoginModal.css';
import { useWechatLogin } from './useWechatLogin';
import { WxBindDialog } from './WxBindDialog';

/** WeChat's own QR login in a frame; a first-time user binds a phone afterwards. */
export function WechatLogin({ onLogin }: { onLogin: (user: LoginUser) => void }) {
  const messages = useSiteMessages();
  const wechat = useWechatLogin(onLogin);
  return <WechatLoginView onLogin={onLogin} messages={messages} wechat={wechat} />;
}

export type WechatLoginViewProps = { onLogin: (user: LoginUser) => void } & CopyProps<SiteCopy> & {
    wechat: ReturnType<typeof useWechatLogin>;
  };

/** The view of WechatLogin: its copy and state come as props from the widget. */
export function WechatLoginView({ messages, onLogin, wechat }: WechatLoginViewProps) {
  return (
    <div className={styles.qrView}>
      {wechat.frameUrl ? (
        <iframe
          key={wechat.frameKey}
          className={styles.wechatFrame}
          title={messages.wechatFrame}
          src={wechat.frameUrl}
          sandbox="allow-scripts allow-same-origin allow-top-navigation"
        />
      ) : (
        <p className={styles.qrHint} role={wechat.unavailable ? 'alert' : undefined}>
          {wechat.unavailable ?? messages.wechatLoading}
        </p>
      )}
      <p className={styles.qrHint}>{messages.wechatHint}</p>
      {wechat.bindOpenid && <WxBindDialog openid={wechat.bindOpenid} onClose={wechat.closeBind} onLogin={onLogin} />}
    </div>
  );
}
