import type { LeadCopy } from './types';

/** Lead, contact and callback form copy in English (labels, messages, notices). */
export const leadEnUS: LeadCopy = {
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
    callbackMobile: 'Please enter your valid mobile number',
    callbackTimeSlot: 'Please select contact time period',
    tooLong: 'This entry is too long',
    invalid: 'This entry is not valid',
  },
  api: {
    badRequest: 'Some details are not right. Please check them and send again.',
    unsupportedType: 'Please send the form as JSON.',
    tooLarge: 'What was sent is too large.',
    tooMany: 'Too many submissions. Please try again in a moment.',
    unavailable: 'We cannot take your enquiry just now. Please try again shortly; your details are kept.',
  },
};
