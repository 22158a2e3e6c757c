// The wallet's public face: the ports it needs of the ticket module, and the demo's identity for server.ts.
export type { WalletTickets, WalletTicket, WalletService } from './service';
export { loadOrMakeDemoIdentity } from './demo-identity';
