/** Test-only tables and a resource over them, shared by this folder's tests. */
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  PgDialect,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { AppError } from '../app-error';
import { defineListResource } from './define-resource';

/** Asserts that `run` fails as a 400 INVALID_QUERY with exactly `message`. */
export function expectInvalidQuery(run: () => unknown, message: string) {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(AppError);
  expect({ ...(thrown as AppError), message: (thrown as AppError).message }).toEqual({
    name: 'AppError',
    statusCode: 400,
    code: 'INVALID_QUERY',
    message,
  });
}

const dialect = new PgDialect();
/** The SQL text and parameters drizzle would send. */
export const render = (query: SQL) => dialect.sqlToQuery(query);

export const tradingStatus = pgEnum('lq_trading_status', ['AVAILABLE', 'SOLD', 'PLEDGED']);

export const customers = pgTable('lq_customers', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country', { enum: ['DE', 'GB', 'PL'] }).notNull(),
});

export const subscriptions = pgTable('lq_subscriptions', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  customerId: uuid('customer_id').references(() => customers.id),
  name: text('name').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  seats: integer('seats').notNull(),
  currency: text('currency', { enum: ['EUR', 'USD', 'GBP'] }).notNull(),
  tradingStatus: tradingStatus('trading_status').notNull(),
  billingPeriod: text('billing_period'),
  autoRenew: boolean('auto_renew').notNull(),
  endDate: date('end_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const assets = pgTable('lq_assets', {
  id: uuid('id').primaryKey(),
  status: text('status', { enum: ['DRAFT', 'COMPLETED', 'CANCELLED'] }).notNull(),
});

export const subscriptionAssets = pgTable('lq_subscription_assets', {
  subscriptionId: uuid('subscription_id').notNull(),
  assetId: uuid('asset_id').notNull(),
});

export const CREATE_TABLES = `
  create type lq_trading_status as enum ('AVAILABLE', 'SOLD', 'PLEDGED');
  create table lq_customers (id uuid primary key, name text not null, country text not null);
  create table lq_subscriptions (
    id uuid primary key, company_id uuid not null, customer_id uuid references lq_customers(id),
    name text not null, amount bigint not null, seats integer not null, currency text not null,
    trading_status lq_trading_status not null, billing_period text, auto_renew boolean not null,
    end_date date, created_at timestamptz not null, updated_at timestamptz not null);
  create table lq_assets (id uuid primary key, status text not null);
  create table lq_subscription_assets (subscription_id uuid not null, asset_id uuid not null);
`;

export const subscriptionList = defineListResource({
  fields: {
    id: { column: subscriptions.id, type: 'uuid' },
    name: { column: subscriptions.name, type: 'string' },
    amount: { column: subscriptions.amount, type: 'integer' },
    seats: { column: subscriptions.seats, type: 'integer', ops: ['eq', 'gt', 'lt'] },
    currency: { column: subscriptions.currency, type: 'enum' },
    tradingStatus: { column: subscriptions.tradingStatus, type: 'enum' },
    billingPeriod: { column: subscriptions.billingPeriod, type: 'string', nullable: true },
    autoRenew: { column: subscriptions.autoRenew, type: 'boolean' },
    endDate: { column: subscriptions.endDate, type: 'date', nullable: true },
    createdAt: { column: subscriptions.createdAt, type: 'date' },
  },
  relations: {
    assets: {
      kind: 'some',
      fields: {
        id: { column: assets.id, type: 'uuid' },
        status: { column: assets.status, type: 'enum' },
      },
      match: (condition) =>
        sql`exists (select 1 from ${subscriptionAssets} join ${assets} on ${assets.id} = ${subscriptionAssets.assetId}
          where ${subscriptionAssets.subscriptionId} = ${subscriptions.id} and ${condition})`,
    },
    customer: {
      kind: 'one',
      fields: {
        name: { column: customers.name, type: 'string' },
        country: { column: customers.country, type: 'enum' },
      },
      match: (condition) =>
        sql`exists (select 1 from ${customers} where ${customers.id} = ${subscriptions.customerId} and ${condition})`,
    },
  },
  filters: {
    // Spec §7: "endDate later than now or null".
    running: {
      type: 'boolean',
      build: (running) =>
        running
          ? sql`${subscriptions.endDate} is null or ${subscriptions.endDate} > now()`
          : sql`${subscriptions.endDate} <= now()`,
    },
    minSeats: {
      type: 'integer',
      bounds: [0n, 2n ** 31n - 1n],
      build: (seats) => sql`${subscriptions.seats} >= ${seats}`,
    },
  },
  sortable: {
    createdAt: subscriptions.createdAt,
    updatedAt: subscriptions.updatedAt,
    amount: subscriptions.amount,
    name: subscriptions.name,
  },
  nestedSort: {
    customer: {
      name: sql`(select ${customers.name} from ${customers} where ${customers.id} = ${subscriptions.customerId})`,
    },
  },
  includes: ['assets', 'customer'],
  params: { quickSelect: { type: 'enum', values: ['TOP', 'RECENT'] } },
  uniqueKey: subscriptions.id,
  maxSize: 50,
});
