import type { ReactNode } from 'react';

/** A closing band at the end of a page: one more chance to act, with the contact numbers. */
export function CtaBand({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <section className="c-cta" aria-labelledby="cta-title">
      <div className="container c-cta__inner">
        <div>
          <h2 id="cta-title" className="c-cta__title">
            {title}
          </h2>
          <p className="c-cta__text">{text}</p>
        </div>
        <div className="c-actions">{action}</div>
      </div>
    </section>
  );
}
