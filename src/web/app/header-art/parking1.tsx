import { ArtSvg, ParkingP } from './art-svg';

const car = (x: number, y: number, fill: string) => (
  <g key={`${x}-${y}`}>
    <path d={`M${x} ${y + 14}v-6l6-8h22l8 8h6v6Z`} fill={fill} />
    <circle cx={x + 9} cy={y + 14} r="3.5" fill="#263238" />
    <circle cx={x + 33} cy={y + 14} r="3.5" fill="#263238" />
  </g>
);

/** parking1: a multi-storey car park with cars on its decks and a "P" sign on a pole. */
export default function Parking1Art() {
  return (
    <ArtSvg>
      <rect x="220" y="40" width="200" height="116" fill="#ffffff" opacity="0.18" />
      {[40, 68, 96, 124, 152].map((y) => (
        <rect key={y} x="212" y={y} width="216" height="6" fill="#ffffff" opacity="0.75" />
      ))}
      {[232, 300, 368, 410].map((x) => (
        <rect key={x} x={x} y="40" width="6" height="116" fill="#ffffff" opacity="0.45" />
      ))}
      {car(244, 52, '#ffca28')}
      {car(316, 80, '#ef5350')}
      {car(250, 108, '#e0e0e0')}
      {car(318, 136, '#4fc3f7')}
      <rect x="446" y="40" width="5" height="116" fill="#cfd8dc" />
      <rect x="428" y="8" width="42" height="42" rx="6" fill="#ffffff" />
      <rect x="432" y="12" width="34" height="34" rx="4" fill="#1565c0" />
      <ParkingP x={441} y={15} fill="#ffffff" />
    </ArtSvg>
  );
}
