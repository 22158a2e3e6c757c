export type { RemindersService } from './service';
export { remindersModule } from './module';
