import { type LoaderFunctionArgs, redirect } from 'react-router';

/** A loader that sends a section to its first tab, keeping the query (`?lang=de` must survive it). */
export function redirectTo(pathname: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(`${pathname}${new URL(request.url).search}`);
}
