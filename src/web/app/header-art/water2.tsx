import { ArtSvg } from './art-svg';

/** water2: a sailing boat on a calm lake with ripples and reeds on the shore. */
export default function Water2Art() {
  return (
    <ArtSvg>
      <path d="M0 112H480V160H0Z" fill="#ffffff" opacity="0.1" />
      <g fill="none" stroke="#ffffff" strokeWidth="2" opacity="0.35">
        <ellipse cx="300" cy="136" rx="70" ry="8" />
        <ellipse cx="300" cy="136" rx="110" ry="14" />
        <ellipse cx="120" cy="146" rx="60" ry="6" />
      </g>
      <path d="M262 118h76l-12 14h-52Z" fill="#ffffff" opacity="0.9" />
      <path d="M298 114V34" stroke="#ffffff" strokeWidth="3" />
      <path d="M302 38l34 72h-34Z" fill="#ffffff" opacity="0.85" />
      <path d="M294 44l-26 66h26Z" fill="#80deea" opacity="0.9" />
      <g stroke="#a5d6a7" strokeWidth="3" strokeLinecap="round" opacity="0.8">
        <path d="M430 150V86M444 150V74M456 150V92M468 150V80" />
      </g>
      <g fill="#8d6e63">
        <rect x="426" y="84" width="8" height="20" rx="4" />
        <rect x="440" y="72" width="8" height="20" rx="4" />
        <rect x="464" y="78" width="8" height="20" rx="4" />
      </g>
    </ArtSvg>
  );
}
