/**
 * Every KPI Tranche shows, with its unit and its one definition in English and German
 * (reference/saas-metrics.md), so each screen can show what a number means. Units follow spec §9:
 * percent for churn rates, MRR growth and sell ratio, months for runway.
 */
export type KpiUnit = 'money' | 'count' | 'percent' | 'ratio' | 'months';

/** A stock is read on the last day of a period; a flow is summed over the period. */
export type KpiNature = 'stock' | 'flow';

export interface KpiDefinition {
  unit: KpiUnit;
  nature: KpiNature;
  /** Which connection the KPI needs beyond subscriptions, if any. */
  source: 'subscriptions' | 'bank' | 'accounting';
  en: string;
  de: string;
}

export const KPI_DEFINITIONS = {
  mrr: {
    unit: 'money',
    nature: 'stock',
    source: 'subscriptions',
    en: 'Monthly recurring revenue: the sum of the monthly-normalised recurring amounts of active subscriptions (amount ÷ billing months), net of VAT and discounts, without one-off charges. Paused subscriptions count 0; unpaid ones count until cancelled. Other currencies are converted at the ECB rate of the day.',
    de: 'Monatlich wiederkehrender Umsatz: die Summe der auf einen Monat umgerechneten wiederkehrenden Beträge aktiver Abonnements (Betrag ÷ Abrechnungsmonate), ohne Umsatzsteuer und Rabatte, ohne Einmalzahlungen. Pausierte Abonnements zählen 0, unbezahlte zählen bis zur Kündigung. Andere Währungen werden zum EZB-Referenzkurs des Tages umgerechnet.',
  },
  arr: {
    unit: 'money',
    nature: 'stock',
    source: 'subscriptions',
    en: 'Annual recurring revenue = MRR × 12.',
    de: 'Jährlich wiederkehrender Umsatz = MRR × 12.',
  },
  qrr: {
    unit: 'money',
    nature: 'stock',
    source: 'subscriptions',
    en: 'Quarterly recurring revenue = MRR × 3.',
    de: 'Quartalsweise wiederkehrender Umsatz = MRR × 3.',
  },
  mrrMovements: {
    unit: 'money',
    nature: 'flow',
    source: 'subscriptions',
    en: "MRR movements per customer, comparing the customer's MRR at the start and end of the period: new (0 to more than 0, first time), expansion (up), contraction (down, still above 0), churn (to 0), reactivation (0 to more than 0 after an earlier churn). Net new MRR = new + expansion + reactivation − contraction − churn = MRR at the end − MRR at the start.",
    de: 'MRR-Bewegungen je Kunde, verglichen wird der MRR des Kunden zu Beginn und am Ende des Zeitraums: neu (von 0 auf mehr als 0, erstmals), Expansion (gestiegen), Kontraktion (gesunken, noch über 0), Abwanderung (auf 0), Reaktivierung (von 0 auf mehr als 0 nach früherer Abwanderung). Netto-Neu-MRR = neu + Expansion + Reaktivierung − Kontraktion − Abwanderung = MRR am Ende − MRR zu Beginn.',
  },
  mrrGrowth: {
    unit: 'percent',
    nature: 'flow',
    source: 'subscriptions',
    en: 'MRR growth = (MRR at the end − MRR at the start) ÷ MRR at the start × 100.',
    de: 'MRR-Wachstum = (MRR am Ende − MRR zu Beginn) ÷ MRR zu Beginn × 100.',
  },
  customers: {
    unit: 'count',
    nature: 'stock',
    source: 'subscriptions',
    en: 'Customers with MRR above 0.',
    de: 'Kunden mit einem MRR über 0.',
  },
  arpa: {
    unit: 'money',
    nature: 'stock',
    source: 'subscriptions',
    en: 'Average revenue per account = MRR ÷ customers.',
    de: 'Durchschnittlicher Umsatz pro Kunde (ARPA) = MRR ÷ Kunden.',
  },
  asp: {
    unit: 'money',
    nature: 'flow',
    source: 'subscriptions',
    en: 'Average sale price = new-business MRR in the period ÷ new customers in the period.',
    de: 'Durchschnittlicher Verkaufspreis = MRR aus Neugeschäft im Zeitraum ÷ neue Kunden im Zeitraum.',
  },
  acv: {
    unit: 'money',
    nature: 'stock',
    source: 'subscriptions',
    en: 'Annual contract value = ARR ÷ active subscriptions (contracts).',
    de: 'Jährlicher Vertragswert = ARR ÷ aktive Abonnements (Verträge).',
  },
  customerChurnRate: {
    unit: 'percent',
    nature: 'flow',
    source: 'subscriptions',
    en: 'Customer churn rate = customers churned in the period ÷ customers at the start × 100. A customer who joins and churns within the same period is left out of both. Churn counts when the last active subscription ends, not when cancellation is requested.',
    de: 'Kundenabwanderungsrate = im Zeitraum abgewanderte Kunden ÷ Kunden zu Beginn × 100. Ein Kunde, der im selben Zeitraum hinzukommt und abwandert, zählt in keinem von beiden. Abwanderung zählt, wenn das letzte aktive Abonnement endet, nicht wenn die Kündigung eingeht.',
  },
  mrrChurnRateGross: {
    unit: 'percent',
    nature: 'flow',
    source: 'subscriptions',
    en: 'Gross MRR churn rate = (churn MRR + contraction MRR) ÷ MRR at the start × 100.',
    de: 'Brutto-MRR-Abwanderungsrate = (abgewanderter MRR + Kontraktions-MRR) ÷ MRR zu Beginn × 100.',
  },
  mrrChurnRateNet: {
    unit: 'percent',
    nature: 'flow',
    source: 'subscriptions',
    en: 'Net MRR churn rate = (churn MRR + contraction MRR − expansion MRR − reactivation MRR) ÷ MRR at the start × 100; negative when expansion outweighs losses.',
    de: 'Netto-MRR-Abwanderungsrate = (abgewanderter MRR + Kontraktions-MRR − Expansions-MRR − Reaktivierungs-MRR) ÷ MRR zu Beginn × 100; negativ, wenn die Expansion die Verluste übersteigt.',
  },
  ltv: {
    unit: 'money',
    nature: 'stock',
    source: 'subscriptions',
    en: 'Customer lifetime value = ARPA ÷ the average monthly customer churn rate of the previous 6 full months (as a fraction), × the gross margin when accounting data gives one; undefined when that churn is 0.',
    de: 'Kundenlebenszeitwert = ARPA ÷ durchschnittliche monatliche Kundenabwanderungsrate der letzten 6 vollen Monate (als Bruchteil), × Bruttomarge, sobald Buchhaltungsdaten sie liefern; nicht definiert, wenn diese Abwanderung 0 ist.',
  },
  quickRatio: {
    unit: 'ratio',
    nature: 'flow',
    source: 'subscriptions',
    en: 'Quick ratio = (new + expansion + reactivation MRR) ÷ (churn + contraction MRR); 4 is the usual bar for healthy growth.',
    de: 'Quick Ratio = (neuer + Expansions- + Reaktivierungs-MRR) ÷ (abgewanderter + Kontraktions-MRR); 4 gilt als übliche Marke für gesundes Wachstum.',
  },
  tradableSubscriptions: {
    unit: 'count',
    nature: 'stock',
    source: 'subscriptions',
    en: 'Subscriptions with status ACTIVE or AVAILABLE and trading status AVAILABLE that do not end before the chosen contract length ends.',
    de: 'Abonnements mit Status ACTIVE oder AVAILABLE und Handelsstatus AVAILABLE, die nicht vor Ende der gewählten Vertragslaufzeit enden.',
  },
  cashLiquidity: {
    unit: 'money',
    nature: 'stock',
    source: 'bank',
    en: 'Cash liquidity: the sum of the current balances of connected bank accounts.',
    de: 'Liquidität: die Summe der aktuellen Salden der verbundenen Bankkonten.',
  },
  monthlyInflow: {
    unit: 'money',
    nature: 'flow',
    source: 'bank',
    en: 'Monthly inflow: the sum of credited bank transactions in the month.',
    de: 'Monatliche Zuflüsse: die Summe der Gutschriften auf den Bankkonten im Monat.',
  },
  monthlyOutflow: {
    unit: 'money',
    nature: 'flow',
    source: 'bank',
    en: 'Monthly outflow: the sum of debited bank transactions in the month.',
    de: 'Monatliche Abflüsse: die Summe der Belastungen der Bankkonten im Monat.',
  },
  monthlyBurn: {
    unit: 'money',
    nature: 'flow',
    source: 'bank',
    en: 'Monthly burn (net) = outflow − inflow, averaged over the last 3 full months; 0 when cash flow is positive.',
    de: 'Monatlicher Mittelverbrauch (netto) = Abflüsse − Zuflüsse, gemittelt über die letzten 3 vollen Monate; 0 bei positivem Cashflow.',
  },
  runway: {
    unit: 'months',
    nature: 'stock',
    source: 'bank',
    en: 'Runway = cash liquidity ÷ monthly burn, in months; unlimited when burn is 0.',
    de: 'Reichweite = Liquidität ÷ monatlicher Mittelverbrauch, in Monaten; unbegrenzt, wenn der Verbrauch 0 ist.',
  },
  debtToAsset: {
    unit: 'ratio',
    nature: 'stock',
    source: 'accounting',
    en: 'Debt to asset ratio = total liabilities ÷ total assets from the latest balance sheet.',
    de: 'Verschuldungsgrad = Gesamtverbindlichkeiten ÷ Gesamtvermögen laut letzter Bilanz.',
  },
  grossMargin: {
    unit: 'percent',
    nature: 'flow',
    source: 'accounting',
    en: 'Gross margin = (revenue − cost of revenue) ÷ revenue × 100, from the profit and loss of the last 12 full months. LTV is multiplied by it once accounting data gives it.',
    de: 'Bruttomarge = (Umsatz − Umsatzkosten) ÷ Umsatz × 100, aus der Gewinn- und Verlustrechnung der letzten 12 vollen Monate. Sobald Buchhaltungsdaten sie liefern, wird der LTV mit ihr multipliziert.',
  },
  ltvToCac: {
    unit: 'ratio',
    nature: 'flow',
    source: 'accounting',
    en: 'LTV:CAC = LTV (with the gross margin) ÷ CAC, where CAC = sales and marketing spend of the last 3 full months ÷ the new customers of those months.',
    de: 'LTV:CAC = LTV (mit Bruttomarge) ÷ CAC, wobei CAC = Vertriebs- und Marketingausgaben der letzten 3 vollen Monate ÷ neue Kunden dieser Monate.',
  },
} as const satisfies Record<string, KpiDefinition>;

export type KpiId = keyof typeof KPI_DEFINITIONS;
export const KPI_IDS = Object.keys(KPI_DEFINITIONS) as KpiId[];
