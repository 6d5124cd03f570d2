import type { InvestorCopy } from '../types';

/** Investor relations in English. Document titles are SAMPLE entries. */
export const investorEnUS: InvestorCopy = {
  documents: {
    'annual-results-2025': 'Annual results announcement for the year ended 31 December 2025 (sample)',
    'board-meeting-2026-03': 'Date of board meeting (sample)',
    'interim-results-2025': 'Interim results announcement for the six months ended 30 June 2025 (sample)',
    'annual-report-2025': 'Annual Report 2025 (sample)',
    'interim-report-2025': 'Interim Report 2025 (sample)',
    'audit-committee-tor': 'Terms of reference of the Audit Committee (sample)',
    'remuneration-committee-tor': 'Terms of reference of the Remuneration Committee (sample)',
    'nomination-committee-tor': 'Terms of reference of the Nomination Committee (sample)',
    'agm-notice-2026': 'Notice of the 2026 annual general meeting (sample)',
    'shareholders-communication-policy': 'Shareholders communication policy (sample)',
  },
  intros: {
    announcements: 'Announcements and circulars are listed newest first. Select a title to download the full PDF.',
    financialReports: 'Our annual and interim reports contain the financial statements and business review. Select a title to download.',
    corporateInformation: 'Key corporate information for investors.',
    corporateGovernance:
      'The board has an Audit Committee, a Remuneration Committee and a Nomination Committee; their terms of reference can be downloaded below.',
    otherInformation: 'Notices of general meetings, the shareholders communication policy and other published documents.',
    enquiry: 'Shareholders, investors and analysts are welcome to contact our investor relations team using the details below.',
  },
  corporateInformation: [
    { id: 'stock-code', label: 'Stock code', value: ['{{stockCode}}'] },
    { id: 'listing', label: 'Place of listing', value: ['Main Board of The Stock Exchange of Hong Kong Limited'] },
    { id: 'licence', label: 'Money lenders licence no.', value: ['{{licenceNo}}'] },
    {
      id: 'office',
      label: 'Principal place of business in Hong Kong (sample)',
      value: ['Room 1203, 12/F, Sample Commercial Building', '88 Des Voeux Road Central, Central, Hong Kong'],
    },
    { id: 'ir-contact', label: 'Investor relations contact', value: ['Email: {{irEmail}}', 'Phone: {{hotline}}'] },
  ],
  governance: [
    {
      id: 'board',
      heading: 'Board of directors',
      paragraphs: [
        'The board sets the company’s overall strategy, oversees business performance and risk management, and ensures compliance with the Money Lenders Ordinance, the Listing Rules and other applicable regulations. The list of directors is published in the latest annual report.',
      ],
    },
    {
      id: 'committees',
      heading: 'Board committees',
      paragraphs: ['The board has the following committees, each working to its terms of reference:'],
      list: [
        'Audit Committee: reviews financial reporting, internal control and risk management',
        'Remuneration Committee: advises on the remuneration policy for directors and senior management',
        'Nomination Committee: reviews the structure, size and composition of the board',
      ],
    },
    {
      id: 'compliance',
      heading: 'Compliance and data protection',
      paragraphs: [
        'We hold a money lenders licence and comply with its conditions, protect customer data under the Personal Data (Privacy) Ordinance, and have internal procedures against money laundering and terrorist financing.',
      ],
    },
  ],
  enquiry: {
    address: 'Room 1203, 12/F, Sample Commercial Building, 88 Des Voeux Road Central, Central, Hong Kong (sample address)',
    note: 'We aim to reply to enquiries within a reasonable time. Media enquiries may also use the email above.',
  },
};
