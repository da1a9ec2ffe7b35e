import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { authHref } from '../lib/auth-paths';

interface AuthLinkProps extends AnchorProps {
  /** One of `AUTH_PATHS`. */
  to: string;
  /** Query parameters for the screen, such as the email to fill in. */
  params?: Record<string, string>;
  children: ReactNode;
}

/** A link to another auth screen that keeps where the user wanted to go and the language. */
export function AuthLink({ to, params, ...props }: AuthLinkProps) {
  const { search } = useLocation();
  return <Anchor component={Link} to={authHref(to, search, params)} {...props} />;
}
