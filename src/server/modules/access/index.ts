/** Open stays taking a walk-in place at a moment (the dashboard shows it). */
export type WalkInsInside = (at: Date) => Promise<number>;
export { accessModule } from './module';
