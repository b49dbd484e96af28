import { z } from 'zod';

/** Every answer of the gateway: `code` 0 is success; any other code comes from the error catalogue. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string().optional(),
    data: data.optional(),
  });
}

/** An answer that failed: the code, a message in the caller's language and, for invalid input, where. */
export const ErrorEnvelopeSchema = z
  .object({
    code: z.number().int().meta({ description: 'Non-zero code from the error catalogue.' }),
    message: z.string().meta({ description: "In the caller's Accept-Language." }),
    data: z
      .object({
        fields: z
          .array(z.object({ path: z.string(), problem: z.string() }))
          .optional()
          .meta({ description: 'For invalid input (100002): each field that was wrong and why.' }),
        retryAfterSeconds: z.number().int().optional(),
        verifyToken: z
          .string()
          .optional()
          .meta({ description: 'With 200052/200053: pass to send-verify-email to send the sign-in link.' }),
        maskedEmail: z.string().optional(),
      })
      .optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** What the client receives: the data on success, or the code and message. */
export type Envelope<T> = { code: 0; message?: string; data: T } | ErrorEnvelope;
