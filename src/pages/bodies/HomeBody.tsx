import { CONTENT } from '../../../content';
import { BRANCHES } from '../../../content/branches/data';
import { SITE } from '../../../content/site';
import type { LoanName } from '../../../content/types';
import { ApplyButton } from '../../components/content/ApplyButton';
import { AppDownload } from '../../components/content/home/AppDownload';
import { HomeHero } from '../../components/content/home/HomeHero';
import { QuickStartField } from '../../components/lead/QuickStartField';
import { ProductSelector } from '../../components/content/home/ProductSelector';
import { VtmList } from '../../components/content/home/VtmList';
import { IconCards } from '../../components/content/IconCards';
import { JsonLd } from '../../components/content/JsonLd';
import { PageLink } from '../../components/content/PageLink';
import { Section } from '../../components/content/Section';
import { Steps } from '../../components/content/Steps';
import { Testimonials } from '../../components/content/Testimonials';
import { ALL_FACTS } from '../../server/content/all-facts';
import { makeFiller } from '../../server/content/fill';
import { absoluteUrl } from '../../server/content/page-url';
import { siteWords } from '../../server/content/site-words';
import { organizationLd } from '../../server/content/structured-data';
import { testimonialsByIds } from '../../server/content/testimonial-lookup';
import { loanMenu } from '../../server/menus';
import { localizePath } from '../../shared/locales';
import { PRODUCT_BY_NAME } from '../../shared/products';
import { hrefFor } from '../../shared/routes/availability';
import { APP_DOWNLOAD_REDIRECT, routeByName } from '../../shared/routes/table';
import type { PageBodyProps } from '../page-body';

/**
 * The home page (docs/product-rules.md §2): banner, product selector, calculator, selling points, customer
 * comments, why choose us, application steps, VTM branches and the app download prompt.
 */
export function HomeBody({ locale, t, calculator }: PageBodyProps) {
  const content = CONTENT[locale];
  const brand = t('brand');
  const words = siteWords(brand);
  const fill = makeFiller(ALL_FACTS, words);
  const route = (name: string) => hrefFor(routeByName.get(name)!, locale);

  const products = loanMenu().map((r) => {
    const name = r.name as LoanName;
    return {
      route: r.name,
      name: t(`loanNames.${name as 'nLoan'}`),
      headline: makeFiller(PRODUCT_BY_NAME[name].facts, words)(content.loans[name].headline),
      href: hrefFor(r, locale),
    };
  });
  const branchCopy = new Map(content.branches.map((b) => [b.id, b]));
  const vtmBranches = BRANCHES.filter((b) => b.vtm && !b.suspended).map((b) => ({
    id: b.id,
    name: branchCopy.get(b.id)!.name,
    address: branchCopy.get(b.id)!.address,
    region: t(`sections.branches.regions.${b.region}`),
  }));

  return (
    <>
      <HomeHero
        heading={t('pages.home.heading')}
        lead={t('pages.home.lead')}
        badges={[t('sections.home.badgeLicensed'), t('sections.home.badgeListed', { code: SITE.stockCode }), t('sections.home.badgeNoFee')]}
        actions={
          <>
            <ApplyButton label={t('sections.common.applyNow')} sentLabel={t('lead.sent.button')} track="hero:apply" />
            <a className="btn btn--ghost" href="#products">
              {t('sections.home.browseProducts')}
            </a>
          </>
        }
        quickStart={<QuickStartField locale={locale} />}
      />
      <Section id="products" title={t('sections.home.productsTitle')} intro={t('sections.home.productsIntro')}>
        <ProductSelector products={products} locale={locale} />
      </Section>
      {calculator}
      <Section id="selling-points" tone="alt" title={t('sections.home.sellingTitle')}>
        <IconCards items={content.home.sellingPoints} fill={fill} icons={['cash', 'shield', 'clock', 'bolt']} />
      </Section>
      <Section id="testimonials" title={t('sections.testimonials.title')}>
        <Testimonials items={testimonialsByIds(content, content.home.testimonialIds)} t={t} />
      </Section>
      <Section id="why-us" tone="alt" title={t('sections.home.whyTitle', { brand })}>
        <IconCards items={content.home.whyUs} fill={fill} icons={['document', 'building', 'user', 'shield']} />
      </Section>
      <Section id="steps" title={t('sections.home.stepsTitle')}>
        <Steps items={content.home.steps} />
        <p className="c-more">
          <PageLink to={route('applicationTutorial')} locale={locale}>
            {t('sections.home.tutorialLink')}
          </PageLink>
        </p>
      </Section>
      <Section id="vtm" tone="alt" title={t('sections.home.vtmTitle')} intro={t('sections.home.vtmIntro')}>
        <VtmList branches={vtmBranches} />
        <p className="c-more">
          <PageLink to={route('addressMap')} locale={locale}>
            {t('sections.home.vtmAll')}
          </PageLink>
        </p>
      </Section>
      <AppDownload
        title={t('sections.home.appTitle', { brand })}
        text={t('sections.home.appText')}
        button={t('sections.home.appButton')}
        href={localizePath(APP_DOWNLOAD_REDIRECT.path, locale)}
        newWindow={t('a11y.newWindow')}
      />
      <JsonLd data={organizationLd({ brand, url: absoluteUrl('/', locale), description: t('pages.home.description') })} />
    </>
  );
}
