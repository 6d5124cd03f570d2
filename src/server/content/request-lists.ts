import { unstable_getContext as getContext } from 'waku/server';
import type { BranchView } from './branch-view';
import type { FaqSectionView } from './faq-view';

/**
 * The app service's lists handed to one render: the edge gives them with the Request it passes to
 * Waku (worker/app-lists/pages.ts), and the page bodies read them from Waku's request context.
 */
export interface RequestLists {
  faq?: readonly FaqSectionView[];
  branches?: readonly BranchView[];
}

const given = new WeakMap<Request, RequestLists>();

/** Hands the lists to the render of this request (the very object given to Waku's handler). */
export function giveLists(req: Request, lists: RequestLists): Request {
  given.set(req, lists);
  return req;
}

/** The lists handed to the request being rendered; none at build time or outside a request. */
export function requestLists(): RequestLists {
  let req: Request;
  try {
    req = getContext().req;
  } catch {
    return {};
  }
  return given.get(req) ?? {};
}
