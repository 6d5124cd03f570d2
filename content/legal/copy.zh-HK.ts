import type { LegalName, TextDocument } from '../types';

/**
 * Legal pages in Traditional Chinese. The privacy policy is written as a Personal Information
 * Collection Statement under the Personal Data (Privacy) Ordinance (Cap. 486): purposes,
 * obligatory and voluntary data, classes of transferees, direct marketing only with opt-in
 * consent (docs/decisions.md#opt-in-unticked), access and correction rights, and whom to contact.
 * Have them reviewed by the company's lawyers before going live.
 */
export const legalZhHK: Record<LegalName, TextDocument> = {
  disclaimer: {
    updated: '2026-01-01',
    blocks: [
      {
        id: 'information',
        heading: '資料僅供參考',
        paragraphs: [
          '本網站所載的資料（包括貸款產品、利率、還款例子及計算機結果）僅供一般參考，並不構成任何貸款要約、建議或承諾。實際貸款額、利率、還款期及條款以{{brand}}的批核結果及貸款合約為準。',
        ],
      },
      { id: 'accuracy', heading: '準確性', paragraphs: ['我們盡力確保本網站資料準確及最新，但不保證資料完全準確、完整或適時，並可隨時修改而毋須另行通知。'] },
      {
        id: 'calculators',
        heading: '計算機及例子',
        paragraphs: ['還款計算機及還款例子按假設數字計算，結果只作說明用途。客戶分享個案為示例，並非真實客戶的個案。'],
      },
      { id: 'links', heading: '第三方連結', paragraphs: ['本網站可能載有第三方網站的連結。該等網站並非由我們控制，我們對其內容、私隱政策或做法概不負責。'] },
      {
        id: 'liability',
        heading: '責任限制',
        paragraphs: ['在法律容許的範圍內，對於任何人因使用或依賴本網站資料，或因未能使用本網站而引致的任何直接或間接損失，{{brand}}概不負責。'],
      },
      { id: 'law', heading: '適用法律', paragraphs: ['本免責聲明受香港特別行政區法律管轄。'] },
    ],
  },
  terms: {
    updated: '2026-01-01',
    blocks: [
      { id: 'acceptance', heading: '接受條款', paragraphs: ['瀏覽或使用本網站，即表示你同意受本條款及細則約束。如你不同意，請停止使用本網站。'] },
      { id: 'use', heading: '使用本網站', paragraphs: ['你只可為合法目的使用本網站，不得干擾網站運作、嘗試未經授權存取任何系統，或上載任何惡意程式。'] },
      {
        id: 'applications',
        heading: '網上申請',
        paragraphs: ['透過本網站遞交的貸款申請須經我們審批。你須確保所提供的資料真實、準確及完整；提供虛假資料可能導致申請被拒，並可能觸犯法律。'],
      },
      {
        id: 'account',
        heading: '網上帳戶',
        paragraphs: ['你須妥善保管網上帳戶的登入資料及一次性密碼，切勿向任何人透露。如懷疑帳戶被盜用，請立即致電{{hotline}}通知我們。'],
      },
      { id: 'ip', heading: '知識產權', paragraphs: ['本網站的內容、標誌及設計屬{{brand}}或其授權人所有。未經書面同意，不得複製、修改或作商業用途。'] },
      { id: 'changes', heading: '修改條款', paragraphs: ['我們可隨時修改本條款及細則，修改後的版本於本網站刊登時生效。'] },
      { id: 'law', heading: '適用法律及司法管轄', paragraphs: ['本條款及細則受香港特別行政區法律管轄，雙方同意接受香港法院的非專屬司法管轄權。'] },
    ],
  },
  privacy: {
    updated: '2026-01-01',
    blocks: [
      {
        id: 'intro',
        heading: '收集個人資料聲明',
        paragraphs: [
          '{{brand}}（「我們」）遵守《個人資料（私隱）條例》（第486章）（「條例」）的規定。本聲明說明我們向你收集個人資料的目的、用途、可能轉移的對象，以及你查閱及改正個人資料的權利。請在提供個人資料前細閱本聲明。',
        ],
      },
      {
        id: 'data',
        heading: '我們收集的資料',
        paragraphs: ['視乎你使用的服務，我們可能收集以下資料：'],
        list: [
          '身份資料：稱謂、姓名、香港身份證號碼、出生日期，以及（適用於人才貸款）護照及簽證資料',
          '聯絡資料：手提電話號碼、電郵地址及住址',
          '財務資料：職業、入息、銀行戶口資料、現有借貸及還款紀錄',
          '信貸資料：經你授權向信貸資料服務機構取得的信貸報告',
          '使用資料：瀏覽本網站時的裝置資料、Cookie及使用紀錄',
        ],
      },
      {
        id: 'obligatory',
        heading: '必須提供及自願提供的資料',
        paragraphs: [
          '申請表格中註明為必須填寫的資料，是我們處理申請所必需的。如你未能提供，我們可能無法處理你的申請或提供服務。',
          '其他資料（例如The Club會員號碼、Tap & Go帳戶號碼）屬自願提供；不提供不會影響你的貸款申請。',
        ],
      },
      {
        id: 'purposes',
        heading: '收集資料的目的',
        paragraphs: ['我們可能把你的個人資料用於以下目的：'],
        list: [
          '處理及評估你的貸款申請，包括核實身份及評估信貸狀況',
          '向信貸資料服務機構查閱及提供信貸資料',
          '批出、管理及維持貸款帳戶，包括收取還款',
          '在你拖欠還款時追收欠款',
          '回覆你的查詢及安排回電',
          '遵守法律、規例、監管機構的要求及指引，包括防止洗錢及恐怖分子資金籌集',
          '預防及偵查詐騙',
          '進行內部統計及分析，以改善我們的服務',
          '在取得你的同意後，用於直接促銷（見下文）',
        ],
      },
      {
        id: 'transferees',
        heading: '資料可能轉移的對象',
        paragraphs: ['我們會對你的個人資料保密，但為上述目的，可能把資料提供予以下類別的人士（不論在香港境內或境外）：'],
        list: [
          '信貸資料服務機構，以及在你拖欠還款時的收數公司',
          '向我們提供行政、資訊科技、雲端儲存、短訊、電郵、電訊、印刷或其他服務的服務供應商',
          '我們的專業顧問，例如核數師及律師',
          '為發放貸款或收取還款而涉及的銀行及付款服務機構',
          '根據法律或監管要求，有權要求披露資料的政府機關、監管機構或執法機構',
          '我們權利的任何實際或建議受讓人',
          '我們的集團公司，以用於上述目的',
        ],
      },
      {
        id: 'marketing',
        heading: '使用個人資料作直接促銷',
        paragraphs: [
          '我們只會在取得你的同意後，才使用你的個人資料作直接促銷。申請表格上的同意選項預設為不選取，你須自行勾選才表示同意；不同意不會影響你的貸款申請。',
          '在取得你的同意後，我們可能使用你的姓名及聯絡資料，透過電話、短訊、電郵或郵件向你推廣我們的貸款產品、優惠及相關服務。我們不會把你的個人資料提供予其他人作直接促銷。',
          '你可隨時免費撤回同意，只需致電{{hotline}}或電郵至{{email}}通知我們，我們會停止使用你的資料作直接促銷。',
        ],
      },
      {
        id: 'security',
        heading: '資料保安及保留',
        paragraphs: [
          '本網站及網上申請以{{sslBits}}位元SSL加密傳送資料，我們亦設有存取權限控制，只有獲授權的職員才可查閱你的資料。',
          '我們只會在達致收集目的及遵守法律要求所需的期間內保留你的個人資料，其後會予以刪除或銷毀。',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookie',
        paragraphs: ['本網站使用Cookie記住你的偏好（例如是否已關閉公告）及分析網站使用情況。你可以在瀏覽器設定中拒絕Cookie，但部分功能可能因此無法正常運作。'],
      },
      {
        id: 'rights',
        heading: '查閱及改正資料的權利',
        paragraphs: ['根據條例，你有權：'],
        list: ['查核我們是否持有你的個人資料，並索取該等資料的副本', '要求改正不準確的個人資料', '查詢我們在個人資料方面的政策及做法，以及所持有的資料種類'],
      },
      {
        id: 'requests',
        heading: '查閱或改正資料的要求',
        paragraphs: [
          '如要查閱或改正個人資料，或查詢本聲明，請以書面聯絡我們的資料保障主任：電郵{{email}}，或致電{{hotline}}。根據條例，我們可就處理查閱資料要求收取合理費用，並會在收到要求後40日內回覆。',
        ],
      },
    ],
  },
  documentDisclaimer: {
    updated: '2026-01-01',
    blocks: [
      {
        id: 'nature',
        heading: '文件性質',
        paragraphs: ['本網站提供下載的公告、通函、財務報告及其他文件，僅為方便投資者及公眾參閱而提供。文件內容以香港聯合交易所有限公司網站刊發的版本為準。'],
      },
      { id: 'no-offer', heading: '並非要約', paragraphs: ['任何文件均不構成出售或招攬購買任何證券的要約或邀請。'] },
      { id: 'date', heading: '資料日期', paragraphs: ['文件所載資料以其刊發日期為準，其後可能已有變更，我們並無責任更新。'] },
      { id: 'samples', heading: '示例文件', paragraphs: ['本網站目前提供的文件為示例文件，僅作展示用途，並不代表公司實際刊發的內容。'] },
      { id: 'copyright', heading: '版權', paragraphs: ['文件的版權屬{{brand}}所有，只可作個人參考用途，未經書面同意不得複製或分發。'] },
    ],
  },
  termCondition: {
    updated: '2026-01-01',
    blocks: [
      { id: 'eligibility', heading: '申請資格', paragraphs: ['申請人須為年滿{{minAge}}歲的香港居民。個別產品另有資格要求，詳見相關產品頁面。'] },
      {
        id: 'credit-check',
        heading: '授權查閱信貸報告',
        paragraphs: ['遞交申請即表示你授權{{brand}}向信貸資料服務機構查閱你的信貸報告，以評估你的申請；貸款批出後，我們亦可能在帳戶檢討時再次查閱。'],
      },
      { id: 'information', heading: '資料真確', paragraphs: ['你須確保申請時提供的所有資料及文件真實、準確及完整，並在資料有變時通知我們。'] },
      {
        id: 'approval',
        heading: '批核',
        paragraphs: [
          '所有申請須經我們審批：AI會作初步評估，再由批核經理作最終決定。我們有權按情況批出較申請為低的金額，或拒絕申請而毋須提供理由。在辦公時間以外遞交的申請，會於下一個工作天處理。',
        ],
      },
      {
        id: 'changes',
        heading: '更改申請',
        paragraphs: [
          '確認貸款前，你可更改申請資料；已遞交的申請如需更改，請聯絡客戶服務。貸款合約生效後，申請資料不能更改；還款日期及銀行戶口一般亦不能更改，特殊情況須提供補充文件並經審核。',
        ],
      },
      { id: 'costs', heading: '利息及費用', paragraphs: ['我們不收手續費。利息按日計算，實際年利率最高為{{nLoan_maxApr}}，並會在貸款合約中清楚列明。'] },
      {
        id: 'repayment',
        heading: '提早還款及逾期還款',
        paragraphs: [
          '你可提早全數清還貸款而不被收取罰息，但須最少於{{noticeDays}}個工作天前以書面通知我們。如逾期還款，我們不會收取額外手續費，但會按法例容許的範圍收取逾期利息，逾期紀錄亦會影響你的信貸紀錄。',
        ],
      },
      {
        id: 'intermediaries',
        heading: '不經中介',
        paragraphs: ['我們沒有委託任何中介代辦貸款。任何人不得向你收取代辦費用；如有人以我們的名義索取費用，請致電{{hotline}}舉報。'],
      },
      { id: 'privacy', heading: '個人資料', paragraphs: ['我們會依據私隱政策（收集個人資料聲明）處理你的個人資料。直接促銷只會在你勾選同意後進行。'] },
    ],
  },
  termConditionTLoan: {
    updated: '2026-01-01',
    blocks: [
      { id: 'scope', heading: '適用範圍', paragraphs: ['本條款適用於結餘轉戶貸款，並應與貸款申請條款一併閱讀。'] },
      {
        id: 'rate',
        heading: '利率優惠的計算',
        paragraphs: [
          '新貸款的年利率為申請人現有貸款年利率減{{tLoan_discount}}，即現有年利率乘以80%。例如現有年利率為{{tLoan_exampleFrom}}，新貸款年利率為{{tLoan_exampleTo}}。',
        ],
      },
      {
        id: 'evidence',
        heading: '現有貸款證明',
        paragraphs: ['申請人須提供現有貸款的最近結單或貸款合約，清楚顯示年利率及結欠。我們以該文件所示的年利率計算優惠。'],
      },
      { id: 'use', heading: '貸款用途', paragraphs: ['結餘轉戶貸款須用於清還申請時申報的現有貸款，貸款額高達{{tLoan_max}}，實際金額以批核結果為準。'] },
      {
        id: 'rebate',
        heading: '新客戶回贈',
        paragraphs: ['合資格的新客戶可獲高達{{tLoan_rebate}}的回贈。回贈的計算方法、金額及發放時間，以批核時發出的確認書為準。'],
      },
      { id: 'general', heading: '其他', paragraphs: ['我們保留修改或終止本優惠的權利。如有任何爭議，{{brand}}保留最終決定權，但不影響你根據法律享有的權利。'] },
    ],
  },
};
