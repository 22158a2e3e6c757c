export { contentModule } from './module';
