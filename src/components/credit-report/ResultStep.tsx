import type { RefObject } from 'react';
import type { CreditReportCopy } from '../../../content/i18n/types';
import type { Enquiry } from '../../browser/credit-report/api';
import { Spinner } from '../lead/fields';

/**
 * Step 3: while the enquiry is prepared, a status; once ready, the QR code to scan with a phone
 * (drawn by the worker as one SVG path: no image host, no script) and, on a phone, where a code
 * on its own screen cannot be scanned, a button that opens the app and the app download link.
 */
export function ResultStep({
  headingRef,
  enquiryRef,
  enquiry,
  copy,
  downloadApp,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  enquiryRef: string;
  enquiry: Enquiry | null;
  copy: CreditReportCopy['result'];
  downloadApp: string;
}) {
  const reference = (
    <p className="cr-result__ref">
      {copy.reference}
      <span data-enquiry-ref="">{enquiryRef}</span>
    </p>
  );
  if (!enquiry || enquiry.status !== 'ready' || !enquiry.qr || !enquiry.link) {
    return (
      <div className="cr-step" data-step="pending" role="status">
        <h3 className="cr-step__title" ref={headingRef} tabIndex={-1}>
          {copy.pendingTitle}
        </h3>
        <p className="cr-result__pending">
          <Spinner />
          <span>{copy.pendingText}</span>
        </p>
        {reference}
      </div>
    );
  }
  const { size, path } = enquiry.qr;
  return (
    <div className="cr-step" data-step="result">
      <h3 className="cr-step__title" ref={headingRef} tabIndex={-1}>
        {copy.readyTitle}
      </h3>
      <div className="cr-result">
        <figure className="cr-qr">
          <svg
            className="cr-qr__code"
            viewBox={`0 0 ${size} ${size}`}
            width="200"
            height="200"
            shapeRendering="crispEdges"
            role="img"
            aria-label={copy.qrLabel}
            data-qr=""
          >
            <rect width={size} height={size} fill="#fff" />
            <path d={path} fill="#000" />
          </svg>
          <figcaption className="cr-qr__caption">{copy.scanText}</figcaption>
        </figure>
        <div className="cr-phone">
          <p>{copy.phoneText}</p>
          <a className="btn btn--primary" href={enquiry.link} rel="noopener" data-open-app="">
            {copy.openApp}
          </a>
        </div>
        <p className="cr-result__download">
          {copy.downloadText} <a href={downloadApp}>{copy.downloadLink}</a>
        </p>
      </div>
      {reference}
    </div>
  );
}
