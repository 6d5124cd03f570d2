import type { Post } from '../types';

/** SAMPLE news and ESG posts in English; same ids, slugs and dates as samples.zh-HK.ts. */
export const postsEnUS: Post[] = [
  {
    id: 'whatsapp-number-change',
    type: 'blog',
    slug: 'whatsapp-number-change',
    title: 'Our WhatsApp customer service number has changed (sample post)',
    publishDate: '2025-04-30',
    summary: 'From 30 April 2025 our WhatsApp customer service number has changed. Please contact us on the new number.',
    body: [
      'From 30 April 2025 our WhatsApp customer service number has changed. The new number is shown in the notice at the top of every page and on our contact page.',
      'Please contact us only through our official numbers. If you receive a message from an unknown number claiming to be our staff, call our customer service hotline to check first.',
    ],
    cover: {
      src: '/images/posts/whatsapp-number-change.svg',
      width: 800,
      height: 450,
      alt: 'A chat bubble beside a mobile phone, for the new WhatsApp customer service number',
    },
  },
  {
    id: 'anti-fraud-tips',
    type: 'blog',
    slug: 'anti-fraud-tips',
    title: 'Four anti-fraud tips to protect your personal data (sample post)',
    publishDate: '2025-06-16',
    summary: 'Check who you are dealing with before you borrow: we charge no handling fees and never ask for payment in advance.',
    body: [
      'Fraudsters have been posing as licensed money lenders and charging fees for “guaranteed” or “express” approval. Four points help you stay safe:',
      'First, a licensed money lender never asks for a fee before a loan is granted. Second, never share a one-time password. Third, apply only through the official website and app stores. Fourth, if in doubt, call the official hotline to check.',
    ],
    cover: { src: '/images/posts/anti-fraud-tips.svg', width: 800, height: 450, alt: 'A tick on a shield, for protection against fraud' },
  },
  {
    id: 'credit-report-basics',
    type: 'blog',
    slug: 'credit-report-basics',
    title: 'Understanding your credit report before you apply (sample post)',
    publishDate: '2025-09-10',
    summary: 'Your credit report records your borrowing and repayments and affects approval and rates.',
    body: [
      'A credit report records your credit cards, loans and repayments. Lenders check it, with your authorisation, to assess your ability to repay.',
      'Repaying on time, avoiding many applications at once and not paying only the minimum on your credit card for long all help keep a good credit record.',
    ],
    cover: { src: '/images/posts/credit-report-basics.svg', width: 800, height: 450, alt: 'A document with a bar chart, for a credit report' },
  },
  {
    id: 'early-repayment-guide',
    type: 'blog',
    slug: 'early-repayment-guide',
    title: 'What to know about repaying early (sample post)',
    publishDate: '2026-02-05',
    summary: 'Early repayment carries no penalty; just give at least 14 working days’ written notice.',
    body: [
      'Our loans charge interest by the day, so repaying early saves interest, and there is no penalty.',
      'To repay the whole loan early, give us written notice at least 14 working days in advance and we will work out the balance due on your repayment date.',
    ],
    cover: { src: '/images/posts/early-repayment-guide.svg', width: 800, height: 450, alt: 'A calendar and a coin, for repaying early' },
  },
  {
    id: 'responsible-lending',
    type: 'esg',
    slug: 'responsible-lending',
    title: 'Responsible lending: borrowing within your means (sample post)',
    publishDate: '2025-07-08',
    summary: 'We assess each application against income and credit record, and set out repayments and the effective annual rate clearly.',
    body: [
      'Responsible lending is at the heart of our social commitments. Every application is assessed against the applicant’s income and credit record, so that no one takes on repayments beyond their means.',
      'Before signing, we set out the monthly repayment, total repayment and effective annual rate, and remind customers that loans must be repaid and that no intermediary should be paid.',
    ],
    cover: { src: '/images/posts/responsible-lending.svg', width: 800, height: 450, alt: 'A balanced pair of scales, for borrowing within your means' },
  },
  {
    id: 'paperless-applications',
    type: 'esg',
    slug: 'paperless-applications',
    title: 'Online applications and e-signing save paper (sample post)',
    publishDate: '2025-11-20',
    summary: 'From applying and uploading documents to signing the contract, everything can be done online, saving paper and trips to a branch.',
    body: [
      'Customers can apply, upload documents and sign their contract electronically online, with no printing and no branch visit.',
      'We also encourage customers to check their repayment records in their online account instead of receiving paper statements by post.',
    ],
    cover: {
      src: '/images/posts/paperless-applications.svg',
      width: 800,
      height: 450,
      alt: 'A form on a tablet and a leaf, for applying online without paper',
    },
  },
  {
    id: 'solar-loan-green',
    type: 'esg',
    slug: 'solar-loan-green',
    title: 'Solar loans: helping households use renewable energy (sample post)',
    publishDate: '2026-03-02',
    summary: 'Our solar loan finances up to 90% of the project cost, repayable over up to 24 instalments.',
    body: [
      'To help households use renewable energy, our solar loan finances up to 90% of the project cost, with loans of up to HK$1,000,000 repayable over up to 24 instalments.',
      'Once the customer has signed a contract with the installer and sent us the documents, we normally complete our evaluation in 1 to 2 working days and pay the approved loan by cheque.',
    ],
    cover: { src: '/images/posts/solar-loan-green.svg', width: 800, height: 450, alt: 'A house in the sunshine, for households using solar energy' },
  },
];
