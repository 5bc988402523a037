// The Payments API's error answer ({ message, error, status, cause: [{ code, description }] }) as something to throw.

export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly causes: { code: number; description: string }[];

  constructor(status: number, error: string, message: string, causes: ApiError['causes'] = []) {
    super(message);
    this.status = status;
    this.error = error;
    this.causes = causes;
  }
}

export const badRequest = (code: number, description: string) =>
  new ApiError(400, 'bad_request', description, [{ code, description }]);

/** The body Mercado Pago answers with an error. */
export function errorBody(error: ApiError) {
  return { message: error.message, error: error.error, status: error.status, cause: error.causes };
}
