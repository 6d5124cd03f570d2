/**
 * The sample service's free credit report (see sample-service.ts): made-up terms in the language
 * asked for, an enquiry whose reference carries its creation time (pending for its first
 * 2 seconds, so the page shows its progress, then ready to go on in the app), and a QR code's
 * address on an example domain. No storage, nothing of what was sent kept.
 */
const SAMPLE_PENDING_MS = 2000;
const SAMPLE_ENQUIRY = /^sample-cr-([0-9a-z]{1,12})$/;

const TERMS = {
  zh: {
    version: 'sample-2026-11',
    title: '信貸資料服務機構查閱條款（示例）',
    paragraphs: [
      '這是示例條款，僅供測試網站之用，並非信貸資料服務機構的真實條款。',
      '你同意我們代你向信貸資料服務機構查閱你的個人信貸報告，並把報告內容以智能報告形式在手機App內向你展示。',
      '查閱只會在你於App內核實身份後進行；報告僅供你參考，並不代表任何貸款的批核結果。',
      '我們會依據《個人資料（私隱）條例》及我們的私隱政策處理你的個人資料。你可隨時要求查閱及改正有關資料。',
    ],
  },
  en: {
    version: 'sample-2026-11',
    title: 'Credit reference agency terms (sample)',
    paragraphs: [
      'These are sample terms for testing the website only, not the credit reference agency’s real terms.',
      'You agree that we obtain your personal credit report from the credit reference agency on your behalf and show it to you as a smart report in the mobile app.',
      'The report is obtained only after you verify your identity in the app; it is for your reference only and does not indicate the outcome of any loan application.',
      'We handle your personal data under the Personal Data (Privacy) Ordinance and our privacy policy. You may ask to see and correct it at any time.',
    ],
  },
};

type CreditReportCall = 'konew_tutnc' | 'konew_tutnc_agree' | 'konew_loan_enquiry' | 'konew_qr_code';

export function sampleCreditReportAnswer(name: CreditReportCall, payload: Record<string, unknown>): unknown {
  switch (name) {
    case 'konew_tutnc':
      return payload.isEng === true ? TERMS.en : TERMS.zh;
    case 'konew_tutnc_agree':
      return { enquiryRef: `sample-cr-${Date.now().toString(36)}` };
    case 'konew_loan_enquiry': {
      const enquiryRef = String(payload.enquiryRef ?? '');
      const match = SAMPLE_ENQUIRY.exec(enquiryRef);
      // An unknown reference reads as just made: the sample keeps nothing to say otherwise.
      const ready = match !== null && Date.now() - parseInt(match[1]!, 36) >= SAMPLE_PENDING_MS;
      return ready ? { enquiryRef, status: 'ready', next: 'open_app' } : { enquiryRef, status: 'pending', next: 'wait' };
    }
    case 'konew_qr_code':
      return { link: `https://app.example.com/credit-report?enquiry=${encodeURIComponent(String(payload.enquiryRef ?? ''))}` };
  }
}
