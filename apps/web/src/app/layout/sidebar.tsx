import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UnreadBadge } from '../../features/notifications';
import { isActive, NAV_ITEMS } from './nav-items';

interface SidebarProps {
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate: () => void;
}

export function Sidebar({ onNavigate }: SidebarProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  return (
    <Stack gap={4}>
      {NAV_ITEMS.map((item) => {
        const active = isActive(item, pathname);
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={item.to}
            label={t(`sections.${item.key}`)}
            leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
            rightSection={item.key === 'notifications' ? <UnreadBadge /> : undefined}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            fw={500}
          />
        );
      })}
    </Stack>
  );
}
