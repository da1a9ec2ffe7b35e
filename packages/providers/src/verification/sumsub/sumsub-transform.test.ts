import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  alpha3Of,
  applicantBody,
  applicantStateOf,
  eventOfWebhook,
  statusOfReview,
} from './sumsub-transform';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('sumsub transform', () => {
  it('maps an approved applicant with its source of funds', () => {
    expect(applicantStateOf(JSON.parse(fixture('applicant-approved.json')))).toEqual({
      applicantId: '5cb56e8e0a975a35f333cb83',
      status: 'APPROVED',
      stepsDone: [],
      rejectionLabels: [],
      sourceOfFunds: 'Business income',
    });
  });

  it('maps a resubmission request with its labels', () => {
    expect(applicantStateOf(JSON.parse(fixture('applicant-retry.json')))).toMatchObject({
      status: 'RETRY',
      rejectionLabels: ['BAD_PROOF_OF_IDENTITY', 'UNSATISFACTORY_PHOTOS'],
      sourceOfFunds: null,
    });
  });

  it.each([
    [undefined, 'PENDING'],
    [{ reviewStatus: 'init' }, 'PENDING'],
    [{ reviewStatus: 'pending' }, 'IN_REVIEW'],
    [{ reviewStatus: 'queued' }, 'IN_REVIEW'],
    [{ reviewStatus: 'onHold' }, 'IN_REVIEW'],
    [{ reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } }, 'APPROVED'],
    [
      { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL' } },
      'REJECTED',
    ],
    [
      { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'RETRY' } },
      'RETRY',
    ],
  ])('review %j is %s', (review, status) => {
    expect(statusOfReview(review)).toBe(status);
  });

  it('creates people and companies with alpha-3 countries', () => {
    expect(
      applicantBody({ kind: 'person', firstName: 'A', lastName: 'B', email: 'a@b.c', country: 'DE' }, 'u1'),
    ).toEqual({
      externalUserId: 'u1',
      email: 'a@b.c',
      fixedInfo: { firstName: 'A', lastName: 'B', country: 'DEU' },
    });
    expect(
      applicantBody({ kind: 'company', companyName: 'N GmbH', email: 'a@b.c', country: null }, 'c1'),
    ).toEqual({
      externalUserId: 'c1',
      email: 'a@b.c',
      type: 'company',
      fixedInfo: { companyInfo: { companyName: 'N GmbH' } },
    });
    expect(alpha3Of('gb')).toBe('GBR');
  });

  it('reads a webhook event with an id that repeats for a redelivery', () => {
    const body = fixture('webhook-reviewed.json');
    const event = eventOfWebhook(body);
    expect(event).toEqual({
      eventId: '5cb56e8e0a975a35f333cb83:applicantReviewed:req-a260b669-4f14-4bb5-a4c5-ac0218acb9a4',
      applicantId: '5cb56e8e0a975a35f333cb83',
      externalUserId: 'tranche-person-3f1c',
      type: 'applicantReviewed',
    });
    expect(eventOfWebhook(body)).toEqual(event);
    expect(eventOfWebhook('not json')).toBeNull();
    expect(eventOfWebhook('{"type":"applicantReviewed"}')).toBeNull();
  });
});
