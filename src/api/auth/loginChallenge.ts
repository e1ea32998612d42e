import type { SecondFactor } from '../../../domain/auth';

export type LoginChallengeKind = 'PasswordChangeRequired' | 'SecondFactorRequired';

/**
 * The rejection of `authProvider.login` when the server wants a second step: the login page switches to
 * the new-password or second-factor form and submits again with the extra fields. Nobody is signed in
 * yet, so checkAuth keeps failing until that second submit succeeds.
 */
export class LoginChallenge extends Error {
  override readonly name = 'LoginChallenge';
  constructor(
    readonly kind: LoginChallengeKind,
    message: string,
    /** the factors to choose from, for SecondFactorRequired; empty otherwise */
    readonly factors: SecondFactor[] = [],
  ) {
    super(message);
  }
}

export function isLoginChallenge(error: unknown): error is LoginChallenge {
  return error instanceof LoginChallenge;
}
