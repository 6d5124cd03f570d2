import type { TestWorker } from './harness';

/** The anon_id cookie a response set, if it set one. */
const anonIdSet = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => /^anon_id=([^;]+)/.exec(c)?.[1])
    .find(Boolean);

/** A new visitor id as the site issues one: GET /api/banners without a cookie, as a page's first call does. */
export async function issuedVisitorId(worker: Pick<TestWorker, 'get'>): Promise<string> {
  const res = await worker.get('/api/banners?source=desktop_web');
  await res.arrayBuffer();
  const id = anonIdSet(res);
  if (!id) throw new Error('/api/banners set no anon_id');
  return id;
}
