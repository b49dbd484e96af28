/** A failure the caller should see: a catalogue code, its message parameters and the HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly options: {
      httpStatus?: number;
      params?: Record<string, string | number>;
      data?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(`error ${code}`);
  }

  get httpStatus(): number {
    return this.options.httpStatus ?? 200;
  }
}

/** Throws a business answer (HTTP 200 with a non-zero code, as the spec's gateway does). */
export function fail(code: number, params?: Record<string, string | number>): never {
  throw new AppError(code, params ? { params } : {});
}
