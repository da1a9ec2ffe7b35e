import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface RouteTab {
  value: string;
  label: string;
  /** Where the tab leads: a path (`/orders/active`) or a query (`/notifications?filter=read`). */
  to: string;
}

interface RouteTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** The tab the current route shows, null when none matches. */
  value: string | null;
  tabs: readonly RouteTab[];
  /** What the selected tab shows, placed in its tab panel. */
  children?: ReactNode;
}

/**
 * Tabs whose tabs are links: the route decides which is selected, so tabs survive reloads, can be
 * bookmarked and opened in a new window. Arrow keys move between tabs and follow the link.
 */
export function RouteTabs({ label, value, tabs, children }: RouteTabsProps) {
  return (
    <Tabs value={value} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            // An <a> must not carry the `type="button"` Mantine gives its tab buttons.
            renderRoot={({ type: _type, ...props }) => <Link to={tab.to} {...props} />}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {value !== null && (
        <Tabs.Panel value={value} pt="lg">
          {children}
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
