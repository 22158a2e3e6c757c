export type { Readiness, ReadinessProbe } from './readiness';
