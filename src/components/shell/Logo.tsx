/** The brand mark: an inline SVG so it needs no request and cannot shift the layout. */
export function Logo({ brand }: { brand: string }) {
  return (
    <span className="logo">
      <svg className="logo__mark" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#0a3d7a" />
        <path d="M11 27V13h6.5c4.4 0 7 2.3 7 7s-2.6 7-7 7H11Zm4-3.4h2.4c2 0 3.1-1.2 3.1-3.6s-1.1-3.6-3.1-3.6H15v7.2Z" fill="#fff" />
        <circle cx="29" cy="25" r="3" fill="#f59e0b" />
      </svg>
      <span className="logo__text">{brand}</span>
    </span>
  );
}
