import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CLIENT, signInWithPassword } from '../support/accounts';

const shots = new URL('../../.tmp/shots/', import.meta.url).pathname;
const panel = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a client asks the assistant, sees the figures behind the answer, hears it, and asks in German', async ({
  page,
}) => {
  await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Assistant' })).toBeVisible();
  await page.keyboard.press('Alt+KeyA');
  const chat = panel(page, 'Assistant');
  await expect(chat.getByRole('textbox', { name: 'Your question' })).toBeFocused();

  await chat.getByRole('button', { name: 'What is our MRR?' }).click();
  const answer = chat.locator('[data-outcome="ANSWERED"]').last();
  await expect(answer).toContainText(/Your MRR today is .+\./);
  const figure = answer.getByRole('row', { name: /^MRR / });
  await expect(figure).toContainText(/€[\d,]+\.\d\d/);
  await page.screenshot({ path: `${shots}assistant-en.png` });
  // The open panel with an answer passes the accessibility rules (serious and critical ones).
  const audit = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(
    audit.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
  ).toEqual([]);

  // Read aloud: the speech arrives as MP3 and the button turns into a stop button while it plays.
  const speech = page.waitForResponse((response) => response.url().endsWith('/api/llm/tts'));
  await answer.getByRole('button', { name: 'Read aloud' }).click();
  const mp3 = await speech;
  expect(mp3.status()).toBe(200);
  expect(mp3.headers()['content-type']).toContain('audio/mpeg');
  const stop = answer.getByRole('button', { name: 'Stop reading' });
  await expect(stop).toHaveAttribute('data-speech', 'playing');
  await stop.click();
  await expect(answer.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('data-speech', 'idle');

  // The figure's link leads to the screen that shows it and closes the panel.
  const link = figure.getByRole('link', { name: 'Show MRR' });
  const target = await link.getAttribute('href');
  expect(target).toMatch(/^\//);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
  await expect(chat).toBeHidden();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await page.keyboard.press('Alt+KeyA');
  const german = panel(page, 'Assistent');
  // The history is kept: the English answer is still there.
  await expect(german.getByText(/Your MRR today is/)).toBeVisible();
  await german.getByRole('textbox', { name: 'Ihre Frage' }).fill('Wie hoch ist unser MRR?');
  await page.keyboard.press('Enter');
  const germanAnswer = german.locator('[data-outcome="ANSWERED"]').last();
  await expect(germanAnswer).toContainText(/MRR heute: [\d.,]+\s€\./);
  await expect(germanAnswer.getByRole('link', { name: 'MRR anzeigen' })).toBeVisible();
  await page.screenshot({ path: `${shots}assistant-de.png` });
});
