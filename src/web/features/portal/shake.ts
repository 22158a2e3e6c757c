import { keyframes } from '@emotion/react';
import { LOGIN_SHAKE_MS } from '../../lib/timings';

const shakeFrames = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`;

/** The wrong-credentials shake of spec §4/§9 (about 510 ms); without motion for those who ask. */
export const shakeSx = {
  '&[data-shake=true]': {
    animation: `${shakeFrames} ${LOGIN_SHAKE_MS}ms ease-in-out`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
};
