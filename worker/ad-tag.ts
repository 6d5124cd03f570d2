/**
 * The `AD_CONVERSION_TAG` setting ('AW-123456789/label'): the switch for the ad platform's
 * conversion tag. Unset or empty = off. A value of any other shape is a configuration mistake: it
 * is logged and read as off, so a typo can never put an unexpected script on the site.
 */
const AD_TAG = /^AW-\d{6,12}\/[\w-]{1,40}$/;

export function adConversionTag(setting: string | undefined): string | null {
  const tag = (setting ?? '').trim();
  if (!tag) return null;
  if (AD_TAG.test(tag)) return tag;
  console.warn('AD_CONVERSION_TAG ignored: expected AW-<digits>/<label>');
  return null;
}
