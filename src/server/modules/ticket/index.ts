export type { TicketService } from './service';
