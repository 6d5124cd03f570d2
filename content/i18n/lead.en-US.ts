import type { LeadCopy } from './types';

/**
 * Lead, contact and callback form copy in English (labels, messages, notices).
 *
 * `{{brand}}`, `{{email}}` and `{{hotline}}` are filled on the server (the brand name, the customer-service
 * e-mail and the hotline of content/site.ts) before the copy reaches a form.
 */
export const leadEnUS: LeadCopy = {
  popup: {
    title: 'Apply for a loan',
    intro: 'Leave your mobile number and name, and one of our loan advisers will contact you shortly.',
    amountLabel: 'Amount to apply for',
    close: 'Close',
    loading: 'Loading the form…',
    preliminaryHeading: 'Preliminary application',
    startLoan: 'Start your loan now',
    startLoanNote: 'All you need is your ID card and mobile number; see your loan options in as little as 20 seconds.',
    downloadTitle: 'Get the mobile app',
    downloadText: 'Apply for, check and manage your loan wherever you are.',
    downloadLink: 'Download the app',
    or: 'Or leave your details and we will contact you',
  },
  quickStart: {
    label: 'Enter your mobile number to start your application',
    submit: 'Start application',
  },
  form: {
    mobile: 'Mobile number',
    mobileHint: '8 digits, e.g. 91234567',
    gender: 'Title',
    genderM: 'Mr',
    genderF: 'Miss',
    surname: 'Surname',
    givenName: 'Given name',
    nameHint: 'In English, as on your Hong Kong identity card, e.g. CHAN TAI MAN',
    loanType: 'Loan type',
    loanTypePlaceholder: 'Please select a loan type',
    termsBefore: 'I have read and agree to the ',
    termsLink: 'terms and conditions',
    termsAfter: '.',
    optIn:
      'I agree that {{brand}} may use my name and contact details to send me direct marketing about its loan products by SMS, phone call, e-mail and WhatsApp.',
    optInWithdraw: 'I can withdraw this consent at any time, free of charge, by e-mailing {{email}}.',
    newWindow: ' (opens in a new window)',
    optional: '(optional)',
    submit: 'Submit',
    submitting: 'Sending…',
    errorSummary: 'Some details are missing or not right. Please check the marked fields.',
  },
  notice: {
    summary:
      'We use the details you give to process your loan enquiry and to contact you about it. All fields are required except those marked optional (such as the marketing consent); without them we cannot process your enquiry.',
    detailsTitle: 'Personal Information Collection Statement',
    purpose:
      'Purpose: to process your loan enquiry (including understanding your needs and introducing suitable loan products) and to contact you about it by phone, SMS or WhatsApp.',
    obligatory:
      'Required details: every field of the form not marked optional (such as your mobile number and name) must be filled in; without them we cannot process your enquiry. Whether to receive direct marketing is your free choice and does not affect your enquiry.',
    transferees:
      'Who receives your data: {{brand}} and the service providers that work for us under a duty of confidentiality (such as telephone, SMS and IT service providers).',
    access:
      'Access and correction: under the Personal Data (Privacy) Ordinance you have the right to access and correct the personal data we hold about you. To ask, e-mail {{email}}, marked for the attention of the Data Protection Officer.',
    privacyBefore: 'For details, please read our ',
    privacyLink: 'privacy policy',
    privacyAfter: '.',
  },
  contact: {
    heading: 'Leave us a message',
    intro: 'Leave your contact details and a convenient time, and our customer service officer will call you.',
    title: 'Title',
    timeSlot: 'Convenient time to call',
    theClubId: 'The Club ID',
    tapngoId: 'Tap & Go ID',
    submit: 'Send enquiry',
    submitting: 'Sending…',
    successTitle: 'We have received your enquiry',
    successText: 'Thank you for your enquiry. Our customer service officer will call you in the time slot you chose.',
  },
  callback: {
    heading: 'Request a call back',
    intro: 'Leave your mobile number and we will call you back in the time slot you choose.',
    submit: 'Request a call back',
    submitting: 'Sending…',
    successTitle: 'Your call-back request is received',
    successText: 'We will call you in the time slot you chose. Please keep your phone nearby.',
  },
  received: {
    title: 'We have received your application',
    reference: 'Your reference:',
    callNow:
      'We are open now: our customer service officer will call you shortly, within today’s office hours (before {{closes}}, Hong Kong time). Please look out for our call.',
    callLater:
      'Our office is closed now. Our customer service officer will call you when office hours begin, from {{when}} (Hong Kong time). Please look out for our call.',
    number: 'We will call the mobile number you gave, {{number}}.',
    prepareTitle: 'Please have these ready',
    contactTitle: 'Want to talk sooner?',
    hotline: 'Customer service hotline',
    whatsapp: 'WhatsApp',
  },
  sent: {
    button: 'Application sent',
    title: 'Your application has been sent',
    text: 'We have received your application and our customer service officer will call you. To apply for another loan, you can fill in the form again.',
    view: 'See your confirmation',
    another: 'Apply for another loan',
  },
  errors: {
    mobile: 'Please input a valid mobile number',
    firstName: 'Please input name',
    lastName: 'Please input surname',
    loanType: 'Please select type',
    terms: 'Please read and agree to the terms and conditions',
    theClubId: 'Please input theClub id',
    tapngoId: 'Please input Tap and Go id',
    timeSlot: 'Please select a contact time',
    title: 'Please select a title',
    contactMobileRequired: 'Please enter your usual mobile number',
    contactMobileInvalid: 'Please enter your correct mobile number',
    contactSurname: 'Please enter surname',
    contactGivenName: 'Please enter given name',
    contactLoanType: 'Please select a loan type',
    contactTheClubId: 'Please enter The Club ID',
    contactTapngoId: 'Please enter Tap & Go ID',
    callbackMobile: 'Please enter your valid mobile number',
    callbackTimeSlot: 'Please select contact time period',
    valuationDistrict: 'Please select a district',
    valuationPlace: 'Please enter an estate or building, or the full address',
    valuationName: 'Please enter your name in English, as on your ID card',
    tooLong: 'This entry is too long',
    invalid: 'This entry is not valid',
  },
  api: {
    badRequest: 'Some details are not right. Please check them and send again.',
    unsupportedType: 'Please send the form as JSON.',
    tooLarge: 'What was sent is too large.',
    tooMany: 'Too many submissions. Please try again in a moment.',
    unavailable: 'We cannot take your enquiry just now. Please try again shortly; your details are kept.',
    dailyLimit: 'We cannot take more requests from your connection today. Please call our hotline on {{hotline}}: we will help you straight away.',
  },
};
