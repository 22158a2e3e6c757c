import { ArtSvg, ParkingP } from './art-svg';

const carTop = (x: number, fill: string) => (
  <g key={x}>
    <rect x={x} y="96" width="30" height="52" rx="8" fill={fill} />
    <rect x={x + 4} y="106" width="22" height="10" rx="3" fill="#1a237e" opacity="0.55" />
    <rect x={x + 4} y="130" width="22" height="8" rx="3" fill="#1a237e" opacity="0.45" />
  </g>
);

/** parking2: a parking lot seen from above, cars in marked bays, and a round "P" marker. */
export default function Parking2Art() {
  return (
    <ArtSvg>
      <rect x="120" y="88" width="360" height="72" fill="#ffffff" opacity="0.1" />
      <g stroke="#ffffff" strokeWidth="3" opacity="0.7">
        {[140, 190, 240, 290, 340, 390, 440].map((x) => (
          <path key={x} d={`M${x} 92V156`} />
        ))}
        <path d="M130 156H470" />
      </g>
      {carTop(150, '#ffca28')}
      {carTop(250, '#ef5350')}
      {carTop(300, '#eceff1')}
      {carTop(400, '#4dd0e1')}
      <circle cx="216" cy="44" r="28" fill="#ffffff" />
      <circle cx="216" cy="44" r="23" fill="#283593" />
      <ParkingP x={207} y={30} fill="#ffffff" />
    </ArtSvg>
  );
}
