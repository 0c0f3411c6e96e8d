import './back-arrow.css';

/**
 * The back chevron of the nav bars, named for screen readers (antd-mobile's own arrow has no name). Without a
 * label it is decoration inside a control that has its own name (the back bar's button).
 */
export function BackArrow({ label }: { label?: string }) {
  const named = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg className="back-arrow" viewBox="0 0 48 48" width="1em" height="1em" {...named}>
      <path d="M31 6 13 24l18 18" fill="none" stroke="currentColor" strokeWidth="4" />
    </svg>
  );
}
