import type { HomeCopy } from '../types';

/** Home page lists in English. */
export const homeEnUS: HomeCopy = {
  sellingPoints: [
    { title: 'No handling fees', text: 'We charge no handling fee, so you receive every dollar you borrow.' },
    { title: 'No early repayment penalty', text: 'Repay early whenever you like with {{noticeDays}} working days’ written notice.' },
    { title: 'Daily interest', text: 'Interest is charged only for the days you borrow, so repaying early saves you interest.' },
    {
      title: 'Instant transfer or VTM cash',
      text: 'Once you sign, the money goes straight to your bank account, or withdraw cash from a video teller machine (VTM) at selected branches.',
    },
  ],
  whyUs: [
    {
      title: 'Licensed money lender',
      text: 'We hold a money lenders licence (licence no. {{licenceNo}}) and are regulated under the Money Lenders Ordinance.',
    },
    {
      title: 'Listed in Hong Kong',
      text: 'Listed on the Main Board of the Stock Exchange of Hong Kong (stock code {{stockCode}}), with public financial reporting.',
    },
    {
      title: 'AI plus human review',
      text: 'Our AI makes an instant initial assessment, with results in as little as {{fastestMinutes}} minutes, and an approval manager makes the final decision: fast and careful.',
    },
    {
      title: 'Your data kept safe',
      text: 'Our website and online application use {{sslBits}}-bit SSL encryption, and we handle your data under the Personal Data (Privacy) Ordinance.',
    },
  ],
  steps: [
    { title: 'Apply online', text: 'Choose a loan and fill in your basic details and the amount you need.' },
    {
      title: 'Upload documents',
      text: 'Photograph your ID card, proof of address and other documents with your phone and upload them; no branch visit needed.',
    },
    { title: 'Get your result', text: 'Our AI makes an instant initial assessment, then an approval manager makes the final decision and we let you know.' },
    { title: 'Sign electronically', text: 'Confirm the loan terms and sign your loan contract electronically.' },
    { title: 'Receive your money', text: 'By instant transfer to your bank account, or as cash from a VTM or the counter at selected branches.' },
  ],
  testimonialIds: ['n-renovate-flat', 'p-family', 't-three-loans'],
};
