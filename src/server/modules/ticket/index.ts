export { TicketRepository } from './repository';
export { TicketService } from './service';
export { ticketModule } from './module';
