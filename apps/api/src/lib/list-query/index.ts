export { defineListResource } from './define-resource';
export { INVALID_QUERY } from './invalid-query';
export { MAX_PAGE, parseListQuery } from './list-query';
export { describeListQuery, type FlatQuery, flatQuerySchema, listQuerySchema } from './list-query.schema';
export type {
  CustomFilterSpec,
  FieldMap,
  FieldSpec,
  FilterOp,
  ListQuery,
  ListResource,
  ListResourceConfig,
  RelationSpec,
  SortDirection,
  SortKey,
  SortTerm,
  ValueOf,
  ValueSpec,
  ValueType,
} from './list-query.types';
export { MAX_SORT_KEYS } from './order';
export { QUERY_LIMITS } from './parse-keys';
export { PlaceholderValues } from './values-binder';
