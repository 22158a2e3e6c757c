import { passwordProblems } from '../../../shared/domain/password';
import { DomainError } from '../../errors';

/**
 * The policy's refusal: 417 PASSWORD_POLICY, which the client shows as conformityNotMet. One rule
 * for customers and back-office users alike, so it lives beside neither.
 */
export function assertPasswordPolicy(password: string, account: { username: string; mail: string }): void {
  const problems = passwordProblems(password, account);
  if (problems.length > 0) {
    throw new DomainError('PASSWORD_POLICY', 'The password does not meet the requirements', { problems });
  }
}
