// content/i18n/pages.en-US.ts
import type { PageCopy } from './pages.zh-HK';

import { shellEnUS } from './shell.en-US';

/** Product names come from the shell's `loanNames`, the one place they are written. */
const N = shellEnUS.loanNames;

/** Per-route copy: <title>, meta description, <h1> and a one-paragraph lead under the heading. */
export const pagesEnUS: PageCopy = {
  home: {
    title: '{{brand}} | Licensed Money Lender with AI Instant Approval',
    description:
      'Licensed Hong Kong money lender, stock code 2483. Personal, property owner, debt transfer and card consolidation loans with AI approval and no handling fees.',
    heading: 'Online loans with AI instant approval',
    lead: 'From personal and property owner loans to debt transfer and credit card consolidation, {{brand}} has a loan to suit your plans. Apply online, pay interest by the day with no handling fees or early repayment penalty, and receive your cash by instant transfer or from a VTM at our branches.',
  },
  nLoan: {
    title: `${N.nLoan} | {{brand}}`,
    description:
      'Borrow up to HK$1,000,000 with AI instant approval. Repay over 6 to 60 months at rates from 10%, with no handling fees and no early repayment penalty.',
    heading: 'Personal loan with AI instant approval',
    lead: 'Whether it is an emergency, a big purchase or a cash-flow gap, borrow up to HK$1,000,000 and choose a repayment period of 6 to 60 months, with rates from 10%. Apply online and our AI assesses your application instantly. Interest is charged daily, with no handling fees and no penalty for early repayment.',
  },
  loan7x24: {
    title: `${N.loan7x24} | {{brand}}`,
    description:
      'Apply any time, day or night, with just your HKID and mobile number. The 7x24 AI loan gives you loan options within 20 seconds, for up to HK$30,000.',
    heading: 'Loan options in 20 seconds, any time',
    lead: 'Day or night, all you need is your Hong Kong ID card and mobile number. Our AI shows you loan options within 20 seconds, for amounts of up to HK$30,000, so you can handle small unexpected expenses without waiting.',
  },
  supreme: {
    title: `${N.supreme} | {{brand}}`,
    description:
      'For civil servants, professionals and earners of HK$40,000+ a month: up to 30 times monthly salary or HK$5,000,000 (whichever is lower), from 8.9%.',
    heading: 'Supreme: preferential rates for qualified borrowers',
    lead: 'If you are a civil servant, a professional or earn HK$40,000 or more a month, you can apply for a Supreme loan of up to 30 times your monthly salary or HK$5,000,000, whichever is lower, repayable over up to 60 months at rates from 8.9%. Supreme customers also enjoy priority appointments, birthday perks and a dedicated branch.',
  },
  pLoan: {
    title: `${N.pLoan} | {{brand}}`,
    description:
      'Loans of up to HK$2,000,000 for owners of private, HOS or public housing flats. Apply online, get an initial property valuation in 15 minutes, no handling fees.',
    heading: 'Property owner loan: put your home to work',
    lead: 'Whether you own a private flat, an HOS flat or a public housing flat, you can apply for a property owner loan of up to HK$2,000,000. Submit your property details online for an initial valuation in 15 minutes. Interest is charged daily and there are no handling fees.',
  },
  hosLoan: {
    title: `${N.hosLoan} | {{brand}}`,
    description:
      'A property owner loan designed for owners of HOS and public housing flats. Apply online, with daily interest, no handling fees and no early repayment penalty.',
    heading: 'Loans for HOS and public housing owners',
    lead: 'If you own an HOS or public housing flat, you can borrow against it to cover family expenses, further study or business needs. Apply online, with interest charged daily, no handling fees and no penalty for repaying early.',
  },
  tLoan: {
    title: `${N.tLoan} | {{brand}}`,
    description:
      'Transfer your existing loans and get 20% off your current rate (36% becomes 28.8%). Borrow up to HK$2,000,000 and bring several debts into one.',
    heading: 'Debt transfer: 20% off your current rate',
    lead: 'Move your existing loans to {{brand}} and your rate is cut by 20% of your current rate, so 36% becomes 28.8%. Borrow up to HK$2,000,000 to combine several debts into one loan with a single monthly instalment and less interest to pay.',
  },
  cLoan: {
    title: `${N.cLoan} | {{brand}}`,
    description:
      'Pay off balances on several credit cards in one go. Borrow up to HK$1,500,000, repay over up to 60 months and break out of the minimum-payment cycle.',
    heading: 'Clear your credit card debt in one go',
    lead: 'Card balances building up? A credit card consolidation loan of up to HK$1,500,000 pays off all your cards at once. Repay in fixed monthly instalments over up to 60 months instead of paying only the minimum, and become debt-free sooner.',
  },
  revolvingLoan: {
    title: `${N.revolvingLoan} | {{brand}}`,
    description:
      'A standby credit limit of up to 10 times your monthly salary. Interest is charged daily only on what you draw, and nothing on the limit you leave unused.',
    heading: 'Revolving loan with daily interest',
    lead: 'Get a credit limit of up to 10 times your monthly salary and draw on it only when you need to. Interest is worked out daily on the amount you actually draw, and you pay no interest on the unused limit. Once repaid, the limit is available again.',
  },
  talentLoan: {
    title: `${N.talentLoan} | {{brand}}`,
    description:
      'For newcomers to Hong Kong without a permanent ID card: borrow up to HK$2,000,000 or 10 times your monthly salary, repayable over up to 120 months.',
    heading: 'Talent loan: settle into life in Hong Kong',
    lead: 'New to Hong Kong for work and not yet a permanent resident? You can still apply. Provide your Hong Kong ID card, passport, a work visa valid for more than 6 months and proof of employment, and borrow up to HK$2,000,000 or 10 times your monthly salary over up to 120 months.',
  },
  sLoan: {
    title: `${N.sLoan} | {{brand}}`,
    description:
      'For full-time and part-time students at associate degree level or above: combine existing debts, borrow up to HK$100,000 and repay over up to 48 months.',
    heading: 'Student debt consolidation: lighter monthly repayments',
    lead: 'Full-time and part-time students on associate degree or higher programmes can apply with a student card and proof of tuition fees. Borrow up to HK$100,000 and repay over up to 48 months, combining several debts into one manageable instalment.',
  },
  uLoan: {
    title: `${N.uLoan} | {{brand}}`,
    description: "Fund a part-time degree, a master's programme or driving lessons with a study loan of up to HK$500,000, repaid in monthly instalments.",
    heading: 'Study loan: invest in yourself',
    lead: "Planning a part-time degree, a master's programme or your driving licence? Borrow up to HK$500,000 and spread your fees over monthly instalments. Apply online, with daily interest and no handling fees, and focus on your studies.",
  },
  wLoan: {
    title: `${N.wLoan} | {{brand}}`,
    description:
      'Cover the banquet, wedding photos and honeymoon with a wedding loan of up to HK$500,000. Apply online, with daily interest and no handling fees.',
    heading: 'Wedding loan: plan your big day with ease',
    lead: 'From the banquet and wedding photos to the honeymoon, a wedding loan of up to HK$500,000 lets you repay in instalments at your own pace. Apply online with no handling fees and concentrate on planning your big day.',
  },
  rLoan: {
    title: `${N.rLoan} | {{brand}}`,
    description:
      'Borrow up to HK$500,000 for your renovation and pay interest only for the first 6 to 12 instalments. Apply online, with daily interest and no handling fees.',
    heading: 'Renovation loan: interest only for the first 6 to 12 instalments',
    lead: 'Moving into a new home or refreshing your current one? Borrow up to HK$500,000 and pay only interest for the first 6 to 12 instalments before principal repayments begin, leaving more cash in hand while the work is under way.',
  },
  iLoan: {
    title: `${N.iLoan} | {{brand}}`,
    description:
      'Borrow up to HK$500,000 to seize an investment opportunity, with no interest for the first 2 days, daily interest after that and no early repayment penalty.',
    heading: 'Investment loan: first 2 days interest-free',
    lead: 'Investment opportunities do not wait. Borrow up to HK$500,000 with no interest for the first 2 days, then pay interest by the day, with no handling fees and no penalty for repaying early.',
  },
  lLoan: {
    title: `${N.lLoan} | {{brand}}`,
    description:
      'Finance a solar power installation with a loan of up to HK$1,000,000, covering up to 90% of the project cost and repayable over up to 24 instalments.',
    heading: 'Solar loan: power a greener home',
    lead: 'Once you have signed a contract with your installer, submit the documents and we normally complete our evaluation within 1 to 2 working days. Borrow up to HK$1,000,000, covering up to 90% of the project cost, and repay over up to 24 instalments.',
  },
  sme: {
    title: `${N.sme} | {{brand}}`,
    description:
      'Business loans from HK$100,000 to HK$10,000,000, repayable over 6 to 48 instalments, with approval within 3 days for working capital or expansion.',
    heading: 'SME loans approved within 3 days',
    lead: 'Businesses trading for at least 6 months can apply with a guarantee from a director or shareholder, and a start-up loan is available for companies under a year old. Borrow from HK$100,000 to HK$10,000,000, repay over 6 to 48 instalments and get approval within 3 days.',
  },
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
