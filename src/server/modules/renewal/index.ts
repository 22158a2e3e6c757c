export { seedDemoStays } from './demo-seed';
export { renewalModule } from './module';
