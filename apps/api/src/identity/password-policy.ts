import { invalidParameter, invalidPassword } from './protocol/cognito-error';

/** Cognito's default policy: at least 8 characters with upper and lower case, a number and a symbol. */
const SYMBOLS = `^$*.[]{}()?"!@#%&/\\,><':;|_~\`=+- `;
const prefix = 'Password did not conform with policy: ';

const rules: Array<[(password: string) => boolean, string]> = [
  [(p) => [...p].length >= 8, 'Password not long enough'],
  [(p) => /[A-Z]/.test(p), 'Password must have uppercase characters'],
  [(p) => /[a-z]/.test(p), 'Password must have lowercase characters'],
  [(p) => /[0-9]/.test(p), 'Password must have numeric characters'],
  [(p) => [...p].some((c) => SYMBOLS.includes(c)), 'Password must have symbol characters'],
];

/** Throws Cognito's InvalidPasswordException (or InvalidParameterException for malformed input). */
export function assertPasswordPolicy(password: string, field = 'password'): void {
  if ([...password].length > 256) {
    throw invalidParameter(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must have length less than or equal to 256`,
    );
  }
  if (/^\s|\s$/.test(password)) {
    throw invalidParameter(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$`,
    );
  }
  for (const [ok, message] of rules) {
    if (!ok(password)) throw invalidPassword(`${prefix}${message}`);
  }
}
