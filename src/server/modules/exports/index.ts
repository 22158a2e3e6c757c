export { exportsModule } from './module';
