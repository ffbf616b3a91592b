import { postWxAuthResult } from '@dubkit/widgets';
import { useEffect, useState } from 'react';

/**
 * /wxAuthCallback: where WeChat sends the login frame (or popup) back with its code. It hands the result to the
 * page that shows the login modal, which logs in; opened on its own it says where to go.
 */
export default function WxAuthCallbackPage() {
  const [posted, setPosted] = useState<boolean | null>(null);
  useEffect(() => setPosted(postWxAuthResult(window.location.search)), []);
  return (
    <main style={{ padding: 24, textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <title>微信登录 - 配音工坊</title>
      <h1 style={{ fontSize: 18 }}>微信登录</h1>
      <p>{posted === false ? '授权信息无效，请返回配音工坊重新扫码登录。' : '微信授权成功，正在登录…'}</p>
    </main>
  );
}
