import type { InvestorDocument } from '../../../../content/investor/documents';
import { formatDate } from '../../../shared/format';
import type { Locale } from '../../../shared/locales';
import { Icon } from '../Icon';

/** Investor documents: title (a link to the PDF), date of publication. */
export function DocumentList({
  documents,
  titles,
  locale,
  dateLabel,
  pdfLabel,
}: {
  documents: readonly InvestorDocument[];
  titles: Record<string, string>;
  locale: Locale;
  dateLabel: string;
  pdfLabel: string;
}) {
  return (
    <ul className="c-docs">
      {documents.map((d) => (
        <li key={d.id} className="c-doc" data-document={d.id}>
          <span className="c-doc__icon">
            <Icon name="document" />
          </span>
          <div className="c-doc__body">
            <a className="c-doc__link" href={d.file} type="application/pdf">
              {titles[d.id]}
              <span className="c-doc__type">{pdfLabel}</span>
            </a>
            <p className="c-doc__date">
              <span className="visually-hidden">{dateLabel} </span>
              <time dateTime={d.date}>{formatDate(d.date, locale)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
