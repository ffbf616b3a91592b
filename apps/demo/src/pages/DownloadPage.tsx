import { QRCode } from '@dubkit/ui';
import { PageShell } from './PageShell';
import * as styles from './pages.css';

const apps = [
  {
    title: 'iPhone / iPad',
    text: '在 App Store 搜索“配音工坊”，或用相机扫码下载',
    value: 'https://apps.apple.com/cn/app/dubkit',
  },
  {
    title: 'Android',
    text: '用手机浏览器或微信扫码，下载安卓安装包',
    value: 'https://dubkit.cn/download/android',
  },
  {
    title: '微信小程序',
    text: '微信扫码打开小程序，随时随地配音',
    value: 'https://dubkit.cn/download/miniapp',
  },
];

/** /download: the app download codes. */
export default function DownloadPage() {
  return (
    <PageShell title="下载配音工坊">
      <p className={styles.meta}>手机上也能挑选主播、编辑文稿和合成音频，作品与网页版实时同步。</p>
      <ul className={styles.downloads} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {apps.map((app) => (
          <li key={app.title} className={styles.download}>
            <h2 className={styles.downloadTitle}>{app.title}</h2>
            <QRCode value={app.value} label={`${app.title} 下载二维码`} size={160} />
            <p className={styles.meta}>{app.text}</p>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
