import type { Env } from '../env';
import { APP_SERVICE_CALLS, methodOf, type AppServiceAnswer, type AppServiceCall } from './calls';
import { sampleAnswer } from './sample-service';

/** Why a call gave no usable answer; each becomes a localized message for the visitor. */
export type AppServiceFailure = 'unreachable' | 'timeout' | 'refused' | 'bad_answer';

export class AppServiceError extends Error {
  constructor(
    readonly reason: AppServiceFailure,
    readonly status?: number,
  ) {
    super(`app service: ${reason}${status ? ` (${status})` : ''}`);
    this.name = 'AppServiceError';
  }
}

const DEFAULT_TIMEOUT_MS = 8000;
/** A read is tried this many times in all; a call that creates something once. */
const READ_ATTEMPTS = 2;

/** Milliseconds a call gets (APP_SERVICE_TIMEOUT_MS overrides; 100 to 30000). */
function timeoutOf(env: Pick<Env, 'APP_SERVICE_TIMEOUT_MS'>): number {
  const ms = Number(env.APP_SERVICE_TIMEOUT_MS);
  return Number.isInteger(ms) && ms >= 100 && ms <= 30_000 ? ms : DEFAULT_TIMEOUT_MS;
}

/** The configured base URL (https, or http on loopback for the tests), or null: the sample service. */
function baseUrlOf(env: Pick<Env, 'APP_SERVICE_URL'>): URL | null {
  if (!env.APP_SERVICE_URL) return null;
  try {
    const url = new URL(env.APP_SERVICE_URL);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return url;
  } catch {
    // Falls through: a malformed URL is reported and the service treated as unreachable.
  }
  console.error('APP_SERVICE_URL is not an https URL; app-service calls fail until it is fixed');
  return new URL('invalid://app-service');
}

/**
 * The app service, set up from the worker's environment: `APP_SERVICE_URL` (and the secret
 * `APP_SERVICE_TOKEN`, sent as a bearer token). Unset, as under `npm start` and in the tests
 * that do not bring their own: the local sample service answers, with labelled sample data.
 */
export class AppServiceClient {
  private readonly base: URL | null;
  private readonly timeoutMs: number;

  constructor(private readonly env: Pick<Env, 'APP_SERVICE_URL' | 'APP_SERVICE_TOKEN' | 'APP_SERVICE_TIMEOUT_MS'>) {
    this.base = baseUrlOf(env);
    this.timeoutMs = timeoutOf(env);
  }

  /** True when answers come from the local sample service. */
  get isSample(): boolean {
    return this.base === null;
  }

  async call<C extends AppServiceCall>(name: C, payload: Record<string, unknown>): Promise<AppServiceAnswer<C>> {
    const spec = APP_SERVICE_CALLS[name];
    const raw = this.base === null ? sampleAnswer(name, payload) : await this.send(name, payload, spec.idempotent ? READ_ATTEMPTS : 1);
    const parsed = spec.answer.safeParse(raw);
    if (!parsed.success) {
      console.error(`app service: ${name} answered in another shape`);
      throw new AppServiceError('bad_answer');
    }
    return parsed.data as AppServiceAnswer<C>;
  }

  private async send(name: AppServiceCall, payload: Record<string, unknown>, attempts: number): Promise<unknown> {
    let last: AppServiceError = new AppServiceError('unreachable');
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        return await this.sendOnce(name, payload);
      } catch (error) {
        last = error instanceof AppServiceError ? error : new AppServiceError('unreachable');
        // A refusal (4xx) or an answer in another shape is the same the second time.
        if (last.reason === 'refused' || last.reason === 'bad_answer') break;
      }
    }
    console.error(`app service: ${name} failed: ${last.reason}${last.status ? ` ${last.status}` : ''}`);
    throw last;
  }

  private async sendOnce(name: AppServiceCall, payload: Record<string, unknown>): Promise<unknown> {
    const url = new URL(`api/v2/${name}`, this.base!.href.endsWith('/') ? this.base! : `${this.base!.href}/`);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.env.APP_SERVICE_TOKEN) headers.Authorization = `Bearer ${this.env.APP_SERVICE_TOKEN}`;
    const init: RequestInit = { method: methodOf(name), headers, signal: AbortSignal.timeout(this.timeoutMs) };
    if (init.method === 'GET') {
      // A read: what it asks for goes in the query string (only scalar values are sent).
      for (const [key, value] of Object.entries(payload)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') url.searchParams.set(key, String(value));
      }
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(payload);
    }
    let res: Response;
    try {
      res = await fetch(url, init);
    } catch (error) {
      throw new AppServiceError((error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable');
    }
    if (res.status >= 500) {
      await res.body?.cancel();
      throw new AppServiceError('unreachable', res.status);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new AppServiceError('refused', res.status);
    }
    try {
      return await res.json();
    } catch (error) {
      throw new AppServiceError((error as Error).name === 'TimeoutError' ? 'timeout' : 'bad_answer', res.status);
    }
  }
}
