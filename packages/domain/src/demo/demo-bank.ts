import { composeIBAN } from 'ibantools';
import { addDays, addMonths, daysInMonth, type IsoDate, isoDateToDays } from '../dates/calendar';
import { convertMinor, createRateTable, type RateTable, shippedEcbRates } from '../fx/index';
import type { Currency, MinorUnits } from '../money/index';
import { companyName } from './company-names';
import { companyWithoutAnomalies, plantBankAnomalies } from './demo-anomalies';
import type { DemoCompany } from './demo-types';
import { createRng, type Rng } from './prng';

/** One account of the demo company's bank; the balance is the one at the end of `asOf`. */
export interface DemoBankAccount {
  id: string;
  iban: string;
  currency: Currency;
  name: string;
  ownerName: string;
  balanceMinor: MinorUnits;
}

export interface DemoBankTransaction {
  id: string;
  accountId: string;
  bookingDate: IsoDate;
  /** Negative: money out. */
  amountMinor: MinorUnits;
  currency: Currency;
  /** Who paid (money in) or was paid (money out). */
  counterparty: string;
  description: string;
}

/** The bank of a demo company: a EUR current account and a USD account, oldest booking first. */
export interface DemoBank {
  accounts: DemoBankAccount[];
  transactions: DemoBankTransaction[];
}

/** Months of bank history up to `asOf`. */
export const DEMO_BANK_MONTHS = 24;

/** A booking: account, day, amount (negative: out), counterparty, text. */
type Entry = [DemoBankAccount, IsoDate, number, string, string];
/**
 * A monthly cost: day (over 31: in the next month), payee, text (`{name}` filled in), euros (0:
 * none); 'vat': a German invoice with 19 % VAT to deduct; 'usd': paid in dollars. Ads get the rest.
 */
type Month = { n: number; budget: number; staff: number; payroll: number; desks: number; spare: number };
type Cost = readonly [number, string, string, (month: Month) => number, ('vat' | 'usd')?];
const COSTS: readonly Cost[] = [
  [1, '{landlord}', 'Miete {period} Büro {street}', (m) => m.desks * 550_00, 'vat'],
  [27, '{owner}', 'SEPA-Sammelüberweisung Gehalt {period} {staff} Posten', (m) => m.payroll * 0.63],
  [25, 'AOK Nordost', 'Beitragsnachweis {period} Betriebsnr. {employer}', (m) => m.payroll * 0.2],
  [25, 'Techniker Krankenkasse', 'Beitragsnachweis {period} Betriebsnr. {employer}', (m) => m.payroll * 0.12],
  [25, 'BARMER', 'Beitragsnachweis {period} Betriebsnr. {employer}', (m) => m.payroll * 0.08],
  [40, '{taxOffice}', 'Lohnsteuer-Anmeldung {period} StNr {taxNo}', (m) => m.payroll * 0.17],
  [3, 'Google Cloud EMEA Limited', 'Google Workspace Business {period}', (m) => m.staff * 14_40],
  [5, 'Slack Technologies Limited', 'Slack Pro subscription SINV-{random}', (m) => m.staff * 8_25],
  [8, 'Hetzner Online GmbH', 'Rechnung R00{random} Cloud Server', (m) => 120_00 + m.budget / 100, 'vat'],
  [15, 'Lindner & Partner mbB', 'Steuerberatung FiBu/Lohn {period}', (m) => 450_00 + m.budget / 100, 'vat'],
  [2, 'Amazon Web Services EMEA SARL', 'AWS invoice EUINDE{random}', (m) => m.budget * 0.05, 'usd'],
  [6, 'Atlassian Pty Ltd', 'Card payment VISA *4417 Jira {period}', (m) => m.staff * 15_00, 'usd'],
  [9, 'GitHub, Inc.', 'Card payment VISA *4417 GitHub Team {period}', (m) => m.staff * 20_00, 'usd'],
  [2, 'Hiscox SA', 'Beitrag Cyber- und Betriebshaftpflicht {period}', (m) => (m.n % 3 ? 0 : m.budget * 0.02)],
  [20, 'Google Ireland Limited', 'Google Ads {period} Rechnung {random}', (m) => m.spare],
  [31, 'Sandbox Bank', 'Kontoführungsentgelt {period}', () => 29_90],
  [31, 'Sandbox Bank', 'Account maintenance fee {period}', () => 13_00, 'usd'],
];
/** Card spend: payee, range in euros, what for. */
const CARD: readonly (readonly [string, number, number, string])[] = [
  ['DB Vertrieb GmbH', 39, 289, 'Bahnticket'],
  ['Deutsche Lufthansa AG', 180, 890, 'Flight'],
  ['AMAZON EU S.A R.L.', 12, 420, 'Bürobedarf'],
  ['REWE Markt GmbH', 15, 140, 'Team lunch'],
  ['Apple Distribution International Ltd.', 99, 2_899, 'Hardware'],
  ['Booking.com B.V.', 95, 640, 'Hotel'],
];
const OFFICES = [
  ['Torstraße 109, 10119 Berlin', 'Hausverwaltung Krüger GmbH', 'Finanzamt für Körperschaften I Berlin'],
  ['Schanzenstraße 22, 20357 Hamburg', 'Elbufer Immobilien GmbH', 'Finanzamt Hamburg-Nord'],
  ['Sendlinger Str. 7, 80331 München', 'Büroflächen Altstadt GbR', 'Finanzamt München'],
] as const;
const LENDERS = ['Deutsche Bank AG', 'Commerzbank AG', 'Berliner Volksbank eG'];
const INVESTORS = ['Nordstern Ventures Fund II GmbH & Co. KG', 'Lakeside Capital Partners I SCSp'];

let rates: RateTable | null = null;
function convert(amountMinor: number, from: Currency, to: Currency, day: IsoDate): MinorUnits {
  rates ??= createRateTable(shippedEcbRates());
  return convertMinor(Math.round(amountMinor), from, to, day, rates);
}
/** Saturday and Sunday bookings move to Monday, as a bank books them. */
const workday = (day: IsoDate) => addDays(day, [1, 0, 0, 0, 0, 0, 2][(isoDateToDays(day) + 4) % 7]!);
const monthAfter = (month: string, months = 1) => addMonths(`${month}-01`, months).slice(0, 7);
const dayOf = (month: string, day: number): IsoDate => {
  if (day > 31) return dayOf(monthAfter(month), day - 30);
  const last = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5)));
  return workday(`${month}-${String(Math.min(day, last)).padStart(2, '0')}`);
};
const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
const byDay = (a: Entry, b: Entry) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
const sum = (entries: readonly Entry[]) => entries.reduce((total, entry) => total + entry[2], 0);
const bump = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * The bank statements of a demo company over the last 24 months, the same for the same company
 * and seed: its customers' payments come in (bank transfers one by one, card payments bundled in
 * Stripe payouts net of fees), and the costs of a growing German SaaS company go out (payroll,
 * social security, wage tax, rent, software and cloud, card spend, VAT, a loan, bank fees), sized
 * to its revenue so that it burns moderately and holds 15 to 26 months of runway at `asOf`.
 */
export function generateDemoBank(
  given: DemoCompany,
  seed: number | string,
  options: { anomalies?: boolean } = {},
): DemoBank {
  // The statements of the company as generated: its planted payment anomalies do not move them.
  const company = companyWithoutAnomalies(given);
  const rng = createRng(`bank:${seed}`);
  const { asOf } = company;
  const first = addDays(addMonths(asOf, -DEMO_BANK_MONTHS), 1);
  const months = Array.from({ length: DEMO_BANK_MONTHS + 1 }, (_, n) => monthAfter(first.slice(0, 7), n));
  if (months.at(-1)! > asOf.slice(0, 7)) months.pop();
  const owner = companyName(rng, 'DE');
  const accounts = (['EUR', 'USD'] as const).map((currency) => ({
    id: `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-a${hex(rng, 3)}-${hex(rng, 12)}`,
    iban: composeIBAN({ countryCode: 'DE', bban: `10090000${rng.int(1e9, 9e9)}` }) ?? '',
    currency,
    name: currency === 'EUR' ? 'Geschäftskonto' : 'USD Business Account',
    ownerName: owner,
    balanceMinor: 0,
  }));
  const [eur, usd] = accounts as [DemoBankAccount, DemoBankAccount];
  const entries: Entry[] = [];
  const book = (account: DemoBankAccount, day: IsoDate, amount: number, party: string, text: string) => {
    if (day >= first && day <= asOf && Math.round(amount) !== 0)
      entries.push([account, day, Math.round(amount), party, text]);
  };
  const [revenue, vatOut, vatIn] = [
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<string, number>(),
  ];
  // Money in: 22 % of the EUR and USD customers pay by transfer, the rest by card through Stripe.
  const names = new Map(company.customers.map((customer) => [customer.externalId, customer.name]));
  const local = company.customers.filter(({ currency }) => currency === 'EUR' || currency === 'USD');
  const byTransfer = new Set(local.filter(() => rng.chance(0.22)).map((customer) => customer.externalId));
  const payouts = new Map<string, { net: number; count: number }>();
  for (const payment of company.payments) {
    const day = payment.settledOn;
    if (payment.status !== 'PAID' || day === null) continue;
    bump(revenue, day.slice(0, 7), convert(payment.netAmountMinor, payment.currency, 'EUR', day));
    const vat = payment.amountMinor - payment.netAmountMinor;
    bump(vatOut, day.slice(0, 7), convert(vat, payment.currency, 'EUR', day));
    const account = payment.currency === 'USD' ? usd : eur;
    if (byTransfer.has(payment.customerExternalId)) {
      const customer = names.get(payment.customerExternalId) ?? payment.customerExternalId;
      const invoice = `RE-${day.slice(0, 4)}-${payment.externalId.slice(4)}`;
      const paid = workday(addDays(day, rng.int(0, 2)));
      book(account, paid, payment.amountMinor, customer, `${rng.pick(['Rechnung', 'Invoice'])} ${invoice}`);
      const refunded = workday(addDays(paid, rng.int(5, 20)));
      if (rng.chance(0.015)) book(account, refunded, -payment.amountMinor, customer, `Erstattung ${invoice}`);
      continue;
    }
    // Stripe pays out two days later, in EUR or USD, less its fee (more for foreign cards).
    const gross = convert(payment.amountMinor, payment.currency, account.currency, day);
    const fee = Math.round(gross * (payment.currency === account.currency ? 0.015 : 0.0325)) + 25;
    const key = `${account.currency}|${workday(addDays(day, 2))}`;
    const payout = payouts.get(key) ?? { net: 0, count: 0 };
    payouts.set(key, { net: payout.net + gross - fee, count: payout.count + 1 });
  }
  for (const [key, { net, count }] of payouts) {
    const [currency, day] = key.split('|') as [Currency, IsoDate];
    const text = `Stripe payout po_1${hex(rng, 23)} ${count} charges`;
    book(currency === 'USD' ? usd : eur, day, net, 'STRIPE PAYMENTS UK LTD', text);
  }
  // Money out: a budget of a fixed part and a part that follows the last quarter's revenue.
  const runRate = (n: number) =>
    [1, 2, 3].reduce((total, back) => total + (revenue.get(monthAfter(months[n]!, -back)) ?? 0), 0) / 3;
  const endRate = runRate(months.length - 1);
  const [base, variable] = [endRate * (0.35 + rng.next() * 0.15), 0.75 + rng.next() * 0.15];
  const gross = 5_200_00 + rng.int(0, 1_200_00);
  const [street, landlord, taxOffice] = rng.pick(OFFICES);
  const ids = { taxNo: `27/${rng.int(100, 999)}/${rng.int(10_000, 99_999)}`, employer: rng.int(1e7, 9e7) };
  const values = { street, landlord, taxOffice, owner: `${owner} Lohnkonto`, ...ids };
  const fill = (text: string, more: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String({ ...values, ...more }[key] ?? rng.int(1e6, 9e6)));
  const loan = { month: rng.int(5, 10), rate: 0.069 + rng.int(0, 20) / 1_000, no: `60${rng.int(1e7, 9e7)}` };
  const principal = Math.max(50_000_00, Math.round((endRate * (3 + rng.next() * 2)) / 1e6) * 1e6);
  const annuity = (principal * loan.rate) / 12 / (1 - (1 + loan.rate / 12) ** -36);
  const [lender, investor] = [rng.pick(LENDERS), rng.pick(INVESTORS)];
  const buffer = 5_000_00 + Math.round(endRate * (0.15 + rng.next() * 0.1));
  let [owed, desks] = [principal, 0];
  months.forEach((month, n) => {
    const budget = base + variable * runRate(n);
    const staff = Math.max(3, Math.round((0.6 * budget) / (1.2 * gross)));
    desks = Math.max(desks, Math.ceil(staff / 5) * 5);
    const payroll = staff * gross;
    const spare = Math.max(0, budget * 0.85 - payroll * 1.2 - desks * 550_00);
    const context: Month = { n, budget, staff, payroll, desks, spare };
    const period = `${month.slice(5)}/${month.slice(0, 4)}`;
    const pay = (day: IsoDate, amount: number, payee: string, text: string, vat = false) => {
      book(eur, day, -amount, payee, text);
      if (vat) bump(vatIn, month, (amount * 19) / 119);
    };
    for (const [day, payee, text, amount, kind] of COSTS) {
      const [who, what] = [fill(payee, {}), fill(text, { period, staff })];
      const dollars = convert(amount(context), 'EUR', 'USD', `${month}-01`);
      if (kind === 'usd') book(usd, dayOf(month, day), -dollars, who, what);
      else pay(dayOf(month, day), amount(context), who, what, kind === 'vat');
    }
    for (let card = 0; card < 4 + Math.floor(staff / 3); card++) {
      const [payee, min, max, what] = rng.pick(CARD);
      const text = `Kartenzahlung VISA Debit *4417 ${what}`;
      pay(dayOf(month, rng.int(1, 28)), rng.int(min * 100, max * 100), payee, text, true);
    }
    if (n === loan.month) book(eur, dayOf(month, 15), principal, lender, `Auszahlung Darlehen ${loan.no}`);
    if (n > loan.month && owed > 0) {
      const interest = (owed * loan.rate) / 12;
      const repaid = Math.min(owed, annuity - interest);
      owed -= repaid;
      pay(dayOf(month, 30), repaid, lender, `Tilgung Darlehen Nr. ${loan.no} Rate ${n - loan.month}/36`);
      pay(dayOf(month, 30), interest, lender, `Zinsen Darlehen Nr. ${loan.no} ${period}`);
    }
    const vat = (vatOut.get(month) ?? 0) - (vatIn.get(month) ?? 0);
    pay(dayOf(month, 40), vat, taxOffice, `${vat < 0 ? 'Erstattung ' : ''}Umsatzsteuer ${period}`);
    // The USD account keeps its buffer; what it holds beyond moves to the EUR account on the 28th.
    const sweepDay = dayOf(month, 28);
    const moved = sum(entries.filter(([account, day]) => account === usd && day <= sweepDay));
    const sweep = 'Umbuchung USD-Konto / Geschäftskonto';
    book(usd, sweepDay, -moved, owner, sweep);
    book(eur, sweepDay, convert(moved, 'USD', 'EUR', sweepDay) * 0.995, owner, sweep);
  });
  // Funding: an opening balance and a round so that the EUR account never runs dry and ends with
  // 15 to 26 months of the last six months' burn.
  const own = entries.filter(([account]) => account === eur).sort(byDay);
  const burn = -sum(own.filter(([, day]) => months.slice(-7, -1).includes(day.slice(0, 7)))) / 6;
  const target = (15 + rng.next() * 11) * Math.max(burn, endRate * 0.1);
  const roundDay = workday(`${months[rng.int(9, 13)]}-15`);
  const low = { now: 0, before: 0, after: Number.POSITIVE_INFINITY };
  for (const [, day, amount] of own) {
    low.now += amount;
    if (day < roundDay) low.before = Math.min(low.before, low.now);
    else low.after = Math.min(low.after, low.now);
  }
  const opening = Math.round(endRate / 2 - low.before);
  const round = Math.max(0, target - opening - low.now, endRate / 2 - opening - low.after);
  const raised = Math.ceil(round / 1_000_00) * 1_000_00;
  if (round > 0) entries.push([eur, roundDay, raised, investor, 'Kapitalerhöhung Seed-Finanzierungsrunde']);
  eur.balanceMinor = opening + sum(entries.filter(([account]) => account === eur));
  usd.balanceMinor = buffer + sum(entries.filter(([account]) => account === usd));
  const transactions = entries.sort(byDay).map((entry, n): DemoBankTransaction => {
    const [{ id: accountId, currency }, bookingDate, amountMinor, counterparty, description] = entry;
    const id = `${bookingDate.replaceAll('-', '')}-${String(n + 1).padStart(5, '0')}`;
    return { id, accountId, bookingDate, amountMinor, currency, counterparty, description };
  });
  // The planted bank anomalies (demo-anomalies.ts), unless asked for the bank without them.
  return options.anomalies === false
    ? { accounts, transactions }
    : plantBankAnomalies({ accounts, transactions }, asOf);
}
