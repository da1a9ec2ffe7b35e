import { expect, it } from 'vitest';
import { generateTemporaryPassword } from './admin/identity-admin';
import { assertPasswordPolicy } from './password-policy';

const refusal = (password: string) => {
  try {
    assertPasswordPolicy(password);
    return null;
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
};

it("applies Cognito's default policy with its messages, in its order", () => {
  expect(refusal('Aa1!aaaa')).toBeNull();
  expect(refusal('Aa1!')).toBe(
    'InvalidPasswordException: Password did not conform with policy: Password not long enough',
  );
  expect(refusal('aa1!aaaa')).toBe(
    'InvalidPasswordException: Password did not conform with policy: Password must have uppercase characters',
  );
  expect(refusal('AA1!AAAA')).toBe(
    'InvalidPasswordException: Password did not conform with policy: Password must have lowercase characters',
  );
  expect(refusal('Aa!aaaaa')).toBe(
    'InvalidPasswordException: Password did not conform with policy: Password must have numeric characters',
  );
  expect(refusal('Aa1aaaaa')).toBe(
    'InvalidPasswordException: Password did not conform with policy: Password must have symbol characters',
  );
  expect(refusal('Aa1 aaaa')).toBeNull();
  expect(refusal(' Aa1!aaaa')).toMatch(/^InvalidParameterException/);
  expect(refusal(`Aa1!${'a'.repeat(253)}`)).toMatch(/^InvalidParameterException/);
});

it('generates temporary passwords that meet it', () => {
  for (let i = 0; i < 50; i++) expect(refusal(generateTemporaryPassword())).toBeNull();
});
