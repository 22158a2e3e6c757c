import { ArtSvg, ParkingP } from './art-svg';

/** parkingBlue: a blue "P" road sign at the roadside and a car driving in. */
export default function ParkingBlueArt() {
  return (
    <ArtSvg>
      <path d="M80 132H480V160H80Z" fill="#ffffff" opacity="0.12" />
      <path d="M100 146H480" stroke="#ffffff" strokeWidth="4" strokeDasharray="22 14" opacity="0.6" />
      <g>
        <path
          d="M220 134v-16c0-4 3-7 7-8l18-4 20-18c3-3 7-4 11-4h44c5 0 9 2 12 6l14 16 22 4c5 1 8 5 8 10v14Z"
          fill="#e3f2fd"
        />
        <path d="M254 104l20-18h20v18Z M300 86h22l12 18h-34Z" fill="#0d47a1" opacity="0.7" />
        <circle cx="252" cy="134" r="12" fill="#1a237e" />
        <circle cx="252" cy="134" r="5" fill="#cfd8dc" />
        <circle cx="346" cy="134" r="12" fill="#1a237e" />
        <circle cx="346" cy="134" r="5" fill="#cfd8dc" />
      </g>
      <rect x="429" y="64" width="6" height="92" fill="#cfd8dc" />
      <rect x="404" y="10" width="56" height="56" rx="8" fill="#ffffff" />
      <rect x="409" y="15" width="46" height="46" rx="5" fill="#1e63c6" />
      <ParkingP x={421} y={20} s={1.3} fill="#ffffff" />
    </ArtSvg>
  );
}
