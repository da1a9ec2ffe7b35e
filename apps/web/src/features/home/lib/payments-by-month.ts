/** Instalments grouped by the month they fall due: what is due and what of it is paid, oldest first. */
export function paymentsByMonth(
  payments: readonly { paymentDueDate: string; rate: number; paymentStatus: string }[],
): { month: string; due: number; paid: number }[] {
  const months = new Map<string, { due: number; paid: number }>();
  for (const payment of payments) {
    const month = payment.paymentDueDate.slice(0, 7);
    const entry = months.get(month) ?? { due: 0, paid: 0 };
    entry.due += payment.rate;
    if (payment.paymentStatus === 'PAID') entry.paid += payment.rate;
    months.set(month, entry);
  }
  return [...months]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, values]) => ({ month, ...values }));
}
