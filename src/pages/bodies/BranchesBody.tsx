import { CONTENT } from '../../../content';
import { BRANCHES, REGIONS } from '../../../content/branches/data';
import { OFFICE_HOURS } from '../../../content/office-hours';
import { BranchCard } from '../../components/content/branches/BranchCard';
import { BranchMap } from '../../components/content/branches/BranchMap';
import { ViewToggle } from '../../components/content/branches/ViewToggle';
import { JsonLd } from '../../components/content/JsonLd';
import { PageIntro } from '../../components/content/PageIntro';
import { makeFiller } from '../../server/content/fill';
import { ALL_FACTS } from '../../../content/general-facts';
import { absoluteUrl } from '../../server/content/page-url';
import { siteWords } from '../../server/content/site-words';
import { branchLd } from '../../server/content/structured-data';
import type { PageBodyProps } from '../page-body';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * Branches (route addressMap): a map or list view (no script), the ten branches grouped Hong Kong
 * Island / Kowloon / New Territories, and LocalBusiness structured data for each branch.
 */
export function BranchesBody({ route, locale, t }: PageBodyProps) {
  const copy = new Map(CONTENT[locale].branches.map((b) => [b.id, b]));
  const brand = t('brand');
  const fill = makeFiller(ALL_FACTS, siteWords(brand));
  const regionName = (r: (typeof REGIONS)[number]) => t(`sections.branches.regions.${r}`);
  const markers = BRANCHES.map((branch) => {
    const c = copy.get(branch.id)!;
    const name = t('sections.branches.marker', { name: c.name, region: regionName(branch.region) });
    return { branch, label: c.shortName, name: branch.suspended ? t('sections.branches.suspendedMarker', { name }) : name };
  });
  return (
    <>
      <PageIntro heading={t('pages.addressMap.heading')} lead={t('pages.addressMap.lead')} />
      <div className="c-branches container" data-branches="">
        <ViewToggle label={t('sections.branches.viewLabel')} mapLabel={t('sections.branches.mapView')} listLabel={t('sections.branches.listView')} />
        <div className="c-branches__body">
          <figure className="c-branchmap" data-branch-map="">
            <BranchMap
              markers={markers}
              title={t('sections.branches.mapTitle')}
              regionNames={{ hongKong: regionName('hongKong'), kowloon: regionName('kowloon'), newTerritories: regionName('newTerritories') }}
              harbour={t('sections.branches.harbour')}
              north={t('sections.branches.north')}
            />
            <figcaption className="c-branchmap__caption">
              <ul className="c-branchmap__legend">
                <li className="c-branchmap__key c-branchmap__key--branch">{t('sections.branches.legendBranch')}</li>
                <li className="c-branchmap__key c-branchmap__key--vtm">{t('sections.branches.legendVtm')}</li>
                <li className="c-branchmap__key c-branchmap__key--suspended">{t('sections.branches.legendSuspended')}</li>
              </ul>
              <p>{t('sections.branches.mapNote')}</p>
            </figcaption>
          </figure>
          <div className="c-branches__list" data-branch-list="">
            {REGIONS.map((region) => (
              <section key={region} className="c-region" aria-labelledby={`region-${region}`}>
                <h2 id={`region-${region}`} className="c-region__title">
                  {regionName(region)}
                </h2>
                <div className="c-region__grid">
                  {BRANCHES.filter((b) => b.region === region).map((b) => (
                    <BranchCard key={b.id} data={b} copy={copy.get(b.id)!} t={t} fill={fill} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
      {BRANCHES.map((b) => {
        const c = copy.get(b.id)!;
        return (
          <JsonLd
            key={b.id}
            data={branchLd({
              name: `${brand} ${c.name}`,
              address: c.address,
              telephone: b.hotline,
              url: `${absoluteUrl(route.path, locale)}#branch-${b.id}`,
              brand,
              hours: b.suspended
                ? []
                : [
                    { days: WEEKDAYS, opens: OFFICE_HOURS.weekday.opens, closes: b.weekdayClose },
                    { days: ['Saturday'], opens: OFFICE_HOURS.saturday.opens, closes: OFFICE_HOURS.saturday.closes },
                  ],
            })}
          />
        );
      })}
    </>
  );
}
