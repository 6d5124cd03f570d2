import type { Region } from '../../../../content/branches/data';

/**
 * A schematic map of Hong Kong drawn inline: no map service, no key, no script, works offline.
 * The landmasses are decoration (hidden from assistive technology); each branch is a link to its
 * details below, named by branch, region and status. Marker positions live in the branch data;
 * the markers come as markup (src/server/content/branches-markup.ts).
 */
export function BranchMap({
  markersHtml,
  title,
  regionNames,
  harbour,
  north,
}: {
  markersHtml: string;
  title: string;
  regionNames: Record<Region, string>;
  harbour: string;
  north: string;
}) {
  return (
    <svg className="c-branchmap__svg" width="640" height="460" viewBox="0 0 640 460" role="group" aria-label={title}>
      <g aria-hidden="true">
        <rect width="640" height="460" rx="16" className="c-branchmap__sea" />
        <path
          className="c-branchmap__land c-branchmap__land--nt"
          d="M40 96C40 52 98 34 170 36L330 30C430 22 530 30 590 62C622 110 614 170 584 214C548 230 482 228 420 228L292 230C220 232 160 220 112 198C66 176 40 140 40 96Z"
        />
        <path className="c-branchmap__land c-branchmap__land--kln" d="M282 232L598 230C614 262 612 302 596 334L292 338C276 308 274 262 282 232Z" />
        <path
          className="c-branchmap__land c-branchmap__land--hk"
          d="M232 364C300 352 470 350 608 360C630 390 622 426 592 442L262 446C234 430 224 392 232 364Z"
        />
        <text className="c-branchmap__region" x="590" y="140" textAnchor="end">
          {regionNames.newTerritories}
        </text>
        <text className="c-branchmap__region" x="270" y="296" textAnchor="end">
          {regionNames.kowloon}
        </text>
        <text className="c-branchmap__region" x="222" y="412" textAnchor="end">
          {regionNames.hongKong}
        </text>
        <text className="c-branchmap__harbour" x="440" y="353" textAnchor="middle">
          {harbour}
        </text>
        <g transform="translate(30 30)" className="c-branchmap__north">
          <path d="M0 22L8 0L16 22L8 17Z" />
          <text x="8" y="38" textAnchor="middle">
            {north}
          </text>
        </g>
      </g>
      {/* The markers as markup (branches-markup.ts): the edge puts the app service's branches in their place. */}
      <g data-branch-markers="" dangerouslySetInnerHTML={{ __html: markersHtml }} />
    </svg>
  );
}
