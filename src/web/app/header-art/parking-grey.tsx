import { ArtSvg, ParkingP } from './art-svg';

const windows = (x: number, y: number, cols: number, rows: number) =>
  Array.from({ length: cols * rows }, (_, i) => (
    <rect
      key={i}
      x={x + (i % cols) * 12}
      y={y + Math.floor(i / cols) * 14}
      width="6"
      height="8"
      fill="#fff8e1"
      opacity="0.55"
    />
  ));

/** parkingGrey: a city skyline with a car park in front and a "P" sign, in greys. */
export default function ParkingGreyArt() {
  return (
    <ArtSvg>
      <rect x="160" y="52" width="48" height="108" fill="#9e9e9e" opacity="0.45" />
      <rect x="214" y="24" width="40" height="136" fill="#bdbdbd" opacity="0.4" />
      <rect x="400" y="40" width="56" height="120" fill="#9e9e9e" opacity="0.45" />
      {windows(168, 62, 3, 6)}
      {windows(222, 34, 3, 8)}
      {windows(408, 50, 4, 7)}
      <rect x="262" y="84" width="136" height="76" fill="#e0e0e0" opacity="0.85" />
      {[96, 120, 144].map((y) => (
        <rect key={y} x="270" y={y} width="120" height="12" fill="#616161" />
      ))}
      <rect x="306" y="56" width="48" height="24" rx="4" fill="#ffffff" />
      <ParkingP x={321} y={59} s={0.65} fill="#424242" />
      <rect x="327" y="80" width="6" height="4" fill="#ffffff" />
      <path d="M120 156H480" stroke="#ffffff" strokeWidth="4" strokeDasharray="18 12" opacity="0.5" />
    </ArtSvg>
  );
}
