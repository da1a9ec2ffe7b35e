import { fireEvent, screen, within } from '@testing-library/react';
import type { Anomalies, AnomalyDto } from '@tranche/contracts/anomalies';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { ReviewGate } from '../../../account';
import { failure, fakeApi, loadedUser, ok, userRoutes } from '../../../account/testing/fake-api';
import { renderWithSession } from '../../../account/testing/render-with-session';
import { analyticsRoute } from '../../routes/analytics.route';

const duplicate: AnomalyDto = {
  id: 'an_1',
  kind: 'duplicate',
  area: 'bank',
  day: '2026-09-09',
  month: null,
  score: 6,
  severity: 'high',
  amountMinor: -18_742,
  currency: 'EUR',
  subject: 'Hetzner Online GmbH',
  reason: { code: 'DUPLICATE_PAYMENT', daysApart: 1, count: 2 },
  rows: { transactionIds: ['a', 'b'], counterparty: 'Hetzner Online GmbH' },
};
const late: AnomalyDto = {
  id: 'an_2',
  kind: 'late_payment',
  area: 'payments',
  day: '2026-08-20',
  month: null,
  score: 6,
  severity: 'high',
  amountMinor: 53_700,
  currency: 'GBP',
  subject: 'Cobaltgrid Systems LLP',
  reason: { code: 'PAID_LATE', daysLate: 35, dueDate: '2026-07-16', paidOn: '2026-08-20', thresholdDays: 14 },
  rows: { customerId: 'cus_1', invoiceIds: ['in_1'] },
};
const churn: AnomalyDto = {
  id: 'an_3',
  kind: 'unusual_movement',
  area: 'revenue',
  day: '2026-07-01',
  month: '2026-07-01',
  score: 21.3,
  severity: 'high',
  amountMinor: 1_102_450,
  currency: 'EUR',
  subject: 'churn',
  reason: {
    code: 'MOVEMENT_OUT_OF_PATTERN',
    movement: 'churn',
    direction: 'high',
    valueMinor: 1_102_450,
    expectedMinor: 352_300,
    typicalRange: [198_100, 506_500],
    share: 0.0596,
    expectedShare: 0.019,
  },
  rows: { month: '2026-07-01', movement: 'churn' },
};

const answer = (anomalies: AnomalyDto[]): Anomalies => ({
  currency: 'EUR',
  dateFrom: '2026-06-01',
  dateTo: '2026-11-26',
  anomalies,
});

const control = { failing: false };

function detectApi(anomalies: AnomalyDto[] = [duplicate, late, churn]) {
  return fakeApi({
    ...userRoutes(loadedUser()).routes,
    'GET /analytics/anomalies': () =>
      control.failing ? failure(400, 'VALIDATION', 'date_from: must be a date') : ok(answer(anomalies)),
  });
}

const render = (path = '/analytics/detect') =>
  renderWithSession(
    [{ path: '/', children: [{ element: <ReviewGate section="analytics" />, children: [analyticsRoute] }] }],
    { path },
  );

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  Object.fromEntries(
    new URLSearchParams(api.sent('GET', '/analytics/anomalies?').at(-1)!.path.split('?')[1]),
  );

describe('Detect', { timeout: 20_000 }, () => {
  it('lists the findings newest first with why they were flagged and a link to their rows', async () => {
    const api = detectApi();
    render();
    const table = await screen.findByRole('table', { name: 'Anomalies, newest first' }, { timeout: 5000 });
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 findings from Jun 1, 2026 to today: 1 in revenue, 1 in payments, 1 in the bank.',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('High');
    expect(first).toHaveTextContent('Sep 9, 2026');
    expect(first).toHaveTextContent('Possible duplicate payment');
    expect(first).toHaveTextContent('-€187.42');
    expect(first).toHaveTextContent('The same amount was paid to Hetzner Online GmbH 2 times within 1 day.');
    const link = within(first).getByRole('link', { name: /Show the transactions: Hetzner Online GmbH/ });
    expect(link).toHaveAttribute(
      'href',
      '/analytics/discover?view=transactions&q=Hetzner+Online+GmbH&from=2026-09-02&to=2026-09-16',
    );
    expect(second).toHaveTextContent('£537.00');
    expect(second).toHaveTextContent(
      'One of the largest customers paid 35 days after the due date (Jul 16, 2026, paid Aug 20, 2026).',
    );
    expect(within(second).getByRole('link')).toHaveAttribute('href', '/analytics/discover?view=payments');
    expect(third).toHaveTextContent('Jul 2026');
    expect(third).toHaveTextContent('Churn of €11,024.50 is far above this company’s pattern');
    expect(third).toHaveTextContent('5.96% of the MRR the month started with, against 1.90% usually');
    expect(within(third).getByRole('link')).toHaveAttribute('href', '/analytics/observe');
    expect(lastQuery(api)).toMatchObject({ id_client: loadedUser().id_client });
    expect(lastQuery(api).date_from).toMatch(/^\d{4}-\d{2}-01$/);

    // The area filter keeps the summary and shows one area's rows; the period asks again.
    fireEvent.click(screen.getByRole('radio', { name: 'Bank' }));
    expect(await screen.findByText(/Showing 1 of them \(Bank\)\./)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    const before = api.sent('GET', '/analytics/anomalies?').length;
    fireEvent.click(screen.getByRole('radio', { name: '12 months' }));
    await screen.findByRole('radio', { name: '12 months', checked: true });
    expect(api.sent('GET', '/analytics/anomalies?').length).toBeGreaterThan(before);
    // How it is done, one key press away.
    const how = screen.getByRole('button', { name: 'How we detect' });
    fireEvent.click(how);
    expect(await screen.findByText(/median absolute deviation × 1\.4826/)).toBeInTheDocument();
  });

  it('says when nothing is out of pattern', async () => {
    detectApi([]);
    render();
    expect(
      await screen.findByText('Nothing out of pattern in this period', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('tells a failed load and tries again', async () => {
    control.failing = true;
    detectApi();
    render();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('date_from: must be a date');
    control.failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    try {
      detectApi();
      render();
      const table = await screen.findByRole(
        'table',
        { name: 'Auffälligkeiten, neueste zuerst' },
        { timeout: 5000 },
      );
      expect(screen.getByRole('status')).toHaveTextContent('3 Auffälligkeiten seit 01.06.2026');
      expect(table).toHaveTextContent('Mögliche Doppelzahlung');
      expect(table).toHaveTextContent(
        'Derselbe Betrag wurde innerhalb von 1 Tag 2-mal an Hetzner Online GmbH gezahlt.',
      );
      expect(table).toHaveTextContent('Abwanderung von 11.024,50 € liegt weit über dem Muster');
      expect(within(table).getByRole('link', { name: /Buchungen anzeigen/ })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '6 Monate' })).toBeChecked();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
