import type { PageBodyProps } from '../page-body';

/** A page's heading and lead paragraph: the body of pages that have no body of their own yet. */
export function DefaultBody({ route, t, calculator }: PageBodyProps) {
  const key = route.name as 'home';
  return (
    <>
      <div className="page__hero">
        <div className="container">
          <h1 className="page__title">{t(`pages.${key}.heading`)}</h1>
          <p className="page__lead">{t(`pages.${key}.lead`)}</p>
        </div>
      </div>
      {calculator}
    </>
  );
}
