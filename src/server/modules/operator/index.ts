export { operatorModule } from './module';
