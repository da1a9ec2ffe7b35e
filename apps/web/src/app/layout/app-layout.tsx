import { AppShell, ScrollArea, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { NotificationListener } from '../../features/notifications';
import { RouteEffects } from '../route-effects';
import { AppHeader } from './app-header';
import classes from './app-layout.module.css';
import { Sidebar } from './sidebar';
import { UnpaidPaymentsBanner } from './unpaid-payments-banner';

const NAVIGATION_ID = 'app-navigation';
const MAIN_ID = 'main-content';

/** The shell around every screen: header, sidebar (a drawer below the `sm` breakpoint) and `<main>`. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { t } = useTranslation(['nav', 'common']);
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.sm})`, true, { getInitialValueInEffect: false });
  // A collapsed drawer is only moved off screen; `inert` keeps its links out of the tab order too.
  const navigationHidden = !wide && !opened;
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <RouteEffects />
      <NotificationListener />
      <a
        className={classes.skipLink}
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Move focus without touching the URL, which belongs to the router.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('common:skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader navigationOpened={opened} onToggleNavigation={toggle} navigationId={NAVIGATION_ID} />
      </AppShell.Header>
      <AppShell.Navbar id={NAVIGATION_ID} aria-label={t('nav:label')} p="sm" inert={navigationHidden}>
        <AppShell.Section grow component={ScrollArea}>
          <Sidebar onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <UnpaidPaymentsBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
