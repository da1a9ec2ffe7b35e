export type { CategorisableTransaction, TransactionDirection } from './bank-transaction';
export { type Categorisation, type CategorySource, categorise } from './categoriser';
export { type CompanyRule, type CompanyRuleMatch, ruleFromCorrection } from './company-rules';
export {
  CATEGORY_NODES,
  type CategoryId,
  type CategoryLevel,
  type CategoryNode,
  categoryNode,
  isLevel3Id,
  LEVEL3_IDS,
  type Level1Id,
  type Level2Id,
  type Level3Id,
  level1Of,
  level2Of,
  TAXONOMY,
} from './taxonomy';
