/**
 * The inline script (in the <head> of each product page a lead lands on, about 0.3 KiB gzip)
 * that takes a sent lead's details out of the address: it reads the spec's names from the fragment,
 * leaves them for the page's store and puts the address back without them (path, query and any
 * other fragment kept). docs/lead-form.md, "After submit"; docs/decisions.md#lead-hand-over.
 */
import { HAND_OVER_GLOBAL, HAND_OVER_NAMES } from '../../src/shared/leads/hand-over';

// Written small by hand: it is in the HTML of every product page. `N`: the names; `k`: a pair's
// name, decoded as a query's; `p`: the fragment's pairs; `r`: the others, kept as written.
//
// Why there is early enough: a parser-inserted inline script in <head> runs before the body is
// parsed, and this one before any other script of the page (only the charset, viewport, inline
// style and a disabled stylesheet link precede it; the early-tap script follows it, Waku's
// bootstrap and every module, analytics and the web-vitals beacon among them, come after the first
// paint). Nothing reads the address before it, and the fragment reaches no server and no Referer.
// replaceState changes the entry itself, so Back, Forward and reload find the address without them.
export const LEAD_HAND_OVER =
  `(()=>{const N=${JSON.stringify(HAND_OVER_NAMES)},h=location.hash.slice(1),` +
  'k=p=>{try{return decodeURIComponent(p.split("=")[0].replace(/\\+/g," "))}catch{}},' +
  'p=h.split("&"),r=p.filter(x=>x&&!N.includes(k(x)));if(!p.some(x=>N.includes(k(x))))return;' +
  `const q=new URLSearchParams(h);self.${HAND_OVER_GLOBAL}=Object.fromEntries(N.map(n=>[n,q.get(n)]));` +
  'history.replaceState(history.state,"",location.pathname+location.search+(r.length?"#"+r.join("&"):""))})()';
