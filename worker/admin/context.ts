import type { AdminCopy } from '../../content/i18n/admin.zh-HK';
import type { Env } from '../env';
import type { ConsoleLocale } from './copy';
import type { Operator } from './roles';

/** What the console's steps hand each other (./index.ts lists them). */
interface AdminVariables {
  /** This response's CSP nonce (its one <style>). */
  nonce: string;
  locale: ConsoleLocale;
  copy: AdminCopy;
  /** Who is signed in (./identity.tsx); set before any page runs. */
  operator: Operator;
  /** How they signed in, which decides how they sign out (./sign-out.tsx). */
  signedInWith: 'access' | 'dev';
  /** The session's CSRF token, written into every form (./csrf.tsx). */
  csrf: string;
}

export type AdminEnv = { Bindings: Env; Variables: AdminVariables };
