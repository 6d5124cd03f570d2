import type { BannerLabels } from './labels';

/** Licence number and risk warning on every banner (Money Lenders Ordinance advertising rules). */
export function BannerCompliance({ labels, className }: { labels: BannerLabels; className: string }) {
  return (
    <p className={className} lang={labels.lang} data-banner-compliance="">
      {labels.licence} <strong>{labels.warning}</strong>
    </p>
  );
}
