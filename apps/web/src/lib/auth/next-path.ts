/** The query parameter that carries where a user wanted to go before signing in. */
export const NEXT_PARAM = 'next';
export const SIGN_IN_PATH = '/sign-in';

/** Only paths of this app: `//host` and `/\host` would leave it (an open redirect). */
function isAppPath(value: string | null): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Where to go after signing in: the `next` of the query when it is a path of this app, else home. */
export function nextPath(search: string): string {
  const value = new URLSearchParams(search).get(NEXT_PARAM);
  return isAppPath(value) ? value : '/';
}

/** The sign-in page for a signed-out visitor of `wanted` (path + query), keeping `?lang=`. */
export function signInPathFor(wanted: string): string {
  const params = new URLSearchParams();
  if (wanted !== '/') params.set(NEXT_PARAM, wanted);
  const lang = new URL(wanted, 'http://app').searchParams.get('lang');
  if (lang) params.set('lang', lang);
  const query = params.toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}
