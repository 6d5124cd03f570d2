import type { TagRecord } from '../../browser/tag-check/api';
import { formatCalendarDate } from '../../shared/calendar-date';
import type { Locale } from '../../shared/locales';
import { fillIn } from './fill-in';
import type { TagCheckIslandCopy } from './types';

const TITLE = { genuine: 'genuineTitle', revoked: 'revokedTitle', unknown: 'unknownTitle' } as const;
const TEXT = { genuine: 'genuineText', revoked: 'revokedText', unknown: 'unknownText' } as const;

/** A tick, an exclamation mark or a cross: the answer at a glance (the title says it in words). */
function StatusIcon({ status }: { status: TagRecord['status'] }) {
  return (
    <svg className="tag-result__icon" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      {status === 'genuine' ? (
        <path d="M9.5 16.5l4.5 4.5 8.5-9.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      ) : status === 'revoked' ? (
        <path d="M16 8.5v9M16 22.5v.5" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      ) : (
        <path d="M11 11l10 10M21 11L11 21" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * What the check found, in plain words: genuine (what it is and when it was issued, as Hong Kong
 * readers write a date), withdrawn (a warning), or not the company's (what to do about it).
 */
export function TagResult({ record, locale, copy }: { record: TagRecord; locale: Locale; copy: TagCheckIslandCopy }) {
  const { result, kinds } = copy.tool;
  const date = record.issuedAt ? formatCalendarDate(record.issuedAt.slice(0, 10), locale) : '';
  const kind = kinds[record.kind ?? 'unknown'];
  const fill = (text: string) => fillIn(text, { tag: record.tagId, kind, date });
  return (
    <div className={`tag-result tag-result--${record.status}`} data-tag-status={record.status}>
      <h3 className="tag-result__title">
        <StatusIcon status={record.status} />
        <span>{fill(result[TITLE[record.status]])}</span>
      </h3>
      <p className="tag-result__text">{fill(result[TEXT[record.status]])}</p>
      {record.status === 'unknown' ? (
        <>
          <h4 className="tag-result__subtitle">{result.actionsTitle}</h4>
          <ol className="tag-result__actions">
            {copy.actions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ol>
        </>
      ) : (
        <dl className="tag-result__facts">
          <div>
            <dt>{result.tagLabel}</dt>
            <dd>{record.tagId}</dd>
          </div>
          {record.kind ? (
            <div>
              <dt>{result.kindLabel}</dt>
              <dd>{kind}</dd>
            </div>
          ) : null}
          {record.issuedAt ? (
            <div>
              <dt>{result.issuedLabel}</dt>
              <dd>
                <time dateTime={record.issuedAt.slice(0, 10)}>{date}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      )}
      {record.sample ? <p className="tag-result__sample">{result.sample}</p> : null}
    </div>
  );
}
