import { loanNamesEnUS, loanTaglinesEnUS } from '../loans/copy.en-US';
import type { ShellCopy } from './types';

/** Site-shell copy in English: header, menus, bars, footers, compliance. */
export const shellEnUS: ShellCopy = {
  a11y: {
    skipToContent: 'Skip to main content',
    mainNav: 'Main menu',
    mobileNav: 'Main menu for phones',
    footerNav: 'Footer links',
    bottomBar: 'Quick actions',
    newWindow: ' (opens in a new window)',
    close: 'Close',
  },
  language: {
    switchLabel: 'Change language',
  },
  header: {
    homeLink: '{{brand}} home',
    listingNote: 'Listed on the HKEX Main Board (stock code: {{code}})',
    /** On phones, where the header has room for a few words only. */
    listingNoteShort: 'HKEX-listed: {{code}}',
    apply: 'Apply now',
    myAccount: 'My Account',
    loanProducts: 'Loan products',
    menu: 'Menu',
    allLoans: 'All loan products',
  },
  nav: {
    home: 'Home',
    aboutus: 'About us',
    investor: 'Investor relations',
    esg: 'ESG',
    news: 'News',
    branches: 'Branches',
    faq: 'FAQ',
    contactus: 'Contact us',
    tutorial: 'How to apply',
  },
  loanNames: loanNamesEnUS,
  loanTaglines: loanTaglinesEnUS,
  bottomBar: {
    applyNow: 'Apply now',
    loanTypes: 'Loan types',
    shops: 'Branches',
    myAccount: 'My Account',
  },
  announcement: {
    label: 'Important notice',
    whatsappTitle: 'New WhatsApp number',
    whatsappText: 'From {{date}}, our WhatsApp customer-service number changed from {{old}} to {{new}}.',
    scamTitle: 'Beware of impersonators',
    scamText:
      'Our staff never ask customers to pay any fee in advance, or for personal data or passwords through unofficial channels. If in doubt, call {{hotline}}.',
    close: 'Close notice',
  },
  footer: {
    licence: 'Money Lenders Licence No.: {{licence}}',
    riskWarning: "Warning: You have to repay your loans. Don't pay any intermediaries.",
    complaintHotline: 'Complaint hotline: {{phone}}',
    remarksTitle: 'Loan remarks',
    remarks:
      'Example: a loan of HK$10,000 at an annual interest rate of 30% over 12 months is repaid in monthly instalments of HK$975, HK$11,700 in total. The maximum effective annual rate is 36%. The actual amount, rate and tenor depend on approval.',
    govAdviceAlt: "You have to repay your loans. Don't pay any intermediaries.",
    /** Between a label and its value ('Hotline: 2100 0000'). */
    labelSeparator: ': ',
    contactTitle: 'Contact us',
    hotline: 'Customer service hotline',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
    /** Shown only while the web chat is switched on. */
    chat: 'Live chat',
    chatOpen: 'Start a chat',
    officeHours: 'Office hours: Monday to Friday 09:00–19:00, Saturday 09:00–13:00; closed on Sundays and public holidays',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
      /** Opens the WeChat QR popup (not a link: WeChat has no web page to follow). */
      wechat: 'WeChat',
    },
    followUs: 'Follow us',
    legalTitle: 'Legal',
    disclaimer: 'Disclaimer',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    documentDisclaimer: 'Document disclaimer',
    loanTerms: 'Loan application terms',
    smeLegal: 'SME site legal notices',
    /** The SME site's four legal pages (external, per language: content/site.ts). */
    smeLegalLinks: {
      legalNotice: 'SME site legal notice',
      disclaimer: 'SME site disclaimer',
      privacy: 'SME site privacy policy',
      loanTerms: 'SME site loan application terms',
    },
    copyright: '© {{year}} {{brand}}. All rights reserved.',
  },
  sme: {
    backToMain: 'Back to {{brand}}',
    footerNote: 'SME financing is provided by {{brand}}. Financing is subject to approval and to the applicable terms and conditions.',
    enquiry: 'SME enquiry hotline: {{phone}}',
  },
  maintenance: {
    title: 'Online application service suspended',
    /** Shown while the window runs. */
    window:
      'Our online application service is suspended from {{start}} to {{end}} (Hong Kong time). You cannot apply or log in to your account during this time. We apologise for any inconvenience.',
    /** Switched on by hand before its window starts. */
    windowAhead:
      'Our online application service is suspended now, and will be from {{start}} to {{end}} (Hong Kong time). You cannot apply or log in to your account during this time. We apologise for any inconvenience.',
    noWindow:
      'Our online application service is suspended for now. You cannot apply or log in to your account during this time. We apologise for any inconvenience.',
    help: 'For help, call our customer service hotline on {{hotline}}.',
    debug: 'Debug: now {{now}}, start {{start}}, end {{end}}, switched on {{enabled}}',
  },
  formNotSent: {
    /** The page a form sent before its script ran gets (status 405): nothing was sent. */
    title: 'Your details were not sent',
    text: "The page had not finished loading, so your details were not sent. Use your browser's Back button: what you typed is still in the form. Send it again once the page has loaded.",
    help: 'Or call our customer service hotline on {{hotline}}.',
  },
  landscape: {
    /** Shown on phones held sideways (CSS only); it never blocks the page. */
    text: 'For the best view, please turn your phone upright.',
    dismiss: 'Got it',
  },
  cookieNotice: {
    /** The notice's name for screen readers (a region). */
    label: 'Cookies on this site',
    /** What the site keeps in the browser (src/components/shell/CookieNotice.tsx); the link follows. */
    text: 'We keep an anonymous visitor ID in a cookie for one year to count visits and test versions of our pages. Your browser also keeps the campaign or ad that brought you, the notices you closed and forms not yet sent.',
    privacy: 'Read our privacy policy',
    dismiss: 'Got it',
  },
  share: {
    /** Text of the Open Graph image (public/images/og/), for readers who cannot see it. */
    imageAlt: '{{brand}}: online loans with AI instant approval',
  },
  notFound: {
    backHome: 'Back to the home page',
    /** Before the address asked for, on the not-found page (status 404) only. */
    requested: 'Address not found: ',
  },
};
