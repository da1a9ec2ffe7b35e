/**
 * Cognito's default password policy (the embedded pool enforces the same): at least 8 characters
 * with upper and lower case letters, a number and a symbol. Shown while typing so the pool's
 * InvalidPasswordException is the exception, not the way users learn the rules.
 */
export const PASSWORD_SYMBOLS = `^$*.[]{}()?"!@#%&/\\,><':;|_~\`=+- `;

export const PASSWORD_RULES = [
  { key: 'length', test: (password: string) => [...password].length >= 8 },
  { key: 'uppercase', test: (password: string) => /[A-Z]/.test(password) },
  { key: 'lowercase', test: (password: string) => /[a-z]/.test(password) },
  { key: 'number', test: (password: string) => /[0-9]/.test(password) },
  { key: 'symbol', test: (password: string) => [...password].some((c) => PASSWORD_SYMBOLS.includes(c)) },
] as const;

export type PasswordRule = (typeof PASSWORD_RULES)[number]['key'];

/** The rules `password` does not meet yet, in policy order. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}

/** Cognito's InvalidPasswordException messages, by the rule they name. */
const COGNITO_POLICY_MESSAGES: ReadonlyArray<[RegExp, PasswordRule]> = [
  [/not long enough/i, 'length'],
  [/uppercase/i, 'uppercase'],
  [/lowercase/i, 'lowercase'],
  [/numeric/i, 'number'],
  [/symbol/i, 'symbol'],
];

export function ruleOfPolicyMessage(message: string): PasswordRule | null {
  return COGNITO_POLICY_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}
