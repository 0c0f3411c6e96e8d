/** The back chevron of the nav bars, named for screen readers (antd-mobile's own arrow has no name). */
export function BackArrow({ label }: { label: string }) {
  return (
    <svg className="back-arrow" viewBox="0 0 48 48" width="1em" height="1em" role="img" aria-label={label}>
      <path d="M31 6 13 24l18 18" fill="none" stroke="currentColor" strokeWidth="4" />
    </svg>
  );
}
