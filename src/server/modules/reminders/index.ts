export type { RemindersService } from './service';
