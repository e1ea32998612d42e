import type { ModelState } from '../../../domain/auth';

/**
 * An unexpected answer status. `message` is 'status statusText' (SPEC.md section 8); `body` is the parsed JSON
 * answer when there is one, so the UI can show `body.message` and `body.errorId`. `status` is what
 * react-admin's checkError looks at.
 */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * A 400 answer: a handled validation result whose field errors the form maps onto its fields. `body.errors`
 * is also where react-admin looks for server-side validation errors.
 */
export class ModelStateError extends HttpError {
  override readonly name: string = 'ModelStateError';
  declare readonly status: 400;
  declare readonly body: ModelState;
  constructor(body: ModelState) {
    super(body.message, 400, body);
  }
}

export function isModelState(value: unknown): value is ModelState {
  if (typeof value !== 'object' || value === null) return false;
  const { message, errors } = value as Partial<ModelState>;
  return typeof message === 'string' && (errors === undefined || (typeof errors === 'object' && errors !== null));
}

/** Any 400 body as model state; a 400 without one still needs a message to show. */
export function toModelState(body: unknown, fallbackMessage: string): ModelState {
  if (isModelState(body)) return { message: body.message, errors: body.errors ?? {} };
  return { message: fallbackMessage, errors: {} };
}

/** The error a failed answer stands for; reads (and so consumes) the answer body. */
export async function errorFromResponse(response: Response): Promise<HttpError> {
  const body = await readJsonOrText(response);
  const statusLine = `${response.status} ${response.statusText}`.trim();
  if (response.status === 400) return new ModelStateError(toModelState(body, statusLine));
  return new HttpError(statusLine, response.status, body);
}

/** Parsed JSON when the answer is JSON, the text otherwise, undefined when empty. */
export async function readJsonOrText(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
