import { storedLists } from '../../../worker/app-lists/render-lists';
import { BranchMap } from '../../components/content/branches/BranchMap';
import { ViewToggle } from '../../components/content/branches/ViewToggle';
import { PageIntro } from '../../components/content/PageIntro';
import { contentBranches } from '../../server/content/branch-view';
import { branchLdHtml, branchListHtml, branchMarkersHtml } from '../../server/content/branches-markup';
import { absoluteUrl } from '../../server/content/page-url';
import type { PageBodyProps } from '../page-body';

/**
 * Branches (route addressMap): a map or list view (no script), the branches grouped by region, and
 * LocalBusiness structured data. Markers, list and data are HTML from branches-markup.ts, made from
 * the app service's stored list when one is stored (read on request), else from the content files
 * (worker/app-lists/, docs/app-service.md). React does not compare HTML it was given as HTML.
 */
export async function BranchesBody({ route, locale, t }: PageBodyProps) {
  const brand = t('brand');
  const branches = (await storedLists('/addressMap', locale)).branches ?? contentBranches(locale, brand);
  const regionName = (r: 'hongKong' | 'kowloon' | 'newTerritories') => t(`sections.branches.regions.${r}`);
  return (
    <>
      <PageIntro heading={t('pages.addressMap.heading')} lead={t('pages.addressMap.lead')} />
      <div className="c-branches container" data-branches="">
        <ViewToggle label={t('sections.branches.viewLabel')} mapLabel={t('sections.branches.mapView')} listLabel={t('sections.branches.listView')} />
        <div className="c-branches__body">
          <figure className="c-branchmap" data-branch-map="">
            <BranchMap
              markersHtml={branchMarkersHtml(branches, t)}
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
          <div className="c-branches__list" data-branch-list="" dangerouslySetInnerHTML={{ __html: branchListHtml(branches, t) }} />
        </div>
      </div>
      <div hidden data-branch-ld="" dangerouslySetInnerHTML={{ __html: branchLdHtml(branches, { brand, pageUrl: absoluteUrl(route.path, locale) }) }} />
    </>
  );
}
