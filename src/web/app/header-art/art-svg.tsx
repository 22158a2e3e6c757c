import type { ReactNode } from 'react';

/**
 * Frame of the header art: original drawings made for this shop (no copied images), purely
 * decorative (hidden from assistive technology), scaled to the box the header gives them.
 */
export function ArtSvg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 480 160"
      width="100%"
      height="100%"
      preserveAspectRatio="xMaxYMax meet"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      {children}
    </svg>
  );
}

/** A bold "P" (parking) as a path, 17 wide and 28 high, drawn at (x, y) scaled by s. */
export function ParkingP({ x, y, s = 1, fill }: { x: number; y: number; s?: number; fill: string }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${s})`}
      fillRule="evenodd"
      fill={fill}
      d="M0 0h10a8 8 0 0 1 0 16H6v12H0Z M6 5v6h4a3 3 0 0 0 0-6Z"
    />
  );
}
