import { expect, test } from '@playwright/test';
import { approveAccountOf, DEMO_CLIENT, signInWithPassword } from '../support/accounts';
import { idTokenFor } from '../support/identity';

const TEXT = {
  en: {
    approved: 'Your account was approved.',
    nav: 'Notifications',
    markRead: 'Mark as read',
    read: 'Read',
  },
  de: {
    approved: 'Ihr Konto wurde freigegeben.',
    nav: 'Benachrichtigungen',
    markRead: 'Als gelesen markieren',
    read: 'Gelesen',
  },
} as const;

for (const lang of ['en', 'de'] as const) {
  const text = TEXT[lang];
  test(`a notification arrives at once while the operator acts, and can be read (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // Start from nothing unread, so the badge and the Unread list show only what arrives now.
    const token = await idTokenFor(request, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const cleared = await request.patch('/api/notification', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cleared.status()).toBe(200);

    const client = await (await browser.newContext()).newPage();
    try {
      await signInWithPassword(client, DEMO_CLIENT.email, DEMO_CLIENT.password);
      await client.goto(`/?lang=${lang}`);
      const navigation = client.getByRole('navigation');
      await expect(navigation.getByRole('link', { name: text.nav })).toBeVisible();
      await expect(client.getByTestId('notifications-badge')).toBeHidden();

      // Another person acts: the operator (re-)approves the client's company.
      await approveAccountOf(request, DEMO_CLIENT.email, DEMO_CLIENT.password);

      // Without a reload: the toast and the badge.
      await expect(client.getByRole('status').filter({ hasText: text.approved })).toBeVisible();
      await expect(client.getByTestId('notifications-badge')).toHaveText(/^[1-9]/);

      await navigation.getByRole('link', { name: text.nav }).click();
      await client.getByRole('tab', { name: lang === 'en' ? 'Unread' : 'Ungelesen' }).click();
      const item = client.getByTestId('notification').filter({ hasText: text.approved }).first();
      await expect(item).toBeVisible();
      await item.getByRole('button', { name: text.markRead }).click();
      await expect(client.getByTestId('notification').filter({ hasText: text.approved })).toHaveCount(0);
      await client.getByRole('tab', { name: text.read, exact: true }).click();
      await expect(
        client.getByTestId('notification').filter({ hasText: text.approved }).first(),
      ).toBeVisible();
      await expect(client.getByTestId('notifications-badge')).toBeHidden();
    } finally {
      await client.context().close();
    }
  });
}
