/**
 * The stored lists for the page bodies Waku renders (the branches and FAQ pages' RSC payloads,
 * rendered on request at the edge): read from KV through the Worker's bindings, which workerd gives
 * any module (`cloudflare:workers`). While the build prerenders in Node there are none: the pages
 * are built from the content files.
 */
import type { Env } from '../env';
import { renderedFor, type ListPage, type RequestLists } from './rendered';
import { isAppListLocale } from './stored';
import type { Locale } from '../../src/shared/locales';

// Not a literal: the build, which runs in Node, must not resolve it; workerd provides it.
const WORKERS_MODULE = ['cloudflare', 'workers'].join(':');

async function workerEnv(): Promise<Env | undefined> {
  try {
    return ((await import(/* @vite-ignore */ WORKERS_MODULE)) as { env: Env }).env;
  } catch {
    return undefined;
  }
}

/** The lists stored for this page and locale; none at build time, with nothing stored, or when KV fails. */
export async function storedLists(page: ListPage, locale: Locale): Promise<RequestLists> {
  if (!isAppListLocale(locale)) return {};
  const env = await workerEnv();
  if (!env) return {};
  try {
    return (await renderedFor(env, page, locale))?.lists ?? {};
  } catch (error) {
    console.error(`app lists: ${page} (${locale}) not read for the render (${(error as Error).name})`);
    return {};
  }
}
