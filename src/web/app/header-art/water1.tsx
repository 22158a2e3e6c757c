import { ArtSvg } from './art-svg';

const wave = (y: number, a: number) =>
  `M0 ${y}C40 ${y - a} 80 ${y + a} 120 ${y}S200 ${y - a} 240 ${y}S320 ${y + a} 360 ${y}S440 ${y - a} 480 ${y}V160H0Z`;

/** water1: a sun over rolling sea waves and two gulls. */
export default function Water1Art() {
  return (
    <ArtSvg>
      <circle cx="402" cy="48" r="24" fill="#ffd54f" opacity="0.9" />
      <g fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" opacity="0.7">
        <path d="M300 44q8-7 16 0q8-7 16 0" />
        <path d="M340 26q6-5 12 0q6-5 12 0" />
      </g>
      <path d={wave(100, 12)} fill="#ffffff" opacity="0.14" />
      <path d={wave(118, 10)} fill="#4fc3f7" opacity="0.45" />
      <path d={wave(138, 8)} fill="#ffffff" opacity="0.28" />
    </ArtSvg>
  );
}
