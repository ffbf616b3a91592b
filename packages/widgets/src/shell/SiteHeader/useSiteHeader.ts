import type { MemberInfo } from '@dubkit/sdk-core';
import { requiresLogin } from '@dubkit/sdk-core/account';
import { media } from '@dubkit/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_SITE_PATHS, type SitePaths, useDubKit, useSession } from '../../provider';
import { format } from '../../shared/format';
import { useSiteMessages } from '../copy';

export type SiteTabKey = 'home' | 'dubbing' | 'samples' | 'draw' | 'writing' | 'tools' | 'creation' | 'download';

export interface SiteTab {
  key: SiteTabKey;
  label: string;
  to: string;
  requiresLogin: boolean;
  /** The "new" badge of AI drawing. */
  isNew: boolean;
}

const TAB_PATHS: readonly { key: SiteTabKey; path: keyof SitePaths; isNew: boolean }[] = [
  { key: 'home', path: 'home', isNew: false },
  { key: 'dubbing', path: 'anchors', isNew: false },
  { key: 'samples', path: 'samples', isNew: false },
  { key: 'draw', path: 'draws', isNew: true },
  { key: 'writing', path: 'gpt', isNew: false },
  { key: 'tools', path: 'tools', isNew: false },
  { key: 'creation', path: 'creationCenter', isNew: false },
  { key: 'download', path: 'download', isNew: false },
];

/** The tabs at the site's paths; a login-only page's tab asks for login first, as the routes would send a visitor home. */
export function siteTabs(paths: Readonly<SitePaths>): Omit<SiteTab, 'label'>[] {
  return TAB_PATHS.map(({ key, path, isNew }) => ({
    key,
    to: paths[path],
    isNew,
    requiresLogin: requiresLogin(paths[path]),
  }));
}

/** The tabs at the default paths. */
export const SITE_TABS: readonly Omit<SiteTab, 'label'>[] = siteTabs(DEFAULT_SITE_PATHS);

type AccountMenuId = 'account' | 'creation' | 'trade' | 'logout';

/** The account menu's items at the site's paths; logging out lands home. */
const accountMenu = (paths: Readonly<SitePaths>): readonly { id: AccountMenuId; to: string }[] => [
  { id: 'account', to: paths.account },
  { id: 'creation', to: paths.creationCenter },
  { id: 'trade', to: paths.tradeFlow },
  { id: 'logout', to: paths.home },
];

const MENU_CLOSE_DELAY_MS = 200;

/** Whether a tab is the page being shown: its path or one under it; `/` is home. */
export function isCurrentTab(
  tabPath: string,
  currentPath: string,
  homePath: string = DEFAULT_SITE_PATHS.home,
): boolean {
  const path = currentPath === '/' ? homePath : currentPath;
  return path === tabPath || path.startsWith(`${tabPath}/`);
}

export interface UseSiteHeaderOptions {
  /** The path shown now, to mark the current tab. */
  currentPath: string;
}

/** The header's behaviour: tabs that ask for login first, the account menu opened by hover or click. */
export function useSiteHeader({ currentPath }: UseSiteHeaderOptions) {
  const { navigate, toaster, paths } = useDubKit();
  const messages = useSiteMessages();
  const session = useSession();

  const labels: Record<SiteTabKey, string> = {
    home: messages.navHome,
    dubbing: messages.navDubbing,
    samples: messages.navSamples,
    draw: messages.navDraw,
    writing: messages.navWriting,
    tools: messages.navTools,
    creation: messages.navCreation,
    download: messages.navDownload,
  };
  const tabs = siteTabs(paths).map((tab) => ({
    ...tab,
    label: labels[tab.key],
    current: isCurrentTab(tab.to, currentPath, paths.home),
  }));
  const menuEntries = accountMenu(paths);

  const go = (to: string) => {
    if (requiresLogin(to)) session.requireLogin(() => navigate(to));
    else navigate(to);
  };

  const [menuOpen, setMenuOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHover = useRef(false);
  const keepOpen = useRef(false);
  const hover = {
    onPointerOver: (event: { pointerType: string }) => {
      clearTimeout(closeTimer.current);
      if (event.pointerType !== 'mouse' || menuOpen) return;
      openedByHover.current = true;
      setMenuOpen(true);
    },
    onPointerOut: (event: { pointerType: string }) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
    },
    // A mouse click on the avatar after hovering it would toggle the hover-opened menu shut.
    onClickCapture: (event: { detail: number }) => {
      keepOpen.current = event.detail > 0 && openedByHover.current && menuOpen;
    },
  };
  const setOpen = (open: boolean) => {
    if (!open && keepOpen.current) {
      keepOpen.current = false;
      return;
    }
    if (!open) openedByHover.current = false;
    setMenuOpen(open);
  };
  const menuLabels = {
    account: messages.menuAccount,
    creation: messages.menuCreation,
    trade: messages.menuTrade,
    logout: messages.menuLogout,
  };
  const menuItems = menuEntries.map((item) => ({ id: item.id, label: menuLabels[item.id] }));
  const onMenuAction = (id: string) => {
    const item = menuEntries.find((entry) => entry.id === id);
    if (!item) return;
    setOpen(false);
    if (item.id === 'logout') {
      session.logout();
      toaster.success(messages.loggedOut);
    }
    navigate(item.to);
  };

  const open = (tab: { to: string }) => go(tab.to);
  const share = () => go(paths.inviter);
  const login = () => session.requireLogin(() => {});

  // The phone layout's navigation drawer; it closes when the window grows back into the desktop layout.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  useEffect(() => {
    if (!drawerOpen || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(media.desktop);
    const close = () => desktop.matches && setDrawerOpen(false);
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [drawerOpen]);
  /** Closes the drawer, then does what was chosen in it. */
  const fromDrawer = (action: () => void) => () => {
    setDrawerOpen(false);
    action();
  };

  return {
    messages,
    paths,
    tabs,
    user: session.user,
    name: session.name,
    accountMenuLabel: format(messages.headerAccountMenu, { name: session.name }),
    open,
    goHome: () => navigate(paths.home),
    share,
    login,
    // A purchase makes the stored login a member at once.
    paid: (member: MemberInfo) => session.update({ vipLevel: member.vipLevel }),
    menu: { open: menuOpen, setOpen, hover, items: menuItems, onAction: onMenuAction },
    drawer: {
      open: drawerOpen,
      id: drawerId,
      setOpen: setDrawerOpen,
      toggle: () => setDrawerOpen((open) => !open),
      go: (tab: { to: string }) => fromDrawer(() => open(tab)),
      share: fromDrawer(share),
      login: fromDrawer(login),
      accountItems: menuEntries.map((item) => ({
        id: item.id,
        label: menuLabels[item.id],
        to: item.to,
        choose: fromDrawer(() => onMenuAction(item.id)),
      })),
    },
  };
}
