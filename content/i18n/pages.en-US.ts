// content/i18n/pages.en-US.ts
import { loanPagesEnUS } from '../loans/copy.en-US';
import type { PageCopy } from './pages.zh-HK';

/** Per-route copy: <title>, meta description, <h1> and a one-paragraph lead under the heading. */
export const pagesEnUS: PageCopy = {
  home: {
    title: '{{brand}} | Licensed Money Lender with AI Instant Approval',
    description:
      'Licensed Hong Kong money lender, stock code 2483. Personal, property owner, debt transfer and card consolidation loans with AI approval and no handling fees.',
    heading: 'Online loans with AI instant approval',
    lead: 'From personal and property owner loans to debt transfer and credit card consolidation, {{brand}} has a loan to suit your plans. Apply online, pay interest by the day with no handling fees or early repayment penalty, and receive your cash by instant transfer or from a VTM at our branches.',
  },
  ...loanPagesEnUS,
  aboutus: {
    title: 'About Us | {{brand}}',
    description:
      '{{brand}} is a licensed Hong Kong money lender and listed company (stock code 2483), combining online applications and AI approval for individuals and SMEs.',
    heading: 'About {{brand}}',
    lead: '{{brand}} is a licensed money lender in Hong Kong, listed under stock code 2483. We combine online applications, AI approval and a branch network to offer clear, straightforward loans to individuals, property owners and SMEs.',
  },
  esg: {
    title: 'Environmental, Social and Governance | {{brand}}',
    description: 'Read about the environmental, social and governance (ESG) approach of {{brand}}, with our latest ESG updates and articles for stakeholders.',
    heading: 'Environmental, social and governance (ESG)',
    lead: 'We believe our business should grow together with the environment and the community. This page brings together ESG information and the latest articles from {{brand}}, so stakeholders can follow our approach and progress.',
  },
  irAnnouncements: {
    title: 'Announcements and Circulars | {{brand}}',
    description:
      'Announcements and circulars published by {{brand}} (stock code 2483), listed by date with full documents to download, for the latest corporate updates.',
    heading: 'Announcements and circulars',
    lead: 'All announcements and circulars published by {{brand}} (stock code 2483) are listed here, newest first, with the full documents available to download.',
  },
  irFinancialReports: {
    title: 'Financial Reports | {{brand}}',
    description:
      'Download annual reports, interim reports and results announcements of {{brand}} (stock code 2483) to review its financial performance and business.',
    heading: 'Financial reports',
    lead: 'Annual reports, interim reports and results announcements of {{brand}} (stock code 2483) are available to download here, helping investors follow our financial position and business development.',
  },
  irCorporateInformation: {
    title: 'Corporate Information | {{brand}}',
    description:
      'Corporate information of {{brand}} (stock code 2483), including the board of directors, registered office, principal place of business and share registrar.',
    heading: 'Corporate information',
    lead: 'Key corporate information of {{brand}} (stock code 2483), including the composition of the board, the registered office, the principal place of business and other details investors often need.',
  },
  irCorporateGovernance: {
    title: 'Corporate Governance | {{brand}}',
    description:
      'The corporate governance framework of {{brand}} (stock code 2483), including the terms of reference of the board committees and related policies.',
    heading: 'Corporate governance',
    lead: '{{brand}} (stock code 2483) is committed to high standards of corporate governance. This page holds the terms of reference of the board and its committees, together with the policies the company has adopted.',
  },
  irOtherInformation: {
    title: 'Other Investor Information | {{brand}}',
    description:
      'Other investor relations information and documents of {{brand}} (stock code 2483), including shareholder communications and other published material.',
    heading: 'Other information',
    lead: 'Beyond announcements and financial reports, other investor information and documents of {{brand}} (stock code 2483) are published here for shareholders and investors.',
  },
  irEnquiry: {
    title: 'Investor Enquiries | {{brand}}',
    description:
      'Contact details for investor relations enquiries about {{brand}} (stock code 2483). Get in touch and our team will reply to your enquiry as soon as possible.',
    heading: 'Investor enquiries',
    lead: 'Shareholders, investors and analysts with questions about {{brand}} (stock code 2483) are welcome to contact our investor relations team using the details on this page.',
  },
  news: {
    title: 'Latest News | {{brand}}',
    description: 'The latest news from {{brand}}, including product promotions, company events and money tips, so you never miss an offer or a company update.',
    heading: 'Latest news',
    lead: 'Keep up with {{brand}}: product promotions, company events, money tips and important notices, updated regularly.',
  },
  counterfeitingCase: {
    title: 'Fraud Alert: Impersonation Cases | {{brand}}',
    description:
      'Beware of fraudsters impersonating {{brand}} or our staff. See reported impersonation cases and anti-fraud tips, and contact us directly if in doubt.',
    heading: 'Fraud cases impersonating {{brand}}',
    lead: 'Fraudsters have been posing as {{brand}} or our staff and contacting people by phone, text message or social media. Below are reported cases and tips to protect yourself. If you are unsure about any call or message, check with us through our official channels first.',
  },
  tagCheck: {
    title: 'Check a Staff Card, Letter or Leaflet | {{brand}}',
    description:
      'Enter the code on a staff card, letter or leaflet to check at once whether {{brand}} issued it. If we did not, tell us where you met it and help us trace impersonators.',
    heading: 'Check a staff card, letter or leaflet',
    lead: 'Shown a {{brand}} staff card, or sent a letter or leaflet in our name? Enter the code printed on it to find out whether we issued it.',
  },
  specialAnnouncement: {
    title: 'Special Announcements | {{brand}}',
    description:
      'Special announcements from {{brand}}, including changes to our contact details, service arrangements and other important notices for customers.',
    heading: 'Special announcements',
    lead: 'Important notices such as changes to our contact details or service arrangements are published here. Please check the latest announcements so you do not miss anything that affects you.',
  },
  freeCreditReport: {
    title: 'Free Smart Credit Report | {{brand}}',
    description:
      'Check your credit standing with a free smart credit report, so you know where you stand before you apply for a loan and can manage your finances better.',
    heading: 'Free smart credit report',
    lead: 'Your credit record affects loan approval and the rate you are offered. Get a free smart credit report to understand your credit standing and prepare before you apply.',
  },
  propertyValuation: {
    title: 'Property Valuation Result | {{brand}}',
    description: 'Your free initial property valuation: the estimated market value, the owner loan it could support and the date.',
    heading: 'Property valuation result',
    lead: 'An initial valuation, for reference. Apply for an owner loan with its amount, or value another property.',
  },
  addressMap: {
    title: 'Branch Locations | {{brand}}',
    description:
      'Find addresses, phone numbers and opening hours of {{brand}} branches on Hong Kong Island, in Kowloon and the New Territories, and collect loan cash at a VTM.',
    heading: 'Our branches',
    lead: 'Our branches are on Hong Kong Island, in Kowloon and in the New Territories; view them on the map or as a list. Opening hours are generally 9am to 7pm Monday to Friday and 9am to 1pm on Saturday, closed on Sundays and public holidays.',
  },
  faq: {
    title: 'Frequently Asked Questions | {{brand}}',
    description:
      'Answers to common questions about our company, account operation, products, repayment and online security, so you know every detail before you apply.',
    heading: 'Frequently asked questions',
    lead: 'Our questions are grouped into five sections: about the company, account operation, product information, repayment and online security. Select a question to see the answer.',
  },
  contactus: {
    title: 'Contact Us | {{brand}}',
    description:
      'Contact {{brand}} by phone, WhatsApp or email, or leave your mobile number and a convenient time and a customer service officer will call you back.',
    heading: 'Contact us',
    lead: 'For any loan enquiry, call, WhatsApp or email us. You can also leave your mobile number and a convenient time slot, and a customer service officer will call you back as soon as possible.',
  },
  applicationTutorial: {
    title: 'How to Apply | {{brand}}',
    description:
      'A step-by-step guide to applying online: fill in the form, upload documents, get your result, sign electronically and receive cash by transfer or VTM.',
    heading: 'How to apply online',
    lead: 'Applying online takes just a few steps: complete the application form, upload the required documents, receive an initial AI assessment followed by a final review by an approval manager, sign your contract electronically, then receive the loan by instant transfer to your bank account or collect it from a branch VTM.',
  },
  downloadApp: {
    title: 'Download the App | {{brand}}',
    description:
      'Download the {{brand}} mobile app and apply for a loan online wherever you are. Search for {{brand}} in the app store on your phone to install it.',
    heading: 'Download the {{brand}} app',
    lead: 'Take {{brand}} with you and apply for a loan wherever you are. Search for our app in the app store on your phone and download it.',
  },
  disclaimer: {
    title: 'Disclaimer | {{brand}}',
    description:
      'The disclaimer for the {{brand}} website, explaining the purpose and accuracy of the information on this site and the limits of our liability for its use.',
    heading: 'Disclaimer',
    lead: 'Please read this disclaimer before using this website. It explains the nature of the information provided and the limits of the liability of {{brand}} in connection with your use of the site.',
  },
  terms: {
    title: 'Terms and Conditions | {{brand}}',
    description:
      'The terms and conditions for using the {{brand}} website and services, setting out your rights and obligations and ours. Please read them before use.',
    heading: 'Terms and conditions',
    lead: 'These terms and conditions apply to your use of the {{brand}} website and related services. By browsing or using this website, you agree to be bound by them.',
  },
  privacy: {
    title: 'Privacy Policy | {{brand}}',
    description:
      'How {{brand}} collects, uses, keeps and protects your personal data in line with the Personal Data (Privacy) Ordinance, and your rights over that data.',
    heading: 'Privacy policy',
    lead: 'We value your privacy. This policy explains what personal data {{brand}} collects, why, how it is kept and protected, and your rights to access and correct your personal data.',
  },
  documentDisclaimer: {
    title: 'Document Disclaimer | {{brand}}',
    description:
      'The disclaimer that applies to documents and publications available for download on the {{brand}} website, covering their nature, purpose and permitted use.',
    heading: 'Document disclaimer',
    lead: 'Before downloading or reading any document provided on this website, please read this disclaimer, which explains the nature of the documents and the limits on their use.',
  },
  termCondition: {
    title: 'Loan Application Terms | {{brand}}',
    description:
      'The terms to read before applying for a {{brand}} loan online, covering eligibility, your authorisation for a credit report check and use of personal data.',
    heading: 'Loan application terms',
    lead: 'Applicants must be Hong Kong residents aged 18 or over and must authorise us to check their credit report. Please read the following terms before submitting a loan application.',
  },
  termConditionTLoan: {
    title: 'Debt Transfer Loan Terms | {{brand}}',
    description:
      'The terms and conditions of the {{brand}} debt transfer loan, including how the rate discount is worked out, eligibility and repayment arrangements.',
    heading: 'Debt transfer loan terms',
    lead: 'These terms apply to the debt transfer loan, including how the 20% reduction on your existing rate is calculated and the conditions that apply. Please read them before you apply.',
  },
  error: {
    title: 'Service Temporarily Unavailable | {{brand}}',
    description: 'Sorry, something went wrong and we cannot handle your request right now. The service may be under maintenance, so please try again later.',
    heading: 'Sorry, something went wrong',
    lead: 'The service is temporarily unavailable. Please try again later or go back to the home page. If the problem persists, please contact our customer service.',
  },
  notFound: {
    title: 'Page Not Found | {{brand}}',
    description:
      'The page you are looking for does not exist. It may have been removed or the address may be wrong. Return to the {{brand}} home page to browse our loans.',
    heading: 'The page you are looking for does not exist',
    lead: 'The page may have been removed, renamed or the address may be incorrect. Please check the address or go back to the home page to continue browsing.',
  },
};
