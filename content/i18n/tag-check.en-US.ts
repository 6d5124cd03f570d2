import type { TagCheckCopy } from './types';

/** The tag check page's tool in English (see tag-check.zh-HK.ts). */
export const tagCheckEnUS: TagCheckCopy = {
  form: {
    title: 'Check a code',
    label: 'Code',
    hint: 'The code printed on the staff card, letter or leaflet: 4 to 32 letters, digits or dashes (-), beginning and ending with a letter or digit, such as ABCD-1234. Capital or small letters both work.',
    submit: 'Check',
    checking: 'Checking…',
    required: 'Please enter the code on the staff card, letter or leaflet',
    malformed: 'This is not a valid code: please enter 4 to 32 letters, digits or dashes (-), beginning and ending with a letter or digit.',
  },
  kinds: {
    staff_card: 'staff card',
    letter: 'letter',
    leaflet: 'leaflet',
    unknown: 'item',
  },
  result: {
    tagLabel: 'Code',
    kindLabel: 'Type',
    issuedLabel: 'Issued on',
    genuineTitle: 'Genuine: this {{kind}} was issued by {{brand}}',
    genuineText:
      'Code {{tag}} is a {{kind}} we issued. If what you are asked to do still worries you (paying a fee in advance, for instance), hang up and call us on {{hotline}}.',
    revokedTitle: 'Warning: this {{kind}} has been withdrawn and is no longer valid',
    revokedText:
      'We issued the {{kind}} with code {{tag}}, but it has been withdrawn and nobody should use it now. If someone shows it to you today, be careful: do not pay anything or give any personal details, and tell us where you met it.',
    unknownTitle: 'Not issued by {{brand}}',
    unknownText: 'We did not issue code {{tag}}. A staff card, letter or leaflet with this code is not ours: someone may be impersonating {{brand}}.',
    actionsTitle: 'What to do',
    sample: 'This answer comes from the sample service (test data), not from real records.',
  },
  unavailable: {
    check:
      'We cannot check codes just now. Please try again shortly; the code you typed is kept. You can also call our customer service hotline on {{hotline}} and we will check it for you.',
    retry: 'Try again',
  },
  report: {
    title: 'Tell us where you met it',
    intro: 'What you tell us helps us trace impersonation cases and warn others.',
    where: 'Where you met it',
    whereHint: 'A place, a website, a phone number or a social-media account',
    when: 'Date',
    note: 'What happened',
    noteHint: 'What you were told, or asked to do',
    phone: 'Mobile number',
    phoneHint: 'If you would like us to call you back: an 8-digit Hong Kong number',
    optional: '(optional)',
    submit: 'Send report',
    submitting: 'Sending…',
    errorWhere: 'Please tell us where you met it',
    errorWhen: 'Please enter a date no later than today',
    errorNote: 'This is too long: please keep it within 1,000 characters',
    errorPhone: 'Please enter a valid mobile number',
    errorSummary: 'Please correct the fields marked above and send again.',
    badRequest: 'Some details are not right. Please check them and send again.',
    tooMany: 'Too many reports sent. Please try again in a moment.',
    unavailable:
      'We cannot take your report just now. Please try again shortly; what you wrote is kept. You can also call our customer service hotline on {{hotline}} to tell us.',
    thanksTitle: 'Thank you for your report',
    thanksText: 'We have received your report and will follow it up. If you left a number, we will call you back soon.',
  },
  notice: {
    summary:
      'We use the details you give to follow up cases of people impersonating {{brand}}. All fields are required except those marked optional; without them we cannot follow up your report.',
    detailsTitle: 'Personal Information Collection Statement',
    purpose:
      'Purpose: to investigate and follow up cases of people impersonating {{brand}} or its staff, to report them to the police where needed, and to call you if you ask us to.',
    obligatory:
      'Required details: where you met the item must be given; the date, what happened and your number are your free choice. Without the required details we cannot follow up your report.',
    transferees:
      'Who receives your data: {{brand}}, law-enforcement agencies, and the service providers that work for us under a duty of confidentiality (such as IT service providers).',
    access:
      'Access and correction: under the Personal Data (Privacy) Ordinance you have the right to access and correct the personal data we hold about you. To ask, e-mail {{email}}, marked for the attention of the Data Protection Officer.',
    privacyBefore: 'For details, please read our ',
    privacyLink: 'privacy policy',
    privacyAfter: '.',
  },
  noscript:
    'This check needs JavaScript. You can also call our customer service hotline on {{hotline}} and we will check the code on a staff card, letter or leaflet for you.',
  links: {
    check: 'Check a staff card, letter or leaflet',
    announcement: 'Check the code on a staff card, letter or leaflet',
    fraudAlert: 'Fraud alert: impersonation cases',
  },
};
