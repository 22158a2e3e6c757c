export type { Readiness, ReadinessProbe } from './readiness';
export { healthModule } from './module';
