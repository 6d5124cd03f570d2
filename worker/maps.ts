import { BRANCHES } from '../content/branches/data';
import { contentBranches, type BranchView, type OpeningHours } from '../src/server/content/branch-view';
import { createTranslator } from '../src/server/i18n';
import { splitLocale, type Locale } from '../src/shared/locales';
import { routeByPath } from '../src/shared/routes/table';

/**
 * The `MAPS_API_KEY` setting: the switch for the maps library with places on the branches page
 * (docs/product-rules.md §7: the original site loaded Google's Maps JavaScript API with the places
 * library). Unset or empty = off: the page keeps its schematic map, no request to Google, no CSP
 * addition. 20 to 60 letters, digits, `_` or `-` (a Google API key is 39): the key is written into a
 * script, so nothing else may reach it. Any other shape is a configuration mistake: logged (without
 * the value, a secret may have been pasted into the wrong variable) and read as off.
 */
const MAPS_API_KEY = /^[\w-]{20,60}$/;

export function mapsApiKey(setting: string | undefined): string | null {
  const key = (setting ?? '').trim();
  if (!key) return null;
  if (MAPS_API_KEY.test(key)) return key;
  console.warn(`MAPS_API_KEY ignored: expected 20-60 letters, digits, _ or - (got ${key.length} characters)`);
  return null;
}

/**
 * The maps provider (Google Maps JavaScript API with the places library), in one place: the script
 * the branches page's loader fetches while MAPS_API_KEY is on (below), and the hosts the API
 * talks to, per CSP directive, as Google's CSP guide for the Maps JavaScript API lists them. Its
 * scripts need no host: they come in through the loader, which the page CSP names by hash or
 * nonce ('strict-dynamic'). Its map draws itself with inline styles ('unsafe-inline', as the guide says).
 */
export const MAPS_PROVIDER = {
  loader: 'https://maps.googleapis.com/maps/api/js',
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
} as const;

/** The branches page (route addressMap) in any locale: the only page the maps library goes on. */
export function isBranchesPage(pathname: string): boolean {
  return routeByPath.get(splitLocale(pathname).path)?.name === 'addressMap';
}

/** The language Google's map labels take for each of the site's locales. */
const MAP_LANGUAGE: Record<Locale, string> = { 'zh-HK': 'zh-HK', 'en-US': 'en', 'zh-CN': 'zh-CN' };

const GEO: ReadonlyMap<string, { lat: number; lng: number }> = new Map(BRANCHES.map((b) => [b.id, b.geo]));
const span = (h: OpeningHours) => `${h.opens}–${h.closes}`;

/** What each marker shows: the branch, its hours in the page's language, its directions link. */
const markerDataKept = new Map<Locale, ReturnType<typeof makeMarkerData>>();
const markerData = (locale: Locale) => markerDataKept.get(locale) ?? markerDataKept.set(locale, makeMarkerData(locale)).get(locale)!;

function makeMarkerData(locale: Locale) {
  const { t } = createTranslator(locale);
  const hours = (b: BranchView): [string, string][] => [
    [t('sections.branches.weekdays'), span(b.hours.weekday)],
    [t('sections.branches.saturday'), b.hours.saturday ? span(b.hours.saturday) : t('sections.branches.closed')],
    [t('sections.branches.sundayHoliday'), b.hours.sundaysAndHolidays ? span(b.hours.sundaysAndHolidays) : t('sections.branches.closed')],
  ];
  return {
    label: t('sections.branches.liveMapTitle'),
    hoursLabel: t('sections.branches.hours'),
    directions: t('sections.branches.directions'),
    separator: t('footer.labelSeparator'),
    branches: contentBranches(locale, t('brand')).map((b) => {
      const geo = GEO.get(b.id)!;
      return {
        id: b.id,
        name: b.suspended ? t('sections.branches.suspendedMarker', { name: b.name }) : b.name,
        hours: hours(b),
        lat: geo.lat,
        lng: geo.lng,
        // Google Maps' URL API: directions to the point, from where the visitor is.
        directions: `https://www.google.com/maps/dir/?api=1&destination=${geo.lat},${geo.lng}`,
        // What a screen reader hears after "Directions", as in the list's links.
        directionsTo: t('sections.branches.directionsTo', { name: b.name }) + t('a11y.newWindow'),
      };
    }),
  };
}

/** JSON that is safe inside a <script>: no `</script>`, no comment opener, no line separators. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The first-party loader script (html.ts appends it to <body> at the edge, on the branches page
 * only, with the response's nonce or named by hash). It fetches Google's script only once the page has
 * loaded and the browser is idle and the map is within half a screen, or at once on a press or
 * focus inside the map; Google's own scripts are trusted through 'strict-dynamic'. Then the map
 * takes the schematic's place (kept, hidden, should the API never call back; drawn once React has
 * hydrated the page) and each branch is a
 * marker whose info window shows its hours and a directions link. The info window is built with
 * DOM text nodes, never HTML. `key` has been checked by mapsApiKey.
 */
export function mapsLoaderScript(key: string, locale: Locale): string {
  const src =
    `${MAPS_PROVIDER.loader}?key=${encodeURIComponent(key)}&libraries=places&loading=async` +
    `&language=${MAP_LANGUAGE[locale]}&region=HK&callback=__branchMapReady`;
  const script =
    `(function(w,d,src,data){var done=false;` +
    // Drawn only once React has hydrated the page (html[data-hydrated], HydratedMarker.tsx): nodes
    // added to the figure before then would be a hydration mismatch, and React would drop them.
    `function hydrated(f){var h=d.documentElement;if(h.hasAttribute("data-hydrated"))return f();` +
    `var o=new MutationObserver(function(){if(h.hasAttribute("data-hydrated")){o.disconnect();f()}});` +
    `o.observe(h,{attributes:true,attributeFilter:["data-hydrated"]})}` +
    `function load(){if(done)return;done=true;w.__branchMapReady=function(){hydrated(draw)};var s=d.createElement("script");` +
    `s.async=true;s.src=src;d.head.appendChild(s)}` +
    `function el(tag,text){var e=d.createElement(tag);if(text)e.textContent=text;return e}` +
    `function card(b){var box=el("div"),h=el("h3",b.name),l=el("ul"),a=el("a",data.directions);` +
    `box.className="c-branchmap__info";box.appendChild(h);box.appendChild(el("p",data.hoursLabel));` +
    `b.hours.forEach(function(r){l.appendChild(el("li",r[0]+data.separator+r[1]))});box.appendChild(l);` +
    `a.href=b.directions;a.target="_blank";a.rel="noopener";a.setAttribute("data-maps-directions","");` +
    `var v=el("span",b.directionsTo);v.className="visually-hidden";a.appendChild(v);box.appendChild(a);return box}` +
    `function draw(){var g=w.google&&w.google.maps,fig=d.querySelector("[data-branch-map]");if(!g||!fig)return;` +
    `var box=el("div");box.setAttribute("data-maps-live","");box.setAttribute("role","region");` +
    `box.setAttribute("aria-label",data.label);box.style.width="100%";box.style.aspectRatio="640 / 460";` +
    `box.style.minHeight="320px";fig.insertBefore(box,fig.firstChild);` +
    `for(var i=0,hide=fig.querySelectorAll(".c-branchmap__svg,.c-branchmap__caption");i<hide.length;i++)hide[i].style.display="none";` +
    `var map=new g.Map(box,{center:{lat:22.36,lng:114.14},zoom:11}),info=new g.InfoWindow();` +
    `data.branches.forEach(function(b){var m=new g.Marker({position:{lat:b.lat,lng:b.lng},map:map,title:b.name});` +
    `m.addListener("click",function(){info.setContent(card(b));info.open({anchor:m,map:map})})})}` +
    `function near(){var fig=d.querySelector("[data-branch-map]");if(!fig||!w.IntersectionObserver)return load();` +
    `var o=new IntersectionObserver(function(es){if(es.some(function(e){return e.isIntersecting})){o.disconnect();load()}},{rootMargin:"50% 0px"});o.observe(fig)}` +
    // An idle period may never come (headless Chromium, web-chat.ts): 2 s after the load at the latest.
    `function idle(){if(w.requestIdleCallback)w.requestIdleCallback(near,{timeout:2000});else setTimeout(near,1)}` +
    `if(d.readyState==="complete")idle();else w.addEventListener("load",idle);` +
    `["pointerdown","focusin"].forEach(function(t){d.addEventListener(t,function(e){` +
    `if(e.target&&e.target.closest&&e.target.closest("[data-branch-map]"))load()},true)})` +
    `})(window,document,${scriptJson(src)},${scriptJson(markerData(locale))});`;
  return script;
}
