import type { TokenAntwort, TokenFehler } from '../../../../domain/auth';
import { sendEmpty, sendJson, type Handler, type SeenRequest } from '../testServer';
import type { TestKey } from './rsaTestKey';

export type Answer = [status: number, body: TokenAntwort | TokenFehler | unknown];

export interface PortalAnswers {
  password?: (request: SeenRequest) => Answer | Promise<Answer>;
  refresh?: (request: SeenRequest) => Answer | Promise<Answer>;
  /** any other request; 404 when absent */
  other?: Handler;
}

/** The sign-in part of the portal's API: encryption key, token endpoint (both grants), ending a session. */
export function portalRoutes(key: TestKey, answers: PortalAnswers): Handler {
  return async (request, response) => {
    if (request.method === 'GET' && request.path === '/framework/api/encryption') return sendJson(response, 200, key.antwort);
    if (request.method === 'POST' && request.path === '/framework/oauth/token') {
      const grant = request.form.get('grant_type');
      const answer = grant === 'password' ? answers.password : grant === 'refresh_token' ? answers.refresh : undefined;
      if (!answer) return sendJson(response, 400, { error: 'unsupported_grant_type' });
      const [status, body] = await answer(request);
      return sendJson(response, status, body);
    }
    if (request.method === 'DELETE' && request.path.startsWith('/framework/api/member/sessions/')) return sendEmpty(response, 204);
    if (answers.other) return answers.other(request, response);
    return sendJson(response, 404, { message: 'nicht gefunden' });
  };
}

export const tokenRequests = (requests: SeenRequest[], grant: 'password' | 'refresh_token') =>
  requests.filter((r) => r.path === '/framework/oauth/token' && r.form.get('grant_type') === grant);

export const sessionDeletes = (requests: SeenRequest[]) =>
  requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/framework/api/member/sessions/'));

/**
 * An answer the test gives when it chooses, so it can act while a request is in flight: `arrived` resolves
 * when the request has reached the server, `release` sends the answer.
 */
export function heldAnswer() {
  let arrive!: () => void;
  let release!: (answer: Answer) => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const answer = new Promise<Answer>((resolve) => (release = resolve));
  return {
    arrived,
    release,
    answer: () => {
      arrive();
      return answer;
    },
  };
}
