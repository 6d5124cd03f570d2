/**
 * The RSC path of a page's route payload, as Waku's router asks for it (`/RSC/<path>.txt`):
 * `R/_root` for `/`, `R/<path without its leading slash>` otherwise.
 */
export const routePayloadPath = (pathname: string): string => `R/${pathname === '/' ? '_root' : pathname.replace(/^\/+|\/+$/g, '')}`;
