import { NavLink, Outlet, useOutletContext } from 'react-router';
import type { SiteOutletContext } from '../routes/SiteLayout';
import { PageShell } from './PageShell';
import * as styles from './pages.css';

const sections = [
  { to: '/account/userinfo', label: '个人信息' },
  { to: '/account/password', label: '修改密码' },
  { to: '/account/trade_flow', label: '消费记录' },
  { to: '/account/dictionary', label: '读音词典' },
  { to: '/account/inviter', label: '绑定邀请码' },
  { to: '/inviter', label: '邀请好友' },
];

/** The account area: its sections beside the current one. */
export default function AccountLayout() {
  const context = useOutletContext<SiteOutletContext>();
  return (
    <PageShell title="账户中心">
      <div className={styles.account}>
        <nav aria-label="账户中心" className={styles.accountNav}>
          <ul className={styles.accountNavList}>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink className={styles.accountNavLink} to={section.to}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.accountContent}>
          <Outlet context={context} />
        </div>
      </div>
    </PageShell>
  );
}
