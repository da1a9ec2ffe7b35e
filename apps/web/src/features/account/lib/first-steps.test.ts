import { describe, expect, it } from 'vitest';
import { firstStepsOf, needsFirstSteps, nextFirstStep } from './first-steps';
import { reviewGateState } from './review';

const user = (kind: 'CLIENT' | 'INVESTOR' | null, completed: string[], admin = false) => ({
  admin,
  kind,
  onboarding: { completed },
});

describe('first steps', () => {
  it('asks clients four steps and investors two, the account kind first when nothing says it', () => {
    expect(firstStepsOf('CLIENT')).toEqual(['profile', 'company', 'self-assessment', 'representative']);
    expect(firstStepsOf('INVESTOR')).toEqual(['profile', 'company']);
    expect(firstStepsOf(null, true)).toEqual(['kind', 'profile', 'company']);
    expect(firstStepsOf('CLIENT', true)[0]).toBe('kind');
  });

  it('resumes at the first step the server has not recorded', () => {
    expect(nextFirstStep(user(null, []), 'CLIENT')).toBe('profile');
    expect(nextFirstStep(user(null, ['profile']), 'CLIENT')).toBe('company');
    // The company counts as done once it exists, even before its step was recorded.
    expect(nextFirstStep(user('CLIENT', ['profile']), 'CLIENT')).toBe('self-assessment');
    expect(nextFirstStep(user('CLIENT', ['profile', 'self-assessment']), 'CLIENT')).toBe('representative');
    expect(nextFirstStep(user('INVESTOR', ['profile']), 'INVESTOR')).toBeNull();
    expect(nextFirstStep(user(null, []), null, true)).toBe('kind');
    expect(nextFirstStep(user(null, []), 'INVESTOR', true)).toBe('profile');
  });

  it('sends users without a company or with open steps to first steps, never admins', () => {
    expect(needsFirstSteps(user(null, ['profile']))).toBe(true);
    expect(needsFirstSteps(user('CLIENT', ['profile', 'company', 'self-assessment']))).toBe(true);
    expect(needsFirstSteps(user('CLIENT', ['profile', 'company', 'self-assessment', 'representative']))).toBe(
      false,
    );
    // An invited colleague: the company steps come done with the invitation, the profile does not.
    expect(needsFirstSteps(user('CLIENT', ['company', 'self-assessment', 'representative']))).toBe(true);
    expect(needsFirstSteps(user('INVESTOR', ['profile', 'company']))).toBe(false);
    expect(needsFirstSteps(user(null, [], true))).toBe(false);
  });
});

describe('review gate state', () => {
  it('opens only for approved accounts (and admins)', () => {
    expect(reviewGateState({ admin: false, reviewStatus: 'APPROVED' })).toBe('open');
    expect(reviewGateState({ admin: false, reviewStatus: 'PENDING' })).toBe('pending');
    expect(reviewGateState({ admin: false, reviewStatus: 'REJECTED' })).toBe('rejected');
    expect(reviewGateState({ admin: false, reviewStatus: null })).toBe('no-company');
    expect(reviewGateState({ admin: true, reviewStatus: null })).toBe('open');
  });
});
