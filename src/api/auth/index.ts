export { authProvider, createAuthProvider, type LoginParams } from './authProvider';
export {
  AUTHENTICATION_KEY,
  EXPIRY_MARGIN_MS,
  clearAuthentifizierung,
  fromTokenAntwort,
  getAuthentifizierung,
  isExpired,
  setAuthentifizierung,
  subscribe,
  type Authentifizierung,
} from './authStore';
export { KEEP_ALIVE_SHARE, keepAliveDelayMs } from './keepAlive';
export { landingAfterLogin, loginPathFor, verbotenPathFor } from './landing';
export { mitgliedPfade, MitgliedPfadeProvider, PORTAL_PFADE, STANDARD_MITGLIEDPFADE, useMitgliedPfade, type MitgliedPfade } from './mitgliedPfade';
export { FALSCHE_ANMELDUNG, login, type LoginDaten, type LoginResult } from './login';
export { LoginChallenge, isLoginChallenge, type LoginChallengeKind } from './loginChallenge';
export { darfZugreifen, hatRolle } from './permissions';
export { encryptPassword, fetchEncryptionKey } from './rsa';
export { beginSession, getAccessToken, logout, refresh, resumeSession, type RefreshResult } from './session';
export { UNEXPECTED_RESPONSE } from './tokenEndpoint';
export { useAuthentifizierung } from './useAuthentifizierung';
