import type { InvestorSection } from '../types';

/**
 * Investor documents: section, date and file. Every file under public/documents/ is a one-page
 * SAMPLE PDF standing in for the real document; titles (also marked sample) are in the copy.
 */
export interface InvestorDocument {
  id: string;
  section: InvestorSection;
  /** ISO date of publication. */
  date: string;
  /** Public path of the PDF. */
  file: string;
}

const doc = (id: string, section: InvestorSection, date: string): InvestorDocument => ({ id, section, date, file: `/documents/${id}.pdf` });

const INVESTOR_DOCUMENTS: readonly InvestorDocument[] = [
  doc('annual-results-2025', 'announcements', '2026-03-20'),
  doc('board-meeting-2026-03', 'announcements', '2026-03-06'),
  doc('interim-results-2025', 'announcements', '2025-08-28'),
  doc('annual-report-2025', 'financialReports', '2026-04-24'),
  doc('interim-report-2025', 'financialReports', '2025-09-19'),
  doc('audit-committee-tor', 'corporateGovernance', '2025-06-30'),
  doc('remuneration-committee-tor', 'corporateGovernance', '2025-06-30'),
  doc('nomination-committee-tor', 'corporateGovernance', '2025-06-30'),
  doc('agm-notice-2026', 'otherInformation', '2026-04-24'),
  doc('shareholders-communication-policy', 'otherInformation', '2025-12-31'),
];

/** A section's documents, newest first. */
export function documentsOf(section: InvestorSection): InvestorDocument[] {
  return INVESTOR_DOCUMENTS.filter((d) => d.section === section).sort((a, b) => b.date.localeCompare(a.date));
}
