/**
 * What the edge layer relies on in Waku's request handling, read in the release named by
 * WAKU_VERSION in scripts/build/waku-internals.ts (the build stops on any other; docs/waku-upgrade.md
 * says what to check here before moving on). No imports: it is bundled into the Worker.
 */

/** Where Waku answers RSC requests: its `rscBase` ('RSC') as a path prefix. */
export const RSC_PATH_PREFIX = '/RSC/';

/**
 * The one RSC request the site's client router makes: a route's payload for a client navigation,
 * `/RSC/R/<path>.txt` (the home page's is `/RSC/R/_root.txt`). Anything else under RSC_PATH_PREFIX
 * is no request Waku answers with a payload (it throws: a 500).
 */
export const ROUTE_PAYLOAD_PATH = /^\/RSC\/R\/.+\.txt$/;
