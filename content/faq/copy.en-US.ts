import { shellEnUS } from '../i18n/shell.en-US';
import type { FaqSection } from '../types';

/** Every product by its one name (the shell's `loanNames`), in the menu's order. */
const PRODUCTS = Object.values(shellEnUS.loanNames);

/** The FAQ page in English; same sections, rows and ids as copy.zh-HK.ts. */
export const faqEnUS: FaqSection[] = [
  {
    id: 'company',
    title: 'About the company',
    rows: [
      {
        id: 'who',
        q: 'What kind of company is {{brand}}?',
        a: [
          '{{brand}} is a licensed money lender in Hong Kong (money lenders licence no. {{licenceNo}}) listed on the Main Board of the Stock Exchange of Hong Kong (stock code {{stockCode}}). We offer personal loans, property owner loans, debt transfer, credit card consolidation, SME financing and more, all of which you can apply for online.',
        ],
      },
      {
        id: 'branches',
        q: 'Where are your branches and when are they open?',
        a: [
          'Our branches are on Hong Kong Island, in Kowloon and in the New Territories; see the branches page for addresses.',
          'We are open 9am to 7pm Monday to Friday and 9am to 1pm on Saturday, and closed on Sundays and public holidays. Our Central branch closes at 6:45pm on weekdays, and our Sha Tin branch is suspended until further notice.',
        ],
      },
      {
        id: 'contact',
        q: 'How do I contact customer service?',
        a: [
          'Call our customer service hotline on {{hotline}}, WhatsApp us on {{whatsapp}} or email {{email}}. Please note our WhatsApp number has changed from {{whatsappOld}} to {{whatsapp}}.',
        ],
      },
      {
        id: 'impostors',
        q: 'How can I tell whether a call or message really comes from {{brand}}?',
        a: [
          'Our staff will never ask you to pay any fee in advance, and never ask for your password or one-time password through unofficial channels. If in doubt, hang up and call us directly on {{hotline}}. Reported impersonation cases are listed on our fraud alert page.',
        ],
      },
    ],
  },
  {
    id: 'account',
    title: 'Account operation',
    rows: [
      {
        id: 'login-details',
        q: 'How do I get my online account login details?',
        a: [
          'After you apply, we send your account number (your Hong Kong identity card number) and a one-time login password by SMS and email. Use your online account to follow your application and update your details.',
        ],
      },
      {
        id: 'change-before',
        q: 'Can I change my details after applying?',
        a: [
          'You can change your application details until you confirm the loan; once the application is submitted, contact customer service and we will make the change for you. After the loan contract takes effect, the application details can no longer be changed.',
        ],
      },
      {
        id: 'change-after',
        q: 'Can I change my repayment date or bank account after the contract starts?',
        a: [
          'Once the loan contract is in force, the repayment dates and repayment bank account generally cannot be changed. In special cases we may agree to a change after reviewing supporting documents.',
        ],
      },
      {
        id: 'after-hours',
        q: 'When is an application made outside office hours processed?',
        a: ['Applications submitted outside office hours are processed on the next working day.'],
      },
      {
        id: 'login-trouble',
        q: 'What if I forget my password or do not receive the SMS?',
        a: [
          'Call our customer service hotline on {{hotline}} or WhatsApp {{whatsapp}}. Once we have verified your identity, we will help you reset your password or send a new one-time password.',
        ],
      },
    ],
  },
  {
    id: 'product',
    title: 'Product information',
    rows: [
      { id: 'products', q: 'Which loans do you offer?', a: [`We offer: ${PRODUCTS.slice(0, -1).join(', ')} and ${PRODUCTS.at(-1)}.`] },
      {
        id: 'eligibility',
        q: 'Who can apply?',
        a: [
          'Applicants must be Hong Kong residents aged {{minAge}} or over and must authorise us to check their credit report. Some products have further requirements: the Supreme loan is for civil servants, professionals or people earning {{supreme_minIncome}} or more a month, and the talent loan is for holders of a non-permanent Hong Kong identity card with a work visa valid for more than {{talentLoan_visaMonths}} months.',
        ],
      },
      {
        id: 'personal-range',
        q: 'How much can I borrow with a personal loan, and for how long?',
        a: [
          'Personal loans range from {{nLoan_min}} to {{nLoan_faqMax}}, repayable over {{nLoan_minMonths}} to {{nLoan_maxMonths}} months, with annual rates from {{nLoan_rateFrom}} and a maximum effective annual rate of {{nLoan_maxApr}}. The actual amount, rate and repayment period depend on our approval.',
        ],
      },
      {
        id: 'documents',
        q: 'Which documents do I need?',
        a: [
          'Usually your Hong Kong identity card, proof of address issued within the last {{addressProofMonths}} months and recent bank statements. Some products need more, such as a student card and proof of tuition fees, a work visa and proof of employment, or the works contract for a solar system.',
        ],
      },
      {
        id: 'approval-time',
        q: 'How long does approval take?',
        a: [
          'Our AI makes an initial assessment straight away, with a result in as little as {{fastestMinutes}} minutes, and an approval manager makes the final decision. Property owner loans get an initial valuation within {{pLoan_valuationMinutes}} minutes; solar loans usually take {{lLoan_minDays}} to {{lLoan_maxDays}} working days; SME financing is approved within {{sme_approvalDays}} days.',
        ],
      },
      { id: 'fees', q: 'Do you charge handling fees?', a: ['No. We charge no handling fees and no penalty for early repayment.'] },
    ],
  },
  {
    id: 'repayment',
    title: 'Repayment',
    rows: [
      {
        id: 'interest',
        q: 'How is interest calculated?',
        a: [
          'Interest is charged for the actual number of days you borrow (daily interest). Example: a loan of {{nLoan_exampleAmount}} at {{nLoan_exampleRate}} a year over {{nLoan_exampleMonths}} months is repaid at {{nLoan_exampleMonthly}} a month, {{nLoan_exampleTotal}} in total.',
        ],
      },
      {
        id: 'early',
        q: 'Can I repay my loan early?',
        a: ['Yes, with no penalty. To repay the whole loan early, give us written notice at least {{noticeDays}} working days in advance.'],
      },
      {
        id: 'late',
        q: 'What happens if I pay late?',
        a: [
          'We charge no extra handling fee, but late interest is charged as far as the law allows and late payments affect your credit record. If you expect to miss a payment, contact us as early as possible to talk it through.',
        ],
      },
      {
        id: 'disbursement',
        q: 'How do I receive the money once approved?',
        a: [
          'After you sign the loan contract, the money can be transferred instantly to your bank account or withdrawn as cash from a VTM or the counter at selected branches. Solar loans are paid by cheque.',
        ],
      },
    ],
  },
  {
    id: 'security',
    title: 'Online security',
    rows: [
      {
        id: 'encryption',
        q: 'Is applying online safe?',
        a: [
          'This website and the online application encrypt your data in transit with {{sslBits}}-bit SSL, and we handle and keep your personal data in line with the Personal Data (Privacy) Ordinance.',
        ],
      },
      {
        id: 'stolen',
        q: 'What should I do if I think my account has been misused?',
        a: ['Call our customer service hotline on {{hotline}} straight away. We will suspend your online account and help you follow up.'],
      },
      {
        id: 'never-ask',
        q: 'Will your staff ask for my password or an advance payment?',
        a: ['No. Our staff will never ask for your online account password or one-time password, and never ask you to pay any fee before a loan is granted.'],
      },
      {
        id: 'tips',
        q: 'How can I keep my account safe?',
        a: [
          'Type our web address yourself rather than following links you do not recognise; never share a one-time password with anyone; and log out after using a shared computer.',
        ],
      },
    ],
  },
];
