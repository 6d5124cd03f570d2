import type { ReactNode } from 'react';

/** The standard page hero: the page's one h1 and its lead, with optional actions under them. */
export function PageIntro({ heading, lead, children }: { heading: string; lead: string; children?: ReactNode }) {
  return (
    <div className="page__hero">
      <div className="container">
        <h1 className="page__title">{heading}</h1>
        <p className="page__lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}
