import { MAX_DAILY_SYNTHESES, MEMBER_SAMPLE_RATE } from '@dubkit/sdk-core/studio';
import { PageShell } from './PageShell';
import * as styles from './pages.css';

const faq = [
  {
    q: '如何开始配音？',
    a: '在“AI配音”中挑选主播并试听，点击“立即配音”进入创作页，粘贴文稿后逐句试听，满意后点击“立即合成”，合成完成后在“创作中心”下载音频。',
  },
  {
    q: '合成的音频可以商用吗？',
    a: '会员合成的音频可用于个人及商业用途，包括短视频、广告、课件和有声读物；请勿用于违法违规或侵犯他人权益的内容。',
  },
  {
    q: '多音字读错了怎么办？',
    a: '在编辑器中选中该字，点击“多音字”选择正确读音；数字、日期和英文缩写也可以指定读法。',
  },
  {
    q: '会员有哪些权益？',
    a: `会员可下载 ${MEMBER_SAMPLE_RATE / 1000}k 高品质音频、免费使用全部情感主播、每日最多 ${MAX_DAILY_SYNTHESES} 次合成，并可使用视频文案提取和图片文字识别。`,
  },
  {
    q: '会员可以叠加购买吗？',
    a: '可以。会员有效期自购买之日起计算，重复购买时有效期自动累加。',
  },
  {
    q: '忘记密码怎么办？',
    a: '使用手机号和短信验证码登录后，在“个人中心 - 修改密码”中重新设置密码。',
  },
];

/** /about: who we are, the help centre and how to reach us. */
export default function AboutPage() {
  return (
    <PageShell title="关于我们">
      <article className={styles.article}>
        <h2>配音工坊是什么</h2>
        <p>
          配音工坊是一款面向自媒体创作者、视频制作者和企业的 AI
          语音合成与配音平台。我们提供数百位覆盖普通话、方言和外语的 AI
          主播，支持停顿、多音字、数字读法、背景音乐和多人对话等精细控制，让每一段文字都能拥有自然、动人的声音。
        </p>
        <p>
          除了语音合成，配音工坊还提供图片文字识别、语音转文字、视频文案提取、人声分离等智能工具，以及 AI 写作助手和 AI
          绘画，帮助创作者从灵感到成片一站完成。
        </p>
        <h2 id="help">帮助中心</h2>
        <dl>
          {faq.map((item) => (
            <div key={item.q}>
              <dt>{item.q}</dt>
              <dd>{item.a}</dd>
            </div>
          ))}
        </dl>
        <h2>联系我们</h2>
        <ul>
          <li>客服电话：400-800-1234（工作日 9:00-18:00）</li>
          <li>客服邮箱：support@dubkit.cn</li>
          <li>商务合作：business@dubkit.cn</li>
          <li>也可以通过页面右侧的“意见反馈”告诉我们您的建议。</li>
        </ul>
      </article>
    </PageShell>
  );
}
