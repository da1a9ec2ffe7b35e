import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defineListResource } from './define-resource';
import { assets, subscriptions } from './list-query.fixtures';
import type { ListResourceConfig } from './list-query.types';

const sortable = { createdAt: subscriptions.createdAt, updatedAt: subscriptions.updatedAt };
const define =
  (config: Omit<ListResourceConfig, 'sortable'> & Partial<Pick<ListResourceConfig, 'sortable'>>) => () =>
    defineListResource({ sortable, ...config });

describe('defineListResource', () => {
  it('takes enum values from the column and integer bounds from its SQL type', () => {
    const resource = defineListResource({
      sortable,
      fields: {
        currency: { column: subscriptions.currency, type: 'enum' },
        seats: { column: subscriptions.seats, type: 'integer' },
        amount: { column: subscriptions.amount, type: 'integer' },
      },
      relations: {
        assets: {
          kind: 'some',
          fields: { status: { column: assets.status, type: 'enum' } },
          match: (c) => c,
        },
      },
    });
    expect(resource.enumValues.get('currency')).toEqual(['EUR', 'USD', 'GBP']);
    expect(resource.enumValues.get('assets.status')).toEqual(['DRAFT', 'COMPLETED', 'CANCELLED']);
    expect(resource.integerBounds.get('seats')).toEqual([-(2n ** 31n), 2n ** 31n - 1n]);
    expect(resource.integerBounds.get('amount')).toEqual([-(2n ** 63n), 2n ** 63n - 1n]);
    expect(resource).toMatchObject({ defaultSize: 20, maxSize: 100, secondary: ['createdAt', 'desc'] });
  });

  it('refuses a field type that does not fit its column', () => {
    expect(define({ fields: { amount: { column: subscriptions.amount, type: 'string' } } })).toThrow(
      'defineListResource: string field "amount" cannot filter a bigint column',
    );
    expect(define({ fields: { end: { column: subscriptions.endDate, type: 'uuid' } } })).toThrow(
      'defineListResource: uuid field "end" cannot filter a date column',
    );
    // An SQL expression is trusted as declared.
    expect(
      define({ fields: { lowered: { column: sql`lower(${subscriptions.name})`, type: 'string' } } }),
    ).not.toThrow();
  });

  it('refuses operators a type cannot do, and isNull without nullable', () => {
    expect(
      define({ fields: { amount: { column: subscriptions.amount, type: 'integer', ops: ['contains'] } } }),
    ).toThrow('defineListResource: operator "contains" is not supported by integer field "amount"');
    expect(
      define({ fields: { amount: { column: subscriptions.amount, type: 'integer', ops: ['isNull'] } } }),
    ).toThrow('defineListResource: operator "isNull" is not supported by integer field "amount"');
  });

  it('refuses enums without values', () => {
    expect(define({ fields: { name: { column: subscriptions.name, type: 'enum' } } })).toThrow(
      'defineListResource: enum field "name" needs values',
    );
    expect(define({ filters: { kind: { type: 'enum', build: () => sql`true` } } })).toThrow(
      'defineListResource: enum filter "kind" needs values',
    );
    expect(define({ params: { kind: { type: 'enum' } } })).toThrow(
      'defineListResource: enum param "kind" needs values',
    );
  });

  it('refuses clashing or odd names', () => {
    const field = { column: subscriptions.name, type: 'string' } as const;
    expect(
      define({ fields: { name: field }, filters: { name: { type: 'boolean', build: () => undefined } } }),
    ).toThrow('defineListResource: "name" is declared more than once among fields, relations and filters');
    expect(define({ fields: { 'a.b': field } })).toThrow(
      'defineListResource: Field "a.b" must be a plain identifier',
    );
    expect(define({ params: { page: { type: 'string' } } })).toThrow(
      'defineListResource: param "page" is a reserved query key',
    );
    expect(define({ nestedSort: { '0': { name: subscriptions.name } } })).toThrow(
      'defineListResource: Nested sort group "0" must be a plain identifier',
    );
  });

  it('refuses default and secondary orders on keys that are not sortable', () => {
    expect(define({ sortable: { amount: subscriptions.amount } })).toThrow(
      'defineListResource: default order key "createdAt" is not sortable',
    );
    expect(define({ sortable: { amount: subscriptions.amount }, defaultOrder: [['amount', 'asc']] })).toThrow(
      'defineListResource: secondary sort key "createdAt" is not sortable',
    );
    expect(
      define({
        sortable: { amount: subscriptions.amount },
        defaultOrder: [['amount', 'asc']],
        secondary: null,
      }),
    ).not.toThrow();
  });

  it('refuses sizes out of order', () => {
    expect(define({ defaultSize: 0 })).toThrow(
      'defineListResource: defaultSize must be an integer from 1 to maxSize',
    );
    expect(define({ defaultSize: 30, maxSize: 20 })).toThrow(
      'defineListResource: defaultSize must be an integer from 1 to maxSize',
    );
    expect(define({ maxSize: 1.5 })).toThrow('defineListResource: maxSize must be a positive integer');
  });
});
