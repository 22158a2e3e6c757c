import { ArtSvg } from './art-svg';

/** golf1: rolling fairways, a putting green with the flag in the hole, a ball and a tree. */
export default function Golf1Art() {
  return (
    <ArtSvg>
      <circle cx="420" cy="36" r="18" fill="#fff59d" opacity="0.85" />
      <path d="M0 120C80 92 160 96 240 112S400 96 480 104V160H0Z" fill="#9ccc65" opacity="0.45" />
      <path d="M0 140C100 118 200 124 300 134S420 126 480 130V160H0Z" fill="#c5e1a5" opacity="0.55" />
      <ellipse cx="330" cy="134" rx="72" ry="12" fill="#dcedc8" opacity="0.85" />
      <ellipse cx="348" cy="134" rx="5" ry="2" fill="#33691e" />
      <path d="M348 134V56" stroke="#ffffff" strokeWidth="3" />
      <path d="M350 58l34 12-34 12Z" fill="#e53935" />
      <circle cx="300" cy="136" r="5" fill="#ffffff" />
      <rect x="446" y="86" width="6" height="34" fill="#6d4c41" />
      <circle cx="449" cy="76" r="20" fill="#558b2f" />
      <circle cx="436" cy="88" r="12" fill="#689f38" />
    </ArtSvg>
  );
}
