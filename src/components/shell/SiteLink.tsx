'use client';

import { startTransition, type ComponentProps } from 'react';
import { Link } from 'waku';

/**
 * Waku's Link with the navigation run as a transition: Waku 0.27.5's router sets the route's
 * elements and the route in two updates, and while the page was hydrating React could render the
 * route before its elements (Waku's Slot throws "Invalid element", React error #520). As
 * transitions both render together. A leaf, since the function cannot come from a server component.
 */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'unstable_startTransition'>) {
  return <Link {...props} unstable_startTransition={startTransition} />;
}
