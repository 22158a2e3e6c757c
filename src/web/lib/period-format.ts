/** The period's days and times are written once, for the screens and the server's documents. */
export { formatClock, formatDay, formatMoment, formatRange } from '../../shared/domain/period-format';
