import type { AssistantLanguage } from '@tranche/contracts/assistant';
import type { Currency, IsoDate } from '@tranche/domain';
import type { Container } from '../../container';
import type { AccountCaller } from '../accounts/account-context';

/**
 * Everything a tool may use. The company is always `caller.account` — no tool takes a company id,
 * so no question (and no language model) can steer a tool to another company's data.
 */
export interface AssistantContext {
  container: Container;
  caller: AccountCaller;
  language: AssistantLanguage;
  today: IsoDate;
  /** The currency the company's figures are read in (as on Analytics). */
  currency: Currency;
}
