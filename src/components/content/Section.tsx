import type { ReactNode } from 'react';

/**
 * A page section: a landmark-free block with an h2 that names it (aria-labelledby), so screen
 * reader users can jump between sections by heading and the heading order stays h1 > h2 > h3.
 */
export function Section({
  id,
  title,
  intro,
  tone = 'plain',
  titleHidden = false,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'alt' | 'brand';
  titleHidden?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={`c-section c-section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={titleHidden ? 'visually-hidden' : 'c-section__title'}>
          {title}
        </h2>
        {intro ? <p className="c-section__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
