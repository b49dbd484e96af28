/** A failed gateway call as an exception, for query functions that must throw. */
export class GatewayError extends Error {
  constructor(
    readonly code: number,
    readonly serverMessage: string | null,
  ) {
    super(`gateway error ${code}`);
  }
}
