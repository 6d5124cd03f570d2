import type { LoanCopy, LoanName, LoansCopy, PageMeta, QuestionAnswer } from '../types';

/**
 * Every word of the loan products in English: names, menu lines, page titles and the pages. Same
 * shape and ids as copy.zh-HK.ts; figures are placeholders filled from each product's module
 * (src/shared/products/) and content/general-facts.ts.
 */

/** Product names, written once: the menus, the lead form, the console, page titles (`loanNames.<name>`). */
export const loanNamesEnUS = {
  nLoan: 'Personal loan',
  loan7x24: '7x24 AI loan',
  supreme: 'Supreme loan',
  pLoan: 'Property-owner loan',
  hosLoan: 'HOS & public-housing owner loan',
  tLoan: 'Debt-transfer loan',
  cLoan: 'Credit-card consolidation loan',
  revolvingLoan: 'Revolving daily-interest loan',
  talentLoan: 'Talent loan',
  sLoan: 'Student debt-consolidation loan',
  uLoan: 'Study loan',
  wLoan: 'Wedding loan',
  rLoan: 'Renovation loan',
  iLoan: 'Investment loan',
  lLoan: 'Solar loan',
  sme: 'SME financing',
} satisfies Record<LoanName, string>;

const N = loanNamesEnUS;

/** The line under each product's name in the menus (`loanTaglines.<name>`). */
export const loanTaglinesEnUS = {
  nLoan: 'Up to HK$1,000,000',
  loan7x24: 'Up to HK$30,000',
  supreme: 'Up to HK$5,000,000',
  pLoan: 'Up to HK$2,000,000',
  hosLoan: 'For HOS and public-housing owners',
  tLoan: '20% off your existing rate',
  cLoan: 'Up to HK$1,500,000',
  revolvingLoan: 'Interest charged daily',
  talentLoan: 'No permanent ID needed',
  sLoan: 'Up to HK$100,000',
  uLoan: 'Up to HK$500,000',
  wLoan: 'Up to HK$500,000',
  rLoan: 'Up to HK$500,000',
  iLoan: 'First 2 days interest-free',
  lLoan: 'Up to HK$1,000,000',
  sme: 'HK$100,000 to HK$10,000,000',
} satisfies Record<LoanName, string>;

/** Each product page's <title>, meta description, <h1> and lead (`pages.<name>`). */
export const loanPagesEnUS = {
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
} satisfies Record<LoanName, PageMeta>;

const STANDARD_ELIGIBILITY = [
  'Hong Kong resident aged {{minAge}} or over',
  'Holder of a Hong Kong permanent identity card',
  'You authorise us to check your credit report',
];
const STANDARD_DOCUMENTS = [
  'Hong Kong identity card',
  'Proof of address issued within the last {{addressProofMonths}} months',
  'Recent bank statements showing your income',
];

const COMMON_HIGHLIGHTS = {
  noFee: { title: 'No handling fees', text: 'We charge no handling fee: you receive the full amount you borrow.' },
  daily: { title: 'Daily interest', text: 'Interest is charged only for the days you actually borrow, so repaying early saves you money.' },
  noPenalty: { title: 'No early repayment penalty', text: 'Repay early at any time; just give us {{noticeDays}} working days’ written notice.' },
  cash: {
    title: 'Instant transfer or VTM cash',
    text: 'Once you sign, receive the loan by instant bank transfer or withdraw cash from a VTM at selected branches.',
  },
};

const EARLY_REPAYMENT: QuestionAnswer = {
  id: 'early-repayment',
  q: 'Can I repay early? Is there a penalty?',
  a: [
    'Yes, with no penalty at all. To repay the whole loan early, give us written notice at least {{noticeDays}} working days in advance and we will tell you the amount due on your repayment date.',
  ],
};

const APPROVAL_MINUTES: QuestionAnswer = {
  id: 'approval',
  q: 'How soon will I know the result?',
  a: [
    'Once your application and documents are complete, you can have a result in as little as {{approvalMinutes}} minutes; an approval manager makes the final decision. Applications received outside office hours are processed on the next working day.',
  ],
};

const nLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'Annual rate', value: 'From {{rateFrom}}' },
    { label: 'Repayment period', value: '{{minMonths}} to {{maxMonths}} months' },
    { label: 'Approval', value: 'In as little as {{approvalMinutes}} minutes' },
  ],
  highlights: [COMMON_HIGHLIGHTS.noFee, COMMON_HIGHLIGHTS.daily, COMMON_HIGHLIGHTS.noPenalty, COMMON_HIGHLIGHTS.cash],
  points: [
    {
      title: 'AI instant approval',
      text: 'Submit your application and documents online and our AI makes an initial assessment straight away. You can have a result in as little as {{approvalMinutes}} minutes, followed by a final review by an approval manager, with no queueing.',
    },
    {
      title: 'Choose your repayment period',
      text: 'Pick any repayment period from {{minMonths}} to {{maxMonths}} months and set a monthly instalment that fits your income.',
    },
    { title: 'Use it for anything', text: 'An emergency, new furniture, a trip or a cash-flow gap: borrow up to {{max}} with no collateral.' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: STANDARD_DOCUMENTS,
  note: 'Repayment example: a loan of {{exampleAmount}} at an annual rate of {{exampleRate}} over {{exampleMonths}} months is repaid at {{exampleMonthly}} a month, {{exampleTotal}} in total. The maximum effective annual rate is {{maxApr}}. The actual amount, rate and repayment period depend on our approval.',
  testimonials: [
    {
      id: 'n-renovate-flat',
      user: 'Mr Chan, office clerk',
      title: 'New furniture without the wait',
      text: 'We wanted to furnish our new flat in one go. I applied online, uploaded my documents, had an answer quickly and the money arrived the day I signed.',
    },
    {
      id: 'n-example',
      user: 'Ms Lee, retail',
      title: 'Help in an emergency',
      text: 'I had an unexpected medical bill. I applied on my phone without taking leave, and I knew my monthly repayment from the start.',
    },
  ],
  faq: [
    {
      id: 'amount',
      q: 'How much can I borrow with a personal loan?',
      a: [
        'This product offers up to {{max}}. Our personal loans generally range from {{min}} to {{faqMax}}; the amount you can borrow depends on your income, credit record and our approval.',
      ],
    },
    {
      id: 'rate',
      q: 'What are the rates and repayment periods?',
      a: [
        'Annual rates start from {{rateFrom}} and repayment periods run from {{minMonths}} to {{maxMonths}} months. The maximum effective annual rate is {{maxApr}}.',
        'Example: a loan of {{exampleAmount}} at {{exampleRate}} a year over {{exampleMonths}} months costs {{exampleMonthly}} a month, {{exampleTotal}} in total.',
      ],
    },
    {
      id: 'approval',
      q: 'How soon will I know the result?',
      a: [
        'Once you submit your application and documents, our AI makes an initial assessment straight away, with a result in as little as {{approvalMinutes}} minutes; an approval manager then makes the final decision. Applications received outside office hours are processed on the next working day.',
      ],
    },
    EARLY_REPAYMENT,
  ],
};

const loan7x24: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'Loan options', value: 'Within {{offerSeconds}} seconds' },
    { label: 'Apply', value: '24 hours a day' },
    { label: 'You need', value: 'HKID and mobile number' },
  ],
  highlights: [
    { title: 'Open around the clock', text: 'Apply online 24 hours a day, 7 days a week, even late at night.' },
    {
      title: 'Options in {{offerSeconds}} seconds',
      text: 'Our AI shows you loan options within {{offerSeconds}} seconds, so you know how much you can borrow.',
    },
    { title: 'Simple to apply', text: 'All you need is your Hong Kong ID card and mobile number.' },
    COMMON_HIGHLIGHTS.noFee,
  ],
  points: [
    { title: 'For small, urgent expenses', text: 'Borrow up to {{max}} for unexpected costs such as repairs, medical bills or a vet visit.' },
    {
      title: 'AI works it out instantly',
      text: 'Enter your details and our AI offers loan options within {{offerSeconds}} seconds, so you can look them over before you decide.',
    },
    { title: 'Daily interest, no fees', text: 'Interest is charged by the day, with no handling fee and no penalty for repaying early.' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: ['Hong Kong identity card', 'Your registered mobile phone number (for a one-time password)'],
  testimonials: [
    {
      id: 'x-vet-bill',
      user: 'Ms Wong, nurse',
      title: 'Sorted in the middle of the night',
      text: 'My dog needed the emergency vet at midnight. I applied on my phone there and then and had loan options almost at once.',
    },
    {
      id: 'x-laptop',
      user: 'Ho, part-time student',
      title: 'Done in minutes',
      text: 'My laptop broke and I needed a new one right away. I applied with just my ID card and mobile number; it could not have been simpler.',
    },
  ],
  faq: [
    {
      id: 'what-need',
      q: 'What do I need to apply for the 7x24 AI loan?',
      a: ['Just your Hong Kong ID card and your own mobile number. We send a one-time password by SMS to confirm it is you.'],
    },
    {
      id: 'how-fast',
      q: 'Do I really get an answer in {{offerSeconds}} seconds?',
      a: [
        'Our AI works out loan options from your details within {{offerSeconds}} seconds. Once you accept an option and sign the contract, the loan is transferred to your account.',
      ],
    },
    { id: 'amount', q: 'How much can I borrow?', a: ['The 7x24 AI loan offers up to {{max}}. For a larger amount, consider our personal loan.'] },
    EARLY_REPAYMENT,
  ],
};

const supreme: LoanCopy = {
  headline: '{{salaryMultiple}}x salary or {{max}}',
  stats: [
    { label: 'Loan amount', value: '{{salaryMultiple}} times monthly salary or {{max}}, whichever is lower' },
    { label: 'Annual rate', value: 'From {{rateFrom}}' },
    { label: 'Repayment period', value: 'Up to {{maxMonths}} months' },
    { label: 'Who can apply', value: 'Civil servants, professionals or earners of {{minIncome}}+ a month' },
  ],
  highlights: [
    { title: 'Lower rates', text: 'Annual rates from {{rateFrom}}, tailored to qualified customers.' },
    { title: 'Higher limits', text: 'Up to {{salaryMultiple}} times your monthly salary or {{max}}, whichever is lower.' },
    { title: 'Exclusive service', text: 'Priority appointments, birthday perks and a dedicated branch.' },
    { title: 'Rebate of up to {{rebate}}', text: 'Qualified customers can receive a rebate of up to {{rebate}}, subject to terms and conditions.' },
  ],
  points: [
    {
      title: 'Made for professionals',
      text: 'Civil servants, professionals such as doctors, lawyers and accountants (with proof), and anyone earning {{minIncome}} or more a month can apply.',
    },
    {
      title: 'Larger sums, up to {{maxMonths}} months',
      text: 'Borrow up to {{salaryMultiple}} times your monthly salary or {{max}}, whichever is lower, and spread repayments over up to {{maxMonths}} months.',
    },
    { title: 'A premium experience', text: 'Supreme customers get priority appointments, follow-up from a dedicated branch and birthday perks.' },
  ],
  eligibility: [
    'Hong Kong resident aged {{minAge}} or over with a Hong Kong permanent identity card',
    'Civil servant, professional (with proof) or monthly income of {{minIncome}} or more',
    'You authorise us to check your credit report',
  ],
  documents: [
    'Hong Kong identity card',
    'Proof of position or professional qualification (where applicable)',
    'Recent proof of income or bank statements',
    'Proof of address issued within the last {{addressProofMonths}} months',
  ],
  testimonials: [
    {
      id: 's-nurse',
      user: 'Ms Cheung, registered nurse',
      title: 'A lower rate than I expected',
      text: 'I have worked in a public hospital for years. The Supreme loan gave me a lower rate than any loan I had before, with a long repayment period.',
    },
    {
      id: 's-engineer',
      user: 'Mr Leung, engineer',
      title: 'A branch that knows me',
      text: 'A dedicated officer follows up and appointments are flexible, even after work. It felt very professional.',
    },
  ],
  faq: [
    {
      id: 'who',
      q: 'Who can apply for a Supreme loan?',
      a: ['Hong Kong residents who are civil servants, professionals (with proof) or earn {{minIncome}} or more a month.'],
    },
    {
      id: 'limit',
      q: 'How is the loan amount worked out?',
      a: [
        'You can borrow up to {{salaryMultiple}} times your monthly salary or {{max}}, whichever is lower. The actual amount depends on your income, credit record and our approval.',
      ],
    },
    {
      id: 'perks',
      q: 'What do Supreme customers get?',
      a: [
        'Preferential rates (from {{rateFrom}}), higher limits, priority appointments, birthday perks and a dedicated branch, plus a rebate of up to {{rebate}} (terms and conditions apply).',
      ],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const pLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'Property types', value: 'Private, HOS and public housing' },
    { label: 'Initial valuation', value: '{{valuationMinutes}} minutes' },
    { label: 'Interest', value: 'Charged daily' },
  ],
  highlights: [
    {
      title: '{{valuationMinutes}}-minute initial valuation',
      text: 'Submit your property details online for an initial valuation in {{valuationMinutes}} minutes.',
    },
    { title: 'For all kinds of homes', text: 'Owners of private flats, HOS flats and public housing flats can apply.' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    {
      title: 'Put your property to work',
      text: 'Apply as a property owner and borrow up to {{max}} for major family expenses, your children’s education or business cash flow.',
    },
    {
      title: 'Fast, transparent valuation',
      text: 'Give us your property address and details online and get an initial valuation in {{valuationMinutes}} minutes, so you know what you can borrow before you decide.',
    },
    { title: 'Clear repayments', text: 'Daily interest, no handling fees, fixed monthly instalments and no penalty for repaying early.' },
  ],
  eligibility: [
    'Hong Kong resident aged {{minAge}} or over with a Hong Kong permanent identity card',
    'Owner of a residential property in Hong Kong (private, HOS or public housing)',
    'You authorise us to check your credit report',
  ],
  documents: [
    'Hong Kong identity card',
    'Property address and ownership details',
    'Proof of address issued within the last {{addressProofMonths}} months',
    'Recent bank statements showing your income',
  ],
  testimonials: [
    {
      id: 'p-family',
      user: 'Mr Ng, homeowner',
      title: 'Quick valuation, clear terms',
      text: 'I entered my property details online and soon had an initial valuation. The officer explained every instalment and there were no hidden charges.',
    },
    {
      id: 'p-shop',
      user: 'Mrs Lam, online shop owner',
      title: 'Cash when the business needed it',
      text: 'My online shop needed new stock. Applying with our flat was simpler than I expected and the money arrived quickly.',
    },
  ],
  faq: [
    {
      id: 'types',
      q: 'Which properties qualify for a property owner loan?',
      a: [
        'Owners of private flats, HOS flats and public housing flats can apply. HOS and public housing owners may also like our HOS and public housing owner loan.',
      ],
    },
    {
      id: 'valuation',
      q: 'How long does the valuation take?',
      a: [
        'Once you submit your property details online, the initial valuation takes {{valuationMinutes}} minutes. The final loan amount depends on our approval.',
      ],
    },
    { id: 'amount', q: 'How much can I borrow?', a: ['Up to {{max}}, depending on the valuation of your property, your income and your credit record.'] },
    EARLY_REPAYMENT,
  ],
};

const hosLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'Property types', value: 'HOS and public housing' },
    { label: 'Initial valuation', value: '{{valuationMinutes}} minutes' },
    { label: 'Handling fee', value: 'None' },
  ],
  highlights: [
    { title: 'For HOS and public housing', text: 'Designed for owners of HOS and public housing flats, whether or not the premium has been paid.' },
    {
      title: '{{valuationMinutes}}-minute initial valuation',
      text: 'Submit your flat’s details online for an initial valuation in {{valuationMinutes}} minutes.',
    },
    COMMON_HIGHLIGHTS.daily,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    {
      title: 'Made for subsidised-housing owners',
      text: 'HOS and public housing owners can borrow against the home they live in, for family expenses, study or business needs.',
    },
    {
      title: 'Apply online, valued fast',
      text: 'Submit your flat’s details online for an initial valuation in {{valuationMinutes}} minutes and borrow up to {{max}}.',
    },
    {
      title: 'Clear, simple costs',
      text: 'No handling fees, daily interest and no penalty for repaying early, with a monthly instalment you can see at a glance.',
    },
  ],
  eligibility: [
    'Hong Kong resident aged {{minAge}} or over with a Hong Kong permanent identity card',
    'Owner of an HOS or public housing flat',
    'You authorise us to check your credit report',
  ],
  documents: [
    'Hong Kong identity card',
    'Flat address and ownership details',
    'Proof of address issued within the last {{addressProofMonths}} months',
    'Recent bank statements showing your income',
  ],
  testimonials: [
    {
      id: 'h-hos-owner',
      user: 'Mr Cheng, transport',
      title: 'Yes, HOS owners can borrow',
      text: 'I thought an HOS flat would be hard to borrow against, but the valuation was done online and a longer repayment period made the monthly amount lighter.',
    },
    {
      id: 'h-public-owner',
      user: 'Mrs Chan, homemaker',
      title: 'Patient, helpful staff',
      text: 'It was my first loan and I had lots of questions. The officer went through each one and reminded me I could repay early without a penalty.',
    },
  ],
  faq: [
    {
      id: 'premium',
      q: 'Can I apply if my HOS flat’s premium is unpaid?',
      a: ['Yes. Owners of HOS and public housing flats can apply; the amount depends on the valuation of the flat, your income and your credit record.'],
    },
    {
      id: 'valuation',
      q: 'How long does the valuation take?',
      a: ['Once you submit the flat’s details online, the initial valuation takes {{valuationMinutes}} minutes.'],
    },
    { id: 'amount', q: 'How much can I borrow?', a: ['Up to {{max}}, subject to our approval.'] },
    EARLY_REPAYMENT,
  ],
};

const tLoan: LoanCopy = {
  headline: 'Up to {{max}}, {{discount}} off your rate',
  stats: [
    { label: 'Rate discount', value: '{{discount}} off your existing rate' },
    { label: 'Example', value: '{{exampleFrom}} becomes {{exampleTo}}' },
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'New-customer rebate', value: 'Up to {{rebate}}' },
  ],
  highlights: [
    { title: '{{discount}} off straight away', text: 'We take {{discount}} off the rate of your existing loan: {{exampleFrom}} becomes {{exampleTo}}.' },
    { title: 'Many debts, one repayment', text: 'Consolidate your loans and remember just one repayment date each month.' },
    { title: 'New-customer rebate', text: 'New customers can receive a rebate of up to {{rebate}}, subject to terms and conditions.' },
    COMMON_HIGHLIGHTS.noFee,
  ],
  points: [
    {
      title: 'A straightforward rate cut',
      text: 'Move your existing loan to us and your rate is your current rate less {{discount}}. A loan at {{exampleFrom}} a year becomes {{exampleTo}}, saving interest every month.',
    },
    {
      title: 'Bring your debts together',
      text: 'Borrow up to {{max}} to repay several personal loans or instalment plans at once, then make a single monthly repayment to us.',
    },
    { title: 'Easier to manage', text: 'Fixed monthly instalments tell you exactly when you will be debt-free, and early repayment carries no penalty.' },
  ],
  eligibility: [...STANDARD_ELIGIBILITY, 'You have personal loans or instalment plans with other lenders'],
  documents: [...STANDARD_DOCUMENTS, 'Recent statements or loan contracts of your existing loans (showing the rate)'],
  note: 'The rate discount is based on the rate of the applicant’s existing loan; see the debt transfer loan terms for details.',
  testimonials: [
    {
      id: 't-three-loans',
      user: 'Mr Chow, logistics',
      title: 'Three loans became one',
      text: 'I had three personal loans due on different days each month. After the transfer my rate dropped by a fifth and everything is in one place.',
    },
    {
      id: 't-rate-cut',
      user: 'Ms Fung, administrative assistant',
      title: 'Real interest savings',
      text: 'My old loan had a high rate. After moving it here it was 20% lower, my monthly repayment fell and there was no handling fee.',
    },
  ],
  faq: [
    {
      id: 'how-discount',
      q: 'How does “{{discount}} off your existing rate” work?',
      a: [
        'We take the annual rate on your existing loan contract or statement and reduce it by {{discount}} for your new loan. For example, {{exampleFrom}} becomes {{exampleTo}}.',
      ],
    },
    {
      id: 'which-debts',
      q: 'Which debts can I transfer?',
      a: ['Most personal loans and instalment debts can be transferred, up to {{max}}. We confirm your existing debts during approval.'],
    },
    {
      id: 'rebate',
      q: 'How does the new-customer rebate work?',
      a: ['New customers can receive a rebate of up to {{rebate}}; the amount and conditions are set out in the debt transfer loan terms.'],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const cLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'Repayment period', value: 'Up to {{maxMonths}} months' },
    { label: 'Repayments', value: 'Fixed monthly' },
    { label: 'Approval', value: 'In as little as {{approvalMinutes}} minutes' },
  ],
  highlights: [
    { title: 'Clear all your cards at once', text: 'Pay off the balances on several credit cards in one go.' },
    { title: 'Escape minimum payments', text: 'Fixed instalments replace minimum payments, with a clear date when you are done.' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    {
      title: 'The cost of minimum payments',
      text: 'Credit card rates can reach {{cardRate}} a year. If you pay only the minimum each month ({{cardMinPct}} of the principal plus interest, or {{cardMinAmount}}, whichever is higher), the balance can take years to clear.',
    },
    {
      title: 'One loan, fixed instalments',
      text: 'Borrow up to {{max}} over up to {{maxMonths}} months to combine all your card balances into one loan with a fixed monthly repayment.',
    },
    {
      title: 'Good for your credit record',
      text: 'Repaying on time helps you build a good credit record, and there is no penalty for clearing the loan early.',
    },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: [...STANDARD_DOCUMENTS, 'Latest statement of each credit card'],
  testimonials: [
    {
      id: 'c-four-cards',
      user: 'Mr Lau, sales',
      title: 'Four cards, one loan',
      text: 'I used to pay only the minimum and my balance had not moved in years. Now I know exactly when I will be clear.',
    },
    {
      id: 'c-min-payment',
      user: 'Ms Choi, designer',
      title: 'One date to remember',
      text: 'No more juggling different statement dates for each card. One repayment a month is a real relief.',
    },
  ],
  faq: [
    {
      id: 'why',
      q: 'Why not just pay the minimum?',
      a: [
        'Credit card rates can reach {{cardRate}} a year. The minimum payment is usually {{cardMinPct}} of the principal plus interest, or {{cardMinAmount}}, whichever is higher, so most of what you pay goes on interest and the principal falls very slowly.',
      ],
    },
    { id: 'amount', q: 'How much can I borrow?', a: ['Up to {{max}}, repayable over up to {{maxMonths}} months, subject to our approval.'] },
    {
      id: 'cards',
      q: 'Is the loan used to pay off my cards?',
      a: ['Once approved, use the loan to repay each card according to its statement balance. We suggest you keep the payment records for reference.'],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const revolvingLoan: LoanCopy = {
  headline: '{{salaryMultiple}}x monthly salary',
  stats: [
    { label: 'Credit limit', value: 'Up to {{salaryMultiple}} times monthly salary' },
    { label: 'Interest', value: 'On the amount drawn, by the day' },
    { label: 'Unused limit', value: 'Interest-free' },
    { label: 'Limit', value: 'Reusable after repayment' },
  ],
  highlights: [
    { title: 'Draw and repay as you go', text: 'Draw only when you need to; repaid amounts become available again.' },
    { title: 'Interest by the day', text: 'Interest = amount drawn × annual rate ÷ {{dayBasis}} × days.' },
    { title: 'Unused limit is free', text: 'You pay no interest at all on the part of your limit you do not use.' },
    COMMON_HIGHLIGHTS.noFee,
  ],
  points: [
    {
      title: 'One limit, many uses',
      text: 'A standby credit limit of up to {{salaryMultiple}} times your monthly salary, ideal if your income varies or you need cash from time to time.',
    },
    {
      title: 'Interest you can check',
      text: 'Interest is charged only on what you draw, for the days you keep it: amount drawn × annual rate ÷ {{dayBasis}} × days. Nothing is charged on the rest.',
    },
    {
      title: 'Draw from your phone',
      text: 'Draw and repay through your online account, with an instant transfer to your bank account or cash from a VTM at selected branches.',
    },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: STANDARD_DOCUMENTS,
  note: 'Limit example: on a monthly income of {{medianIncome}}, {{salaryMultiple}} times salary gives a standby limit of {{exampleLimit}}. Your actual limit depends on our approval.',
  testimonials: [
    {
      id: 'r-stock',
      user: 'Mr Tse, self-employed',
      title: 'Pay only for what you use',
      text: 'I had to pay for stock before my client paid me. I repaid as soon as the money came in and only paid interest for the days I had drawn; the unused limit cost nothing.',
    },
    {
      id: 'r-payroll',
      user: 'Ms Mak, studio owner',
      title: 'Peace of mind on standby',
      text: 'When I do not use it I pay nothing. I drew for two weeks before payday, repaid it, and the limit was ready to use again.',
    },
  ],
  faq: [
    {
      id: 'interest',
      q: 'How is interest on the revolving loan worked out?',
      a: ['Only on the amount you draw, for the days you keep it: amount drawn × annual rate ÷ {{dayBasis}} × days. The unused limit is interest-free.'],
    },
    { id: 'limit', q: 'How large is the credit limit?', a: ['Up to {{salaryMultiple}} times your monthly salary, subject to our approval.'] },
    {
      id: 'reuse',
      q: 'Can I draw again after repaying?',
      a: ['Yes. Whatever you repay goes back into your available limit, ready to draw again when you need it.'],
    },
    EARLY_REPAYMENT,
  ],
};

const talentLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}} or {{salaryMultiple}} times monthly salary' },
    { label: 'Repayment period', value: 'Up to {{maxMonths}} months' },
    { label: 'Identity card', value: 'No permanent ID needed' },
    { label: 'Visa', value: 'Valid for over {{visaMonths}} months' },
  ],
  highlights: [
    { title: 'For newcomers to Hong Kong', text: 'Apply even without a permanent identity card.' },
    { title: 'Up to {{maxMonths}} months to repay', text: 'Lower monthly repayments while you settle into your new life.' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    {
      title: 'Made for incoming talent',
      text: 'If you came to work in Hong Kong under a talent scheme and hold a Hong Kong identity card (not permanent) and a work visa valid for more than {{visaMonths}} months, you can apply.',
    },
    {
      title: 'Cover your settling-in costs',
      text: 'Rental deposits, furniture and school fees in one go: borrow up to {{max}} or {{salaryMultiple}} times your monthly salary.',
    },
    {
      title: 'Service in English and Chinese',
      text: 'The online application and our customer service are available in English and Chinese, with clear steps throughout.',
    },
  ],
  eligibility: [
    'Aged {{minAge}} or over and holding a Hong Kong identity card (not permanent)',
    'Work visa valid for more than {{visaMonths}} months',
    'Employed in Hong Kong, with proof of employment',
    'You authorise us to check your credit report',
  ],
  documents: [
    'Hong Kong identity card',
    'Passport',
    'Work visa valid for more than {{visaMonths}} months',
    'Proof of employment (such as an employment contract or employer’s letter)',
    'Proof of address issued within the last {{addressProofMonths}} months',
  ],
  testimonials: [
    {
      id: 'tl-new-arrival',
      user: 'Mr Wang, software engineer',
      title: 'Approved as a newcomer',
      text: 'I had been in Hong Kong for two months and had no permanent ID. I applied with my passport, visa and employment contract and it was handled quickly.',
    },
    {
      id: 'tl-family-move',
      user: 'Ms Zhao, researcher',
      title: 'The whole family settled in',
      text: 'The rental deposit and my child’s school fees were due at once. A long repayment period kept our monthly budget comfortable.',
    },
  ],
  faq: [
    {
      id: 'who',
      q: 'Who can apply for a talent loan?',
      a: ['Anyone employed in Hong Kong who holds a Hong Kong identity card (not permanent) and a work visa valid for more than {{visaMonths}} months.'],
    },
    {
      id: 'documents',
      q: 'Which documents do I need?',
      a: [
        'Your Hong Kong identity card, passport, a work visa valid for more than {{visaMonths}} months, proof of employment and proof of address issued within the last {{addressProofMonths}} months.',
      ],
    },
    {
      id: 'amount',
      q: 'How much can I borrow, and for how long?',
      a: ['Up to {{max}} or {{salaryMultiple}} times your monthly salary, repayable over up to {{maxMonths}} months, subject to our approval.'],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const sLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'Repayment period', value: 'Up to {{maxMonths}} months' },
    { label: 'Rate example', value: '{{exampleFrom}} becomes {{exampleTo}}' },
    { label: 'For', value: 'Associate degree students and above' },
  ],
  highlights: [
    { title: 'Made for students', text: 'Full-time and part-time students at associate degree level or above can apply.' },
    { title: 'A much lower rate', text: 'For example, debts at {{exampleFrom}} consolidated into one loan at {{exampleTo}}.' },
    { title: 'Up to {{maxMonths}} months to repay', text: 'Smaller monthly repayments so you can focus on your studies.' },
    COMMON_HIGHLIGHTS.noFee,
  ],
  points: [
    { title: 'Consolidate student debts', text: 'Combine high-interest debts such as credit cards and instalment plans into one loan of up to {{max}}.' },
    {
      title: 'Lighter interest',
      text: 'For example, debts at an annual rate of {{exampleFrom}} could be consolidated at {{exampleTo}}; your actual rate depends on our approval.',
    },
    { title: 'Before and after graduation', text: 'With up to {{maxMonths}} months to repay, you can plan repayments around your income after graduation.' },
  ],
  eligibility: [
    'Hong Kong resident aged {{minAge}} or over with a Hong Kong permanent identity card',
    'Studying at associate degree level or above (full-time or part-time)',
    'You authorise us to check your credit report',
  ],
  documents: [
    'Hong Kong identity card',
    'Valid student card',
    'Proof of tuition fees (such as a fee notice or receipt)',
    'Recent statements of your existing debts',
  ],
  testimonials: [
    {
      id: 'st-graduate',
      user: 'Chung, final-year undergraduate',
      title: 'Debt-free before graduation',
      text: 'I maxed out my card while studying. After consolidating, my rate was much lower and a longer period made the instalments manageable on my part-time pay.',
    },
    {
      id: 'st-part-time',
      user: 'Yip, part-time degree student',
      title: 'A clear process',
      text: 'With my student card and fee notice ready, applying was easy, and I knew my monthly repayment from the start.',
    },
  ],
  faq: [
    {
      id: 'who',
      q: 'Which students can apply?',
      a: ['Hong Kong residents aged {{minAge}} or over studying full-time or part-time at associate degree level or above.'],
    },
    {
      id: 'documents',
      q: 'Which documents do I need?',
      a: ['Your Hong Kong identity card, a valid student card, proof of tuition fees and recent statements of your existing debts.'],
    },
    {
      id: 'rate',
      q: 'How much lower will my rate be?',
      a: ['That depends on your existing debts and credit standing. For example, debts at {{exampleFrom}} a year could be consolidated at {{exampleTo}}.'],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const uLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'Courses', value: 'Part-time degrees, master’s, driving licences' },
    { label: 'Approval', value: 'In as little as {{approvalMinutes}} minutes' },
    { label: 'Handling fee', value: 'None' },
  ],
  highlights: [
    { title: 'Invest in yourself', text: 'Part-time degrees, master’s programmes and driving lessons all qualify.' },
    { title: 'Spread your fees', text: 'No need to pay tuition in one go: repay monthly instead.' },
    COMMON_HIGHLIGHTS.daily,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: 'For many kinds of study', text: 'Borrow up to {{max}} for part-time degrees, master’s programmes, driving licences and other study costs.' },
    { title: 'Study now, repay as you go', text: 'Spread your tuition fees into monthly instalments and keep cash in hand for everyday expenses.' },
    {
      title: 'Apply online',
      text: 'Submit your application and proof of fees online, with no branch visit, and receive the money by instant transfer once approved.',
    },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: [...STANDARD_DOCUMENTS, 'Offer letter or proof of tuition fees'],
  testimonials: [
    {
      id: 'u-degree',
      user: 'Ms Lai, accounts clerk',
      title: 'Finally studying for my degree',
      text: 'I had long wanted a part-time accounting degree. Spreading the fees made it affordable, so I can study after work with peace of mind.',
    },
    {
      id: 'u-driving',
      user: 'Mr Yau, courier',
      title: 'A licence for a better job',
      text: 'I wanted a goods vehicle licence to change jobs. I borrowed for the lessons and test fees and repaid within a year.',
    },
  ],
  faq: [
    {
      id: 'courses',
      q: 'Which courses qualify?',
      a: ['Part-time degrees, master’s programmes, driving licences and similar study costs. Please provide your offer letter or proof of fees.'],
    },
    { id: 'amount', q: 'How much can I borrow?', a: ['Up to {{max}}, subject to our approval.'] },
    {
      id: 'pay-school',
      q: 'Is the loan paid to the school?',
      a: ['Once approved, the loan is transferred to your bank account and you pay the fees yourself.'],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const wLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'For', value: 'Banquet, photos, honeymoon' },
    { label: 'Interest', value: 'Charged daily' },
    { label: 'Approval', value: 'In as little as {{approvalMinutes}} minutes' },
  ],
  highlights: [
    { title: 'Your whole wedding covered', text: 'The banquet, wedding photos and honeymoon in one loan.' },
    { title: 'Repay at your own pace', text: 'Monthly instalments keep your newly-wed budget on track.' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: 'No compromises on the big day', text: 'Borrow up to {{max}} to arrange the banquet, gown, photos and honeymoon together.' },
    { title: 'A budget you can see', text: 'Fixed monthly instalments, daily interest and no handling fees help you plan married life too.' },
    { title: 'Apply online', text: 'Planning a wedding is busy enough: submit your application and documents online, with no branch visit.' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: STANDARD_DOCUMENTS,
  testimonials: [
    {
      id: 'w-banquet',
      user: 'Mr Poon, teacher',
      title: 'Banquet deposit paid on time',
      text: 'The restaurant wanted a deposit up front. The money arrived soon after I applied and the monthly repayments fit our budget.',
    },
    {
      id: 'w-photos',
      user: 'Ms Kan, customer service',
      title: 'No need to settle for less',
      text: 'We arranged the photos and honeymoon together and will be clear in two years, with no handling fee.',
    },
  ],
  faq: [
    { id: 'usage', q: 'What can the wedding loan pay for?', a: ['Any wedding expense, such as the banquet, wedding photos and honeymoon.'] },
    { id: 'amount', q: 'How much can I borrow?', a: ['Up to {{max}}, subject to our approval.'] },
    {
      id: 'joint',
      q: 'Can we apply as a couple?',
      a: ['Each loan is granted in the name of one applicant, who must meet the eligibility requirements and provide the documents.'],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const rLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'First {{interestOnlyFrom}} to {{interestOnlyTo}} instalments', value: 'Interest only' },
    { label: 'Interest', value: 'Charged daily' },
    { label: 'Approval', value: 'In as little as {{approvalMinutes}} minutes' },
  ],
  highlights: [
    {
      title: 'Interest only for {{interestOnlyFrom}} to {{interestOnlyTo}} instalments',
      text: 'Pay only interest at first, then start repaying principal once the work is done.',
    },
    { title: 'New home or old', text: 'For moving into a new home or refreshing the one you have.' },
    COMMON_HIGHLIGHTS.noFee,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    {
      title: 'Less pressure while the work goes on',
      text: 'Pay only interest for the first {{interestOnlyFrom}} to {{interestOnlyTo}} instalments and keep more cash for other costs during the renovation.',
    },
    { title: 'Borrow up to {{max}}', text: 'From a partial refresh to a whole-flat renovation, enough for the works, materials, furniture and appliances.' },
    { title: 'Transparent costs', text: 'Daily interest, no handling fees and no penalty for repaying early.' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: [...STANDARD_DOCUMENTS, 'Renovation quotation or works contract (if any)'],
  testimonials: [
    {
      id: 're-new-home',
      user: 'Mr Au, office worker',
      title: 'Renovated before moving in',
      text: 'We bought a second-hand flat that needed a full renovation. With the loan we still had cash for appliances before the work was finished.',
    },
    {
      id: 're-kitchen',
      user: 'Mrs Law, accountant',
      title: 'A brand-new kitchen',
      text: 'We only redid the kitchen and bathroom and will be clear in two years. The monthly repayment is easy to budget for.',
    },
  ],
  faq: [
    {
      id: 'interest-only',
      q: 'What does “interest only for the first {{interestOnlyFrom}} to {{interestOnlyTo}} instalments” mean?',
      a: [
        'For the first {{interestOnlyFrom}} to {{interestOnlyTo}} instalments you repay only the interest; later instalments include principal as well. The number of interest-only instalments depends on our approval.',
      ],
    },
    { id: 'amount', q: 'How much can I borrow?', a: ['The renovation loan offers up to {{max}}.'] },
    {
      id: 'quote',
      q: 'Do I need a renovation quotation?',
      a: ['If you have a quotation or works contract, please include it: it helps us assess the amount you need.'],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const iLoan: LoanCopy = {
  headline: 'Up to {{max}}, first {{freeDays}} days free',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'Interest offer', value: 'First {{freeDays}} days free' },
    { label: 'Approval', value: 'In as little as {{approvalMinutes}} minutes' },
    { label: 'Handling fee', value: 'None' },
  ],
  highlights: [
    { title: 'First {{freeDays}} days interest-free', text: 'No interest for the first {{freeDays}} days after drawdown.' },
    { title: 'Seize the moment', text: 'Apply online and receive the money by instant transfer once approved.' },
    COMMON_HIGHLIGHTS.daily,
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: 'Money when you need it', text: 'Opportunities do not wait. Apply online and borrow up to {{max}}, transferred instantly once approved.' },
    {
      title: 'First {{freeDays}} days interest-free',
      text: 'No interest for the first {{freeDays}} days after drawdown, then daily interest: good value for short-term needs.',
    },
    { title: 'Know the risks', text: 'Investing involves risk. Before borrowing to invest, make sure you can repay, and never borrow more than you need.' },
  ],
  eligibility: STANDARD_ELIGIBILITY,
  documents: STANDARD_DOCUMENTS,
  note: 'Investing involves risk and prices can go down as well as up. Before borrowing to invest, make sure you can repay on time.',
  testimonials: [
    {
      id: 'i-opportunity',
      user: 'Mr Ho, financial services',
      title: 'Funds arrived fast',
      text: 'I spotted an opportunity and needed money right away. I applied online and had the money the same day.',
    },
    {
      id: 'i-short',
      user: 'Ms Yuen, freelancer',
      title: 'Short-term and clear',
      text: 'Repaid within a year, the first two days were interest-free, and I worked everything out before I borrowed.',
    },
  ],
  faq: [
    {
      id: 'interest-free',
      q: 'How do the {{freeDays}} interest-free days work?',
      a: ['No interest is charged for the first {{freeDays}} days from drawdown; after that interest is charged for each day.'],
    },
    { id: 'amount', q: 'How much can I borrow?', a: ['Up to {{max}}, subject to our approval.'] },
    {
      id: 'risk',
      q: 'What should I consider before borrowing to invest?',
      a: ['Investing involves risk and returns are not guaranteed, but the loan must still be repaid on time. Assess your ability to repay first.'],
    },
    APPROVAL_MINUTES,
    EARLY_REPAYMENT,
  ],
};

const lLoan: LoanCopy = {
  headline: 'Up to {{max}}',
  stats: [
    { label: 'Loan amount', value: 'Up to {{max}}' },
    { label: 'Financing', value: 'Up to {{costRatio}} of project cost' },
    { label: 'Repayment period', value: 'Up to {{maxMonths}} instalments' },
    { label: 'Evaluation', value: '{{minDays}} to {{maxDays}} working days' },
  ],
  highlights: [
    { title: 'Up to {{costRatio}} financed', text: 'Borrow up to {{costRatio}} of the project cost.' },
    {
      title: 'Evaluated in {{minDays}} to {{maxDays}} working days',
      text: 'Once we have your documents, evaluation normally takes {{minDays}} to {{maxDays}} working days.',
    },
    { title: 'Paid by cheque', text: 'The approved loan is paid by cheque.' },
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: 'Support a greener life', text: 'Install a solar power system with a loan of up to {{max}}, covering up to {{costRatio}} of the project cost.' },
    {
      title: 'A clear, simple process',
      text: 'Sign a works contract with your installer, then send us the contract and supporting documents. We normally complete our evaluation in {{minDays}} to {{maxDays}} working days and pay the approved loan by cheque.',
    },
    { title: 'Spread the cost', text: 'Repay over up to {{maxMonths}} instalments while your system starts generating power.' },
  ],
  eligibility: [...STANDARD_ELIGIBILITY, 'You have signed an installation contract for a solar power system'],
  documents: [...STANDARD_DOCUMENTS, 'Works contract and quotation from your installer'],
  testimonials: [
    {
      id: 'l-village-house',
      user: 'Mr Mok, village house owner',
      title: 'A power station on the roof',
      text: 'I applied once the installer’s contract was signed. The loan covered 90% of the works, spread over two years, and the evaluation was quick.',
    },
    {
      id: 'l-rooftop',
      user: 'Mrs Fong, retiree',
      title: 'A very clear process',
      text: 'I sent in the contract and documents, received the cheque after approval and paid the installer. Everything was straightforward.',
    },
  ],
  faq: [
    {
      id: 'process',
      q: 'How does the application work?',
      a: [
        'First sign a works contract with your installer, then send us the contract and supporting documents. We normally complete our evaluation in {{minDays}} to {{maxDays}} working days and pay the approved loan by cheque.',
      ],
    },
    { id: 'ratio', q: 'How much can I borrow?', a: ['Up to {{costRatio}} of the project cost, with a maximum of {{max}}.'] },
    { id: 'tenor', q: 'How long can I take to repay?', a: ['Up to {{maxMonths}} instalments.'] },
    EARLY_REPAYMENT,
  ],
};

const sme: LoanCopy = {
  headline: '{{min}} to {{max}}',
  stats: [
    { label: 'Loan amount', value: '{{min}} to {{max}}' },
    { label: 'Repayment period', value: '{{minMonths}} to {{maxMonths}} instalments' },
    { label: 'Approval', value: 'Within {{approvalDays}} days' },
    { label: 'Trading history', value: '{{tradingMonths}} months or more' },
  ],
  highlights: [
    { title: 'Approval within {{approvalDays}} days', text: 'Once your documents are complete, we decide within {{approvalDays}} days.' },
    { title: 'Start-ups welcome', text: 'Companies under a year old can apply for a start-up loan.' },
    { title: 'Flexible repayment', text: 'Repay over {{minMonths}} to {{maxMonths}} instalments to match your cash flow.' },
    COMMON_HIGHLIGHTS.noPenalty,
  ],
  points: [
    { title: 'Working capital and growth', text: 'Borrow from {{min}} to {{max}} for stock, equipment, rent and payroll or to expand your business.' },
    { title: 'Fast decisions', text: 'With your documents complete, we approve within {{approvalDays}} days so you can act on opportunities.' },
    {
      title: 'Options for start-ups too',
      text: 'Businesses trading for {{tradingMonths}} months or more can apply, and companies under a year old can choose a start-up loan.',
    },
  ],
  eligibility: [
    'A business registered and operating in Hong Kong',
    'Trading for {{tradingMonths}} months or more (a start-up loan is available for companies under a year old)',
    'A guarantee from a director or shareholder',
    'Directors or shareholders authorise us to check their credit reports',
  ],
  documents: [
    'Business registration certificate and certificate of incorporation',
    'Hong Kong identity cards of directors and shareholders',
    'Recent company bank statements',
    'Latest financial statements or management accounts (if any)',
  ],
  note: 'Repayment example: a loan of {{exampleAmount}} at a monthly rate of {{monthlyRate}} ({{exampleRate}} a year) over {{exampleMonths}} instalments is repaid at {{exampleMonthly}} a month, {{exampleTotal}} in total. Actual rates and terms depend on our approval.',
  testimonials: [
    {
      id: 'm-trading',
      user: 'Mr Chan, trading company director',
      title: 'Stocked up before peak season',
      text: 'We needed a lot of stock before Christmas. Approval came within three days and we placed our orders as soon as the money arrived.',
    },
    {
      id: 'm-restaurant',
      user: 'Ms Wong, restaurant owner',
      title: 'Our second branch',
      text: 'Opening a second branch meant fitting-out and equipment. Repaying over two years kept our cash flow comfortable.',
    },
  ],
  faq: [
    {
      id: 'who',
      q: 'Which businesses can apply?',
      a: [
        'Businesses trading in Hong Kong for {{tradingMonths}} months or more, with a guarantee from a director or shareholder. Companies under a year old can apply for a start-up loan.',
      ],
    },
    {
      id: 'amount',
      q: 'What are the loan amounts and repayment periods?',
      a: ['From {{min}} to {{max}}, repayable over {{minMonths}} to {{maxMonths}} instalments.'],
    },
    { id: 'approval', q: 'How long does approval take?', a: ['Once your documents are complete, usually within {{approvalDays}} days.'] },
    EARLY_REPAYMENT,
  ],
};

export const loansEnUS: LoansCopy = {
  nLoan,
  loan7x24,
  supreme,
  pLoan,
  hosLoan,
  tLoan,
  cLoan,
  revolvingLoan,
  talentLoan,
  sLoan,
  uLoan,
  wLoan,
  rLoan,
  iLoan,
  lLoan,
  sme,
};
