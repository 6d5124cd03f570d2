/**
 * What the flow says when a step could not reach the credit report service: the reason in plain
 * words, a button to try again, and the member site as the way that does not need the service.
 */
export function FailureMessage({
  message,
  retry,
  onRetry,
  alternative,
  memberSite,
  newWindow,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
  alternative: string;
  memberSite: string;
  newWindow: string;
}) {
  return (
    <div className="cr-failure" role="alert" data-credit-report-failure="">
      <p className="cr-failure__message">{message}</p>
      <div className="cr-failure__actions">
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {retry}
        </button>
        <a href={memberSite} target="_blank" rel="noopener">
          {alternative}
          <span className="visually-hidden">{newWindow}</span>
        </a>
      </div>
    </div>
  );
}
