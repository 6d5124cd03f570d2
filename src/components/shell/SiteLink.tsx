'use client';

import { startTransition, type ComponentProps } from 'react';
import { Link } from 'waku';

/**
 * Waku's Link with the navigation run as a transition. Waku 0.27.5's router asks for the new
 * route's elements inside the click and sets the route after an `await`; without a transition the
 * first is a discrete update and the second a default one, and while the page is still hydrating
 * React can render the new route before its elements: Waku's Slot throws "Invalid element", and
 * React recovers by rendering the whole root again (its error #520 in the console). As transitions,
 * both updates are rendered together. The function cannot come from a server component, hence
 * this leaf.
 */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'unstable_startTransition'>) {
  return <Link {...props} unstable_startTransition={startTransition} />;
}
