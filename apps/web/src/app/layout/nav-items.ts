import {
  IconArrowsExchange,
  IconBell,
  IconChartLine,
  IconHome,
  IconReceipt,
  IconRepeat,
  IconSettings,
  type TablerIcon,
} from '@tabler/icons-react';

export interface NavItem {
  /** Key under `nav:sections`. */
  key: 'home' | 'analytics' | 'trading' | 'orders' | 'subscriptions' | 'notifications' | 'settings';
  to: string;
  icon: TablerIcon;
}

/** The sidebar's sections in spec §2 order; a section stays active on all of its tabs. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/', icon: IconHome },
  { key: 'analytics', to: '/analytics', icon: IconChartLine },
  { key: 'trading', to: '/trading', icon: IconArrowsExchange },
  { key: 'orders', to: '/orders', icon: IconReceipt },
  { key: 'subscriptions', to: '/subscriptions', icon: IconRepeat },
  { key: 'notifications', to: '/notifications', icon: IconBell },
  { key: 'settings', to: '/settings', icon: IconSettings },
];

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
