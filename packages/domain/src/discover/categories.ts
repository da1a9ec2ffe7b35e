import type { CategoryLevel } from '../categorise/taxonomy';

/** The level-2 category of transfers between the company's own accounts: neither income nor cost. */
export const OWN_ACCOUNT_TRANSFERS = 'transfers.own_accounts';

/** A level-3 category id cut to a level: `payroll.wages.salaries` at level 1 is `payroll`. */
export function categoryAtLevel(level3: string, level: CategoryLevel): string {
  return level3.split('.').slice(0, level).join('.');
}

/** Whether a category id is `ancestor` or lies below it (a prefix match on whole segments). */
export function isWithinCategory(categoryId: string, ancestor: string): boolean {
  return categoryId === ancestor || categoryId.startsWith(`${ancestor}.`);
}

/** Money between the company's own accounts (shown apart, left out of profit and loss). */
export const isOwnAccountTransfer = (categoryId: string): boolean =>
  isWithinCategory(categoryId, OWN_ACCOUNT_TRANSFERS);
