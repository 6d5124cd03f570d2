import type { ApplicationCopy } from './application.zh-HK';

/** Starting a loan application from the 7x24 popup in English (see the zh-HK file). */
export const applicationEnUS: ApplicationCopy = {
  carryOver: 'Filled in the form below and agreed to the terms? Press “Start your loan now” and your details go with you to the member site.',
  starting: 'Starting your application…',
  notCarried:
    'We could not take your details to the member site just now: please enter them there. What you typed here is kept, and you can still submit the form for a call back.',
};
