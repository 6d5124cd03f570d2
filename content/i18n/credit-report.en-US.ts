import type { CreditReportCopy } from './types';

/**
 * The free credit report's flow in English. The page is not published in English (hidden in
 * English, docs/product-rules.md §2), but every string exists in both dictionaries.
 */
export const creditReportEnUS: CreditReportCopy = {
  heading: 'Check it free now',
  intro: 'Read the credit reference agency’s terms, fill in your details, then go on in the mobile app to see your smart credit report.',
  steps: {
    label: 'Steps',
    terms: 'Read the terms',
    details: 'Your details',
    result: 'Go on in the app',
  },
  sampleNotice:
    'Sample data: the terms, enquiry reference and QR code on this page come from a sample service for testing the website only. They are not real.',
  loading: 'Loading…',
  terms: {
    regionLabel: 'Full terms (scrollable)',
    version: 'Terms version: ',
    agree: 'I have read and agree to the terms above and authorise you to obtain my credit report.',
    continue: 'Agree and continue',
  },
  details: {
    heading: 'Your details',
    intro: 'Your details must match your Hong Kong identity card so the credit reference agency can match them.',
    name: 'Name in English',
    nameHint: 'As on your Hong Kong identity card, for example CHAN TAI MAN',
    hkid: 'Hong Kong identity card number',
    hkidHint: 'Include the digit or letter in brackets, for example A123456(3). To protect your privacy, this number is never stored in your browser.',
    dateOfBirth: 'Date of birth',
    dateOfBirthHint: 'You must be 18 or over',
    mobile: 'Mobile number',
    mobileHint: '8 digits, for example 91234567',
    submit: 'Submit and get the QR code',
    submitting: 'Submitting…',
    back: 'Back to the terms',
    errorSummary: 'Some details are missing or incorrect. Please check the marked fields.',
  },
  errors: {
    agreed: 'Please agree to the terms to continue.',
    name: 'Enter your name in English as on your identity card (letters and spaces only).',
    hkid: 'Enter a valid Hong Kong identity card number, including the digit or letter in brackets.',
    dateOfBirth: 'Enter a valid date of birth; you must be 18 or over.',
    mobile: 'Enter an 8-digit Hong Kong number starting with 4 to 9.',
    termsVersion: 'The terms have changed. Please go back and read them again.',
    invalid: 'Please check this field.',
  },
  result: {
    pendingTitle: 'Preparing your enquiry…',
    pendingText: 'Please wait; this usually takes a few seconds.',
    readyTitle: 'Go on in the mobile app',
    scanText: 'Scan the QR code with your phone and verify your identity in the app to see your smart credit report.',
    qrLabel: 'QR code to go on to your credit report in the app',
    phoneText: 'On your phone? Open the app to go on.',
    openApp: 'Open the app',
    downloadText: 'No app yet?',
    downloadLink: 'Download the app',
    reference: 'Enquiry reference: ',
  },
  failure: {
    unavailable: 'We cannot reach the credit report service right now. Please try again shortly. What you entered is kept.',
    refused: 'The credit report service cannot handle your request right now. Please try again later, or log in to My Account.',
    tooMany: 'Too many attempts. Please try again in a minute.',
    retry: 'Try again',
  },
  notice: {
    summary:
      'We use the details you give to obtain your credit report from the credit reference agency on your behalf. All fields are required unless marked optional; without them we cannot obtain your report.',
    detailsTitle: 'Personal Information Collection Statement',
    purpose:
      'Purpose: to verify your identity and, with your authorisation, obtain your personal credit report from the credit reference agency and show it to you in the mobile app.',
    obligatory:
      'Required: your name in English, Hong Kong identity card number, date of birth and mobile number; without them we cannot obtain your report. Receiving direct marketing is your free choice and does not affect the report.',
    transferees: 'Who receives it: {{brand}}, the credit reference agency, and service providers bound by confidentiality (such as IT service providers).',
    access:
      'Access and correction: under the Personal Data (Privacy) Ordinance you may ask to see and correct the personal data we hold about you. E-mail {{email}}, marked for the attention of the Data Protection Officer.',
    privacyBefore: 'For details, see our ',
    privacyLink: 'privacy policy',
    privacyAfter: '.',
  },
  alternative: 'Already have an account? You can also log in to My Account to view it.',
};
