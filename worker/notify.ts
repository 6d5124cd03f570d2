import type { Env } from './env';

/** A plain address only: a CR, LF, comma or display name could add a header or a recipient. */
const ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const isPlainAddress = (value: string | undefined): value is string => !!value && value.length <= 254 && ADDRESS.test(value);

/**
 * Sends one plain-text notice through the EMAIL binding to `to` (CS_NOTIFY_TO or OPS_NOTIFY_TO),
 * from NOTIFY_FROM. The binding's structured form: Cloudflare builds the MIME message, so none is
 * written here (docs/decisions.md, "E-mail notices"). Unset or malformed addresses send nothing
 * (logged without the value); a failed send is logged and never reaches the visitor or the cron's
 * other work. The destination must be verified in the account's Email Routing (docs/deploy.md).
 */
export async function sendNotice(env: Env, to: string | undefined, subject: string, text: string, what: string): Promise<boolean> {
  if (!to) return false;
  if (!isPlainAddress(to) || !isPlainAddress(env.NOTIFY_FROM)) {
    console.warn(`notice (${what}) not sent: the destination or NOTIFY_FROM is not a plain e-mail address`);
    return false;
  }
  try {
    await env.EMAIL.send({ from: env.NOTIFY_FROM, to, subject, text });
    return true;
  } catch (error) {
    console.error(`notice (${what}) not sent: ${(error as Error).name}`);
    return false;
  }
}
