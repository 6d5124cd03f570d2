import type { LegalName, TextDocument } from '../types';

/**
 * Legal pages in English; same blocks and ids as copy.zh-HK.ts. The privacy policy is a Personal
 * Information Collection Statement under the Personal Data (Privacy) Ordinance (Cap. 486).
 * Have them reviewed by the company's lawyers before going live.
 */
export const legalEnUS: Record<LegalName, TextDocument> = {
  disclaimer: {
    updated: '2026-01-01',
    blocks: [
      {
        id: 'information',
        heading: 'For information only',
        paragraphs: [
          'The information on this website, including loan products, rates, repayment examples and calculator results, is for general reference only and is not an offer, recommendation or commitment to lend. The actual loan amount, rate, repayment period and terms are those approved by {{brand}} and set out in the loan contract.',
        ],
      },
      {
        id: 'accuracy',
        heading: 'Accuracy',
        paragraphs: [
          'We take care to keep this website accurate and up to date, but we do not guarantee that the information is complete, accurate or current, and we may change it at any time without notice.',
        ],
      },
      {
        id: 'calculators',
        heading: 'Calculators and examples',
        paragraphs: [
          'Repayment calculators and examples use assumed figures and are for illustration only. Customer stories are illustrative cases, not real customers.',
        ],
      },
      {
        id: 'links',
        heading: 'Third-party links',
        paragraphs: [
          'This website may link to third-party websites. We do not control them and are not responsible for their content, privacy policies or practices.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'To the extent permitted by law, {{brand}} is not liable for any direct or indirect loss arising from the use of, or reliance on, the information on this website, or from being unable to use it.',
        ],
      },
      { id: 'law', heading: 'Governing law', paragraphs: ['This disclaimer is governed by the laws of the Hong Kong Special Administrative Region.'] },
    ],
  },
  terms: {
    updated: '2026-01-01',
    blocks: [
      {
        id: 'acceptance',
        heading: 'Acceptance',
        paragraphs: ['By browsing or using this website you agree to these terms and conditions. If you do not agree, please stop using the website.'],
      },
      {
        id: 'use',
        heading: 'Using this website',
        paragraphs: [
          'You may use this website only for lawful purposes. You must not interfere with its operation, attempt unauthorised access to any system or upload any malicious code.',
        ],
      },
      {
        id: 'applications',
        heading: 'Online applications',
        paragraphs: [
          'Loan applications made through this website are subject to our approval. You must make sure the information you give is true, accurate and complete; false information may lead to rejection and may be an offence.',
        ],
      },
      {
        id: 'account',
        heading: 'Your online account',
        paragraphs: [
          'Keep your login details and one-time passwords safe and never share them. If you suspect your account has been misused, call us on {{hotline}} straight away.',
        ],
      },
      {
        id: 'ip',
        heading: 'Intellectual property',
        paragraphs: [
          'The content, logos and design of this website belong to {{brand}} or its licensors. They may not be copied, modified or used commercially without our written consent.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: ['We may change these terms and conditions at any time; the revised version takes effect when published on this website.'],
      },
      {
        id: 'law',
        heading: 'Governing law and jurisdiction',
        paragraphs: [
          'These terms and conditions are governed by the laws of the Hong Kong Special Administrative Region, and the parties submit to the non-exclusive jurisdiction of the Hong Kong courts.',
        ],
      },
    ],
  },
  privacy: {
    updated: '2026-01-01',
    blocks: [
      {
        id: 'intro',
        heading: 'Personal information collection statement',
        paragraphs: [
          '{{brand}} (“we”) complies with the Personal Data (Privacy) Ordinance (Cap. 486) (the “Ordinance”). This statement explains why we collect your personal data, how we use it, to whom it may be transferred, and your rights to access and correct it. Please read it before you give us any personal data.',
        ],
      },
      {
        id: 'data',
        heading: 'The data we collect',
        paragraphs: ['Depending on the services you use, we may collect:'],
        list: [
          'Identity data: title, name, Hong Kong identity card number, date of birth and, for talent loans, passport and visa details',
          'Contact data: mobile number, email address and residential address',
          'Financial data: occupation, income, bank account details, existing borrowing and repayment record',
          'Credit data: your credit report, obtained from a credit reference agency with your authorisation',
          'Usage data: device information, cookies and records of how you use this website',
        ],
      },
      {
        id: 'obligatory',
        heading: 'Obligatory and voluntary data',
        paragraphs: [
          'Data marked as required on an application form is needed to process your application. If you do not provide it, we may be unable to process your application or provide our services.',
          'Other data (such as your The Club membership number or Tap & Go account number) is voluntary; leaving it out does not affect your loan application.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we collect your data',
        paragraphs: ['We may use your personal data to:'],
        list: [
          'process and assess your loan application, including verifying your identity and assessing your credit standing',
          'obtain credit data from, and provide credit data to, credit reference agencies',
          'grant, administer and maintain your loan account, including collecting repayments',
          'recover amounts due if you default',
          'answer your enquiries and arrange call-backs',
          'comply with laws, regulations and the requirements and guidelines of regulators, including on anti-money laundering and counter-terrorist financing',
          'prevent and detect fraud',
          'produce internal statistics and analysis to improve our services',
          'with your consent, for direct marketing (see below)',
        ],
      },
      {
        id: 'transferees',
        heading: 'Who may receive your data',
        paragraphs: [
          'We keep your personal data confidential, but for the purposes above we may provide it to the following classes of persons, in or outside Hong Kong:',
        ],
        list: [
          'credit reference agencies and, if you default, debt collection agencies',
          'service providers giving us administrative, IT, cloud storage, SMS, email, telecommunications, printing or other services',
          'our professional advisers, such as auditors and lawyers',
          'banks and payment service providers involved in paying out loans or collecting repayments',
          'government bodies, regulators or law enforcement agencies entitled by law or regulation to require disclosure',
          'any actual or proposed assignee of our rights',
          'companies in our group, for the purposes above',
        ],
      },
      {
        id: 'marketing',
        heading: 'Use of personal data in direct marketing',
        paragraphs: [
          'We use your personal data for direct marketing only with your consent. The consent box on our forms starts unticked: you consent only by ticking it yourself, and not consenting does not affect your loan application.',
          'With your consent, we may use your name and contact details to tell you about our loan products, offers and related services by phone, SMS, email or post. We do not provide your personal data to others for their direct marketing.',
          'You may withdraw your consent at any time, free of charge, by calling {{hotline}} or emailing {{email}}, and we will stop using your data for direct marketing.',
        ],
      },
      {
        id: 'security',
        heading: 'Security and retention',
        paragraphs: [
          'This website and the online application encrypt your data in transit with {{sslBits}}-bit SSL, and access controls ensure only authorised staff can see your data.',
          'We keep your personal data only as long as needed for the purposes for which it was collected and to meet legal requirements, and then delete or destroy it.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'This website uses cookies to remember your preferences (such as whether you have closed a notice) and to analyse how the site is used. You can refuse cookies in your browser settings, but some features may then not work properly.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights of access and correction',
        paragraphs: ['Under the Ordinance, you have the right to:'],
        list: [
          'check whether we hold personal data about you and obtain a copy of it',
          'ask us to correct personal data that is inaccurate',
          'ask about our policies and practices on personal data and the kinds of personal data we hold',
        ],
      },
      {
        id: 'requests',
        heading: 'Making an access or correction request',
        paragraphs: [
          'To access or correct your personal data, or for any question about this statement, write to our Data Protection Officer at {{email}} or call {{hotline}}. As the Ordinance allows, we may charge a reasonable fee for processing a data access request, and we will reply within 40 days of receiving it.',
        ],
      },
    ],
  },
  documentDisclaimer: {
    updated: '2026-01-01',
    blocks: [
      {
        id: 'nature',
        heading: 'Nature of the documents',
        paragraphs: [
          'Announcements, circulars, financial reports and other documents on this website are provided for the convenience of investors and the public. The versions published on the website of The Stock Exchange of Hong Kong Limited prevail.',
        ],
      },
      {
        id: 'no-offer',
        heading: 'Not an offer',
        paragraphs: ['No document constitutes an offer or invitation to sell or to solicit the purchase of any securities.'],
      },
      {
        id: 'date',
        heading: 'Date of information',
        paragraphs: ['Information in a document speaks as of its date of publication and may since have changed; we have no duty to update it.'],
      },
      {
        id: 'samples',
        heading: 'Sample documents',
        paragraphs: ['The documents currently offered on this website are samples for display only and do not represent anything the company has published.'],
      },
      {
        id: 'copyright',
        heading: 'Copyright',
        paragraphs: [
          'Copyright in the documents belongs to {{brand}}. They are for personal reference only and may not be copied or distributed without our written consent.',
        ],
      },
    ],
  },
  termCondition: {
    updated: '2026-01-01',
    blocks: [
      {
        id: 'eligibility',
        heading: 'Eligibility',
        paragraphs: [
          'Applicants must be Hong Kong residents aged {{minAge}} or over. Some products have further requirements, set out on their product pages.',
        ],
      },
      {
        id: 'credit-check',
        heading: 'Authorisation to check your credit report',
        paragraphs: [
          'By submitting an application you authorise {{brand}} to obtain your credit report from a credit reference agency to assess your application; after a loan is granted we may do so again when reviewing your account.',
        ],
      },
      {
        id: 'information',
        heading: 'True information',
        paragraphs: ['You must make sure that all information and documents you provide are true, accurate and complete, and tell us if they change.'],
      },
      {
        id: 'approval',
        heading: 'Approval',
        paragraphs: [
          'Every application is subject to our approval: our AI makes an initial assessment and an approval manager makes the final decision. We may approve a lower amount than you applied for, or decline an application, without giving reasons. Applications submitted outside office hours are processed on the next working day.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changing your application',
        paragraphs: [
          'You can change your application details until you confirm the loan; once it is submitted, contact customer service to make changes. After the loan contract takes effect, the application details cannot be changed, and the repayment dates and bank account generally cannot be changed either, except in special cases after we review supporting documents.',
        ],
      },
      {
        id: 'costs',
        heading: 'Interest and fees',
        paragraphs: [
          'We charge no handling fees. Interest is charged daily; the effective annual rate is at most {{nLoan_maxApr}} and is stated clearly in your loan contract.',
        ],
      },
      {
        id: 'repayment',
        heading: 'Early and late repayment',
        paragraphs: [
          'You may repay the whole loan early without any penalty, giving us written notice at least {{noticeDays}} working days in advance. If you pay late, we charge no extra handling fee, but late interest is charged as far as the law allows and late payments affect your credit record.',
        ],
      },
      {
        id: 'intermediaries',
        heading: 'No intermediaries',
        paragraphs: [
          'We have not appointed any intermediary to arrange loans. No one may charge you a fee for arranging one; if anyone asks for a fee in our name, please report it on {{hotline}}.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Personal data',
        paragraphs: [
          'We handle your personal data under our privacy policy (personal information collection statement). We send direct marketing only if you tick the consent box.',
        ],
      },
    ],
  },
  termConditionTLoan: {
    updated: '2026-01-01',
    blocks: [
      {
        id: 'scope',
        heading: 'Scope',
        paragraphs: ['These terms apply to the debt transfer loan and should be read together with the loan application terms.'],
      },
      {
        id: 'rate',
        heading: 'How the rate discount works',
        paragraphs: [
          'The annual rate of the new loan is the annual rate of the applicant’s existing loan less {{tLoan_discount}}, that is, the existing rate multiplied by 80%. For example, an existing rate of {{tLoan_exampleFrom}} becomes {{tLoan_exampleTo}}.',
        ],
      },
      {
        id: 'evidence',
        heading: 'Proof of existing loans',
        paragraphs: [
          'Applicants must provide the latest statement or loan contract of each existing loan, clearly showing its annual rate and balance. The discount is based on the annual rate shown in that document.',
        ],
      },
      {
        id: 'use',
        heading: 'Use of the loan',
        paragraphs: [
          'The debt transfer loan must be used to repay the existing loans declared in the application. Loans of up to {{tLoan_max}} are available, subject to our approval.',
        ],
      },
      {
        id: 'rebate',
        heading: 'New-customer rebate',
        paragraphs: [
          'Eligible new customers may receive a rebate of up to {{tLoan_rebate}}. How the rebate is calculated, its amount and when it is paid are set out in the confirmation issued on approval.',
        ],
      },
      {
        id: 'general',
        heading: 'General',
        paragraphs: ['We may change or end this offer. In case of dispute, the decision of {{brand}} is final, without affecting your rights under the law.'],
      },
    ],
  },
};
