import { REGIONS, type Region } from '../../../content/branches/data';
import { telHref } from '../../../content/site';
import { iconMarkup } from '../../shared/icon-paths';
import type { Translator } from '../i18n';
import type { BranchView, OpeningHours } from './branch-view';
import { directionsUrl } from './directions-url';
import { escapeHtml as e, jsonLdText } from '../escape-html';
import { phoneText } from './phone-text';
import { branchLd } from './structured-data';

/**
 * The branches page's list, map markers and structured data as markup. The build renders the
 * content files' branches with it (BranchesBody puts it in as HTML), and the edge renders the
 * app service's stored list with the same function into the same places (worker/app-lists/), so
 * both look alike and hydration never compares what is inside. Every text is escaped.
 */
type T = Translator['t'];

const regionName = (t: T, region: Region) => t(`sections.branches.regions.${region}`);
const span = (h: OpeningHours) => `${h.opens}–${h.closes}`;

function cardHtml(b: BranchView, t: T): string {
  const hours: [string, string][] = [
    [t('sections.branches.weekdays'), span(b.hours.weekday)],
    [t('sections.branches.saturday'), b.hours.saturday ? span(b.hours.saturday) : t('sections.branches.closed')],
    [t('sections.branches.sundayHoliday'), b.hours.sundaysAndHolidays ? span(b.hours.sundaysAndHolidays) : t('sections.branches.closed')],
  ];
  const tags =
    (b.vtm ? `<span class="c-tag c-tag--vtm">${e(t('sections.branches.vtm'))}</span>` : '') +
    (b.suspended ? `<span class="c-tag c-tag--suspended">${e(t('sections.branches.suspended'))}</span>` : '');
  const remarks = b.remarks.length
    ? `<div class="c-branch__remarks"><dt>${iconMarkup('document', 18)}${e(t('sections.branches.remarks'))}</dt>` +
      `<dd>${b.remarks.map((r) => `<p>${e(r)}</p>`).join('')}</dd></div>`
    : '';
  return (
    `<article id="branch-${e(b.id)}" class="c-branch${b.suspended ? ' c-branch--suspended' : ''}" data-branch="${e(b.id)}">` +
    `<div class="c-branch__head"><h3 class="c-branch__name">${e(b.name)}</h3>${tags}</div>` +
    `<dl class="c-branch__facts">` +
    `<div><dt>${iconMarkup('pin', 18)}${e(t('sections.branches.address'))}</dt>` +
    `<dd>${e(b.address)}<br/><a class="c-branch__directions" href="${e(directionsUrl(b.address))}" target="_blank" rel="noopener" data-directions="">` +
    `${e(t('sections.branches.directions'))}<span class="visually-hidden">${e(t('sections.branches.directionsTo', { name: b.name }) + t('a11y.newWindow'))}</span></a></dd></div>` +
    `<div><dt>${iconMarkup('phone', 18)}${e(t('sections.branches.hotline'))}</dt>` +
    `<dd><a class="c-branch__phone" href="${e(telHref(b.hotline))}" aria-label="${e(`${t('sections.branches.callBranch', { name: b.name })} ${b.hotline}`)}">${e(phoneText(b.hotline))}</a></dd></div>` +
    `<div><dt>${iconMarkup('clock', 18)}${e(t('sections.branches.hours'))}</dt>` +
    // A suspended branch opens at no hour: its hours would read as an invitation to come.
    (b.suspended
      ? `<dd>${e(t('sections.branches.suspendedHours'))}</dd></div>`
      : `<dd><ul class="c-branch__hours">${hours.map(([day, time]) => `<li><span>${e(day)}</span><span>${e(time)}</span></li>`).join('')}</ul></dd></div>`) +
    remarks +
    `</dl></article>`
  );
}

/** The list: a section per region that has a branch (Hong Kong Island, Kowloon, New Territories), a card per branch. */
export function branchListHtml(branches: readonly BranchView[], t: T): string {
  return REGIONS.map((region) => {
    const inRegion = branches.filter((b) => b.region === region);
    if (!inRegion.length) return '';
    return (
      `<section class="c-region" aria-labelledby="region-${region}"><h2 id="region-${region}" class="c-region__title">${e(regionName(t, region))}</h2>` +
      `<div class="c-region__grid">${inRegion.map((b) => cardHtml(b, t)).join('')}</div></section>`
    );
  }).join('');
}

/** The map's markers (SVG), one per branch the map has a position for, each a link to its card. */
export function branchMarkersHtml(branches: readonly BranchView[], t: T): string {
  return branches
    .filter((b) => b.map)
    .map((b) => {
      const { x, y, label } = b.map!;
      const right = label === 'right';
      const kind = b.suspended ? 'suspended' : b.vtm ? 'vtm' : 'branch';
      const named = t('sections.branches.marker', { name: b.name, region: regionName(t, b.region) });
      const name = b.suspended ? t('sections.branches.suspendedMarker', { name: named }) : named;
      return (
        `<a href="#branch-${e(b.id)}" class="c-branchmap__marker c-branchmap__marker--${kind}" aria-label="${e(name)}" data-map-marker="${e(b.id)}">` +
        `<circle class="c-branchmap__hit" cx="${x}" cy="${y}" r="22"></circle><circle class="c-branchmap__dot" cx="${x}" cy="${y}" r="11"></circle>` +
        `<text class="c-branchmap__label" x="${right ? x + 18 : x - 18}" y="${y + 6}" text-anchor="${right ? 'start' : 'end'}">${e(b.shortName)}</text></a>`
      );
    })
    .join('');
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** LocalBusiness structured data, a JSON-LD script per branch, saying what its card says. */
export function branchLdHtml(branches: readonly BranchView[], { brand, pageUrl }: { brand: string; pageUrl: string }): string {
  return branches
    .map((b) => {
      const { weekday, saturday, sundaysAndHolidays } = b.hours;
      const hours = b.suspended
        ? []
        : [
            { days: WEEKDAYS, ...weekday },
            ...(saturday ? [{ days: ['Saturday'], ...saturday }] : []),
            ...(sundaysAndHolidays ? [{ days: ['Sunday', 'PublicHolidays'], ...sundaysAndHolidays }] : []),
          ];
      const data = branchLd({ name: `${brand} ${b.name}`, address: b.address, telephone: b.hotline, url: `${pageUrl}#branch-${b.id}`, brand, hours });
      return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
    })
    .join('');
}
