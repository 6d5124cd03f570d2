import type { SectionsCopy } from './types';

/** Copy of page sections (home, product, FAQ, branches, ...) in English. */
export const sectionsEnUS: SectionsCopy = {
  readMore: 'Learn more',
  common: {
    applyNow: 'Apply now',
    contactUs: 'Contact us',
    callUs: 'Call {{phone}}',
    updated: 'Last updated: {{date}}',
    sample: 'Sample',
  },
  product: {
    factsLabel: 'Key facts',
    highlightsTitle: 'Highlights',
    pointsTitle: '{{name}}: three key benefits',
    eligibilityTitle: 'Eligibility and documents',
    eligibility: 'Who can apply',
    documents: 'Documents you need',
    faqTitle: '{{name}}: frequently asked questions',
    ctaTitle: 'Ready to apply?',
    ctaText: 'Applying online takes just a few minutes. Any questions? Call us on {{phone}} or WhatsApp {{whatsapp}}.',
    smeCtaText: 'Call our SME enquiry hotline on {{phone}}, or leave your details on our contact page and a relationship manager will be in touch.',
    eligibilityLink: 'Check eligibility',
  },
  testimonials: {
    title: 'Customer stories',
    disclaimer: 'These cases are illustrations, not real customers. Monthly repayments are calculated at the assumed annual rate shown; the actual amount, rate and repayment period depend on our approval.',
    amount: 'Loan amount',
    period: 'Repayment period',
    monthly: 'Monthly repayment',
    months: '{{n}} months',
    days: '{{n}} days',
    drawn: 'Amount drawn',
    daysHeld: 'Days drawn',
    interest: 'Interest',
    rate: 'Assumed annual rate {{rate}} (effective annual rate {{apr}})',
    rateDaily: 'Assumed annual rate {{rate}}, charged daily',
    illustrative: 'Illustrative case',
  },
};
