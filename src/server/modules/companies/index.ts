// Business customers (ADR 064): companies, members, fleet plates, cost centres, booking on
// account and the monthly invoice. The module's public face: its service types.
export {};
