import type { AccountKindChoice } from '../../account';

/**
 * The account kind picked in first steps before the company exists. The server learns it only when
 * the company is created, so this tab remembers it: a reload in between resumes at the next step.
 */
const KEY = 'tranche.firstSteps.kind';

export function readChosenKind(): AccountKindChoice | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    return value === 'CLIENT' || value === 'INVESTOR' ? value : null;
  } catch {
    return null; // storage disabled: the choice is asked again after a reload
  }
}

export function rememberChosenKind(kind: AccountKindChoice): void {
  try {
    window.sessionStorage.setItem(KEY, kind);
  } catch {
    // kept in memory for this visit only
  }
}
