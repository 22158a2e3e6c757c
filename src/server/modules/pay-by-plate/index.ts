export { seedDemoStays } from './demo-seed';
