import type { BranchCopy } from '../../../../content/types';
import type { BranchData } from '../../../../content/branches/data';
import { OFFICE_HOURS } from '../../../../content/office-hours';
import { telHref } from '../../../../content/site';
import { directionsUrl } from '../../../server/content/directions-url';
import type { Translator } from '../../../server/i18n';
import { Icon } from '../Icon';
import './branches.css';
import { phoneText } from '../../../server/content/phone-text';

/** One branch: name, status tags, address with a directions link, hotline, opening hours and remarks. */
export function BranchCard({ data, copy, t, fill }: { data: BranchData; copy: BranchCopy; t: Translator['t']; fill: (s: string) => string }) {
  const hours: [string, string][] = [
    [t('sections.branches.weekdays'), `${OFFICE_HOURS.weekday.opens}–${data.weekdayClose}`],
    [t('sections.branches.saturday'), `${OFFICE_HOURS.saturday.opens}–${OFFICE_HOURS.saturday.closes}`],
    [t('sections.branches.sundayHoliday'), t('sections.branches.closed')],
  ];
  return (
    <article id={`branch-${data.id}`} className={`c-branch${data.suspended ? ' c-branch--suspended' : ''}`} data-branch={data.id}>
      <div className="c-branch__head">
        <h3 className="c-branch__name">{copy.name}</h3>
        {data.vtm ? <span className="c-tag c-tag--vtm">{t('sections.branches.vtm')}</span> : null}
        {data.suspended ? <span className="c-tag c-tag--suspended">{t('sections.branches.suspended')}</span> : null}
      </div>
      <dl className="c-branch__facts">
        <div>
          <dt>
            <Icon name="pin" size={18} />
            {t('sections.branches.address')}
          </dt>
          <dd>
            {copy.address}
            <br />
            <a className="c-branch__directions" href={directionsUrl(copy.address)} target="_blank" rel="noopener" data-directions="">
              {t('sections.branches.directions')}
              <span className="visually-hidden">
                {t('sections.branches.directionsTo', { name: copy.name })}
                {t('a11y.newWindow')}
              </span>
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" size={18} />
            {t('sections.branches.hotline')}
          </dt>
          <dd>
            <a
              className="c-branch__phone"
              href={telHref(data.hotline)}
              aria-label={t('sections.branches.callBranch', { name: copy.name }) + ' ' + data.hotline}
            >
              {phoneText(data.hotline)}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={18} />
            {t('sections.branches.hours')}
          </dt>
          <dd>
            <ul className="c-branch__hours">
              {hours.map(([day, time]) => (
                <li key={day}>
                  <span>{day}</span>
                  <span>{time}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {copy.remarks.length ? (
          <div className="c-branch__remarks">
            <dt>
              <Icon name="document" size={18} />
              {t('sections.branches.remarks')}
            </dt>
            <dd>
              {copy.remarks.map((r) => (
                <p key={fill(r)}>{fill(r)}</p>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
