export { quoteCancellation } from './cancellation';
export { cancellationTexts } from './cancellation-texts';
export type { CancellationService, CancelOutcome } from './cancellation-service';
