import type { SVGProps } from 'react';

/** A fingerprint line icon (decorative), drawn like the shared icons. */
export function FingerprintIcon({ size = 20, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d="M12 11v3a8 8 0 0 1-1.5 4.7" />
      <path d="M8.5 11a3.5 3.5 0 0 1 7 0v2.5a12 12 0 0 1-.8 4.3" />
      <path d="M5.5 15.5A12 12 0 0 0 6 12V11a6 6 0 0 1 10.6-3.8" />
      <path d="M18.8 9.5c.1.5.2 1 .2 1.5v1.5c0 2.6-.5 5-1.5 7.2" />
      <path d="M3.5 8.5A9 9 0 0 1 19.4 5.6" />
    </svg>
  );
}
