import type { CompanyCopy } from '../types';

/** Company pages in English; same shape and ids as copy.zh-HK.ts. */
export const companyEnUS: CompanyCopy = {
  about: {
    blocks: [
      {
        id: 'overview',
        heading: 'Who we are',
        paragraphs: [
          '{{brand}} is a licensed money lender in Hong Kong (money lenders licence no. {{licenceNo}}) listed on the Main Board of the Stock Exchange of Hong Kong (stock code {{stockCode}}).',
          'We serve individuals, property owners, students, newcomers on talent schemes, civil servants and professionals, and small businesses, with personal loans, property owner loans, debt transfer, credit card consolidation, revolving credit, SME financing and more.',
        ],
      },
      {
        id: 'how',
        heading: 'How we work',
        paragraphs: [
          'Everything can be done online: apply, upload your documents and sign electronically, with no branch visit. Our AI makes an initial assessment straight away, with a result in as little as {{fastestMinutes}} minutes, and an approval manager makes the final decision, so we are quick without cutting corners.',
          'Once approved, the loan can be transferred instantly to your bank account or withdrawn as cash from a video teller machine (VTM) at selected branches. Our branches are on Hong Kong Island, in Kowloon and in the New Territories.',
        ],
      },
      {
        id: 'promise',
        heading: 'Our promise',
        paragraphs: [
          'We believe borrowing should be clear and transparent. That is why we charge no handling fees, charge interest by the day, never penalise early repayment, and show your repayments and effective annual rate before you sign.',
        ],
        list: [
          'No handling fees',
          'Daily interest',
          'No early repayment penalty ({{noticeDays}} working days’ written notice)',
          'Your data protected by {{sslBits}}-bit SSL encryption',
        ],
      },
    ],
    values: [
      { title: 'Clear and transparent', text: 'Rates, repayments and terms are set out before you sign, with no hidden charges.' },
      {
        title: 'Responsible lending',
        text: 'We assess each application against the applicant’s income and credit standing and encourage borrowing within your means.',
      },
      { title: 'Quick and convenient', text: 'Online applications with AI assessment, open for applications around the clock.' },
      { title: 'Privacy protected', text: 'We handle and protect your personal data under the Personal Data (Privacy) Ordinance.' },
    ],
  },
  esg: {
    pillars: [
      {
        id: 'environment',
        title: 'Environment',
        text: 'Through our products and operations we support greener living.',
        items: [
          'Our solar loan helps households install solar power systems, financing up to {{lLoan_costRatio}} of the project cost',
          'Online applications, electronic documents and e-signing cut down on paper',
          'We encourage customers to check their records online instead of receiving paper by post',
        ],
      },
      {
        id: 'social',
        title: 'Social',
        text: 'Responsible lending and customer protection come first.',
        items: [
          'We assess applications against income and credit record to avoid over-borrowing',
          'We remind everyone that loans must be repaid and that no intermediary should be paid, and we publish impersonation cases and anti-fraud advice',
          'We offer suitable loans for newcomers on talent schemes and for students',
          'No handling fees and no early repayment penalty',
        ],
      },
      {
        id: 'governance',
        title: 'Governance',
        text: 'As a listed company and a licensed money lender, we hold ourselves to the rules and to good corporate governance.',
        items: [
          'We comply with the Money Lenders Ordinance and the Listing Rules',
          'Our board has audit, remuneration and nomination committees',
          'We protect customer data under the Personal Data (Privacy) Ordinance',
          'We publish regular financial reports and announcements; see Investor Relations',
        ],
      },
    ],
  },
  tutorial: {
    preparation: [
      'Hong Kong identity card',
      'Proof of address issued within the last {{addressProofMonths}} months (such as a utility bill or bank statement)',
      'Recent bank statements or proof of income',
      'Any other documents your product needs (such as a student card, work visa or works contract)',
    ],
    steps: [
      {
        id: 'apply',
        title: 'Apply online',
        text: 'Select “Apply now” on a loan page and enter your basic details, such as your mobile number, name and the type of loan.',
        tips: [
          'Applicants must be Hong Kong residents aged {{minAge}} or over',
          'Check your mobile number before you submit: we send your one-time password to it',
        ],
      },
      {
        id: 'upload',
        title: 'Upload documents',
        text: 'Photograph the documents with your phone and upload them. Make sure each photo is sharp and shows all four corners.',
        tips: ['Blurred documents slow things down', 'After you submit, we send your account number and a one-time login password by SMS and email'],
      },
      {
        id: 'approval',
        title: 'Get your result',
        text: 'Our AI makes an initial assessment straight away, then an approval manager makes the final decision and we let you know the result.',
        tips: [
          'Applications submitted outside office hours are processed on the next working day',
          'You can still change your details before you confirm the loan; contact customer service for help',
        ],
      },
      {
        id: 'sign',
        title: 'Sign electronically',
        text: 'Read the rate, repayments and terms of your loan contract, then sign it electronically.',
        tips: [
          'Once the contract is in force, repayment dates and the bank account generally cannot be changed',
          'To repay the whole loan early, give at least {{noticeDays}} working days’ written notice',
        ],
      },
      {
        id: 'cash',
        title: 'Receive your money',
        text: 'The loan is transferred instantly to your bank account, or you can collect cash from a VTM or the counter at selected branches.',
        tips: ['Solar loans are paid by cheque', 'Forgotten your password or not received the SMS? Contact customer service'],
      },
    ],
  },
  creditReport: {
    benefits: [
      { title: 'Know your credit standing', text: 'See your repayment record and current borrowing in one place.' },
      { title: 'Prepare before you apply', text: 'Understand what affects approval so you can apply with confidence.' },
      { title: 'Spot problems early', text: 'If something looks wrong or you see borrowing you do not recognise, you can follow it up early.' },
    ],
    steps: [
      { title: 'Log in to your account', text: 'Log in to your online account with your account number and password.' },
      { title: 'Give your authorisation', text: 'Read the terms and authorise us to obtain your credit report.' },
      { title: 'Read your smart report', text: 'Clear charts set out your credit standing at a glance.' },
    ],
    notes: [
      'The credit report is for reference only and does not indicate the outcome of any loan application.',
      'We obtain your credit report only with your authorisation and handle your personal data under our privacy policy.',
      'If any information in your credit report is wrong, contact the credit reference agency concerned to have it corrected.',
    ],
  },
  counterfeiting: {
    methods: [
      { title: 'Calls from fake staff', text: 'Callers claiming to be {{brand}} staff ask you to transfer an “approval fee” or “deposit” first.' },
      {
        title: 'Fake SMS and WhatsApp messages',
        text: 'Loan offers from unknown numbers with suspicious links that try to get your personal details or passwords.',
      },
      { title: 'Fake websites and social pages', text: 'Copies of our logo and layout used to steal your ID details and one-time passwords.' },
      { title: 'So-called loan intermediaries', text: 'People promising “guaranteed” or “express” approval in return for a fee or commission.' },
    ],
    tips: [
      'We charge no handling fees and never ask you to pay anything before a loan is granted.',
      'We never ask for your password or one-time password through unofficial channels.',
      'Our WhatsApp customer service number is {{whatsapp}} (changed from {{whatsappOld}}); no other number is ours.',
      'We have not appointed any intermediary to arrange loans.',
    ],
    actions: [
      'Hang up or stop replying; never transfer money or give any password.',
      'Call our customer service hotline on {{hotline}} to check whether the call or message is genuine.',
      'If you think you have been deceived, report it to the police at once, or call the police Anti-Scam Helpline on 18222.',
    ],
  },
  specialAnnouncements: [
    {
      id: 'whatsapp-number',
      date: '2025-04-30',
      title: 'Change of WhatsApp customer service number',
      paragraphs: [
        'From 30 April 2025, our WhatsApp customer service number has changed from {{whatsappOld}} to {{whatsapp}}. Please contact us on the new number; no other number is ours.',
      ],
    },
    {
      id: 'sha-tin',
      title: 'Sha Tin branch suspended',
      paragraphs: [
        'Our Sha Tin branch is suspended until further notice. All other branches are open as usual, and you can also call our customer service hotline on {{hotline}} or use your online account.',
      ],
    },
    {
      id: 'impersonation',
      title: 'Beware of people impersonating our staff',
      paragraphs: [
        'Fraudsters have been posing as our staff by phone, text message and social media and asking people to pay fees in advance. Our staff never ask customers to pay any fee in advance, and never ask for personal data or passwords through unofficial channels. If in doubt, call {{hotline}} to check.',
      ],
    },
    {
      id: 'maintenance',
      title: 'Online application service suspensions',
      paragraphs: [
        'During system maintenance, online applications and the online account are suspended, and the website shows when the suspension starts and ends. Meanwhile you are welcome to call our customer service hotline on {{hotline}}.',
      ],
    },
  ],
  downloadApp: {
    features: [
      { title: 'Apply any time', text: 'Fill in your application and upload documents on your phone, with no branch visit.' },
      { title: 'Track your progress', text: 'Check your application status and repayment record whenever you like.' },
      { title: 'Secure login', text: 'Log in with your account number and a one-time password; data is sent with {{sslBits}}-bit SSL encryption.' },
    ],
    note: 'Download the {{brand}} app only from the official app stores, and never install apps from unknown sources.',
  },
};
