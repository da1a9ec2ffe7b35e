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

/** The pool refuses a password that starts or ends with white space (a pattern, not a policy rule). */
export const hasEdgeSpaces = (password: string): boolean => /^\s|\s$/.test(password);
