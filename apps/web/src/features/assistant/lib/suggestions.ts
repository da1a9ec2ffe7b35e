/** Keys under `assistant:suggestions`: questions the offline assistant understands in both languages. */
export type SuggestionKey =
  | 'rating'
  | 'mrr'
  | 'cashRunsOut'
  | 'netNewMrr'
  | 'mrrComparison'
  | 'runway'
  | 'tradeLimitWhy'
  | 'tradable'
  | 'nextRepayment'
  | 'unpaid'
  | 'customers'
  | 'arpa'
  | 'unread'
  | 'expiring'
  | 'portfolio'
  | 'investorNextRepayment'
  | 'market';

export type AskerKind = 'CLIENT' | 'INVESTOR';

type Section = 'home' | 'analytics' | 'trading' | 'orders' | 'subscriptions' | 'notifications' | 'settings';

/** What a client asks where they are: the figures the screen shows, then what explains them. */
const CLIENT: Record<Section, readonly SuggestionKey[]> = {
  home: ['rating', 'mrr', 'cashRunsOut'],
  analytics: ['netNewMrr', 'mrrComparison', 'runway'],
  trading: ['tradeLimitWhy', 'tradable', 'rating'],
  orders: ['nextRepayment', 'unpaid'],
  subscriptions: ['customers', 'arpa', 'tradable'],
  notifications: ['unread', 'nextRepayment'],
  settings: ['expiring', 'rating'],
};

/** Investors ask about their portfolio, their repayments and the market (the assistant's investor tools). */
const INVESTOR: Record<Section, readonly SuggestionKey[]> = {
  home: ['portfolio', 'investorNextRepayment', 'market'],
  analytics: ['portfolio', 'investorNextRepayment'],
  trading: ['market', 'portfolio'],
  orders: ['investorNextRepayment', 'portfolio'],
  subscriptions: ['portfolio', 'market'],
  notifications: ['unread', 'investorNextRepayment'],
  settings: ['portfolio', 'market'],
};

const SECTIONS: readonly Section[] = [
  'analytics',
  'trading',
  'orders',
  'subscriptions',
  'notifications',
  'settings',
];

/** The section of the app a path belongs to; Home for the root and any screen without questions of its own. */
function sectionOf(pathname: string): Section {
  return (
    SECTIONS.find((section) => pathname === `/${section}` || pathname.startsWith(`/${section}/`)) ?? 'home'
  );
}

/** The suggested questions for the current screen and the kind of company asking. */
export function suggestionsFor(pathname: string, kind: AskerKind): readonly SuggestionKey[] {
  return (kind === 'INVESTOR' ? INVESTOR : CLIENT)[sectionOf(pathname)];
}
