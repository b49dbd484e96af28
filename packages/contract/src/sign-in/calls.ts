// Sign-in and the merchant configuration the login page needs before it.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { LoginStyleSchema, ShopSlugSchema, text } from '../shared-schemas';

export const getRcLoginStyle = defineCall('get-rc-login-style', {
  summary:
    "The merchant's login configuration and branding, by shop; without subDomain, the store whose own subdomain the request came to.",
  request: z.strictObject({ subDomain: ShopSlugSchema.nullish() }),
  response: LoginStyleSchema,
  errors: [100013],
});

const optionalText = (max: number) => text().trim().max(max).nullish();

// The spec's own values, as its query parameters and older clients send them (issue 23, item 9):
// forceDirect is 1 in the address, so 1 and "1" mean true as true does; rcVersion is a version
// number, so 4 and "4" are the same version. Anything else stays refused (100002).
const ForceDirectSchema = z
  .union([z.boolean(), z.literal(1), z.literal('1')])
  .transform((value) => value !== false)
  .meta({ description: 'Stay in this portal even where the legacy site would take over: true, 1 or "1".' });

const RcVersionSchema = z
  .union([z.enum(['4', '5']), z.literal(4), z.literal(5)])
  .transform((value) => String(value) as '4' | '5')
  .meta({ description: 'The portal version the link leads to: 4 or 5, as a number or a string.' });

export const RcLoginRequestSchema = z
  .strictObject({
    merchantId: z.uuid(),
    orderName: optionalText(64),
    contactInfo: optionalText(254).meta({ description: "The shopper's e-mail address." }),
    channel: optionalText(64),
    signature: optionalText(256).meta({ description: 'Merchant-signed link signature.' }),
    accessToken: optionalText(256).meta({ description: 'Single-use token from a verification e-mail.' }),
    forceDirect: ForceDirectSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.accessToken) return;
    if (!body.orderName) ctx.addIssue({ code: 'custom', path: ['orderName'], message: 'is required' });
    if (!body.contactInfo) ctx.addIssue({ code: 'custom', path: ['contactInfo'], message: 'is required' });
  })
  .meta({ id: 'RcLoginRequest' });

export const rcLogin = defineCall('rc-login', {
  summary:
    'Signs a shopper in to one order (order number and e-mail, merchant-signed link, or access token) and sets the session cookie.',
  request: RcLoginRequestSchema,
  response: z
    .object({
      sessionId: z.uuid(),
      rcLoginStyleVO: LoginStyleSchema,
      redirectToNewRc4: z.boolean(),
      channel: z.string().nullable(),
      applicantEmail: z.string(),
      merchantName: z.string(),
      shopDomain: z.string().nullable(),
      orderId: z.uuid(),
      orderName: z.string(),
      merchantId: z.uuid(),
      enableNewRc: z.boolean(),
      fromUS: z.boolean(),
      platform: z.string().nullable(),
      supportChatMode: z.boolean().meta({
        description:
          'Chat mode for this order (spec 6) before the force_mode/chat_mode overrides, which the portal applies.',
      }),
    })
    .meta({ id: 'RcLoginResponse' }),
  errors: [2000001, 2000002, 2000003, 200006, 200052, 200053, 100007],
});

export const sendVerifyEmail = defineCall('send-verify-email', {
  summary:
    'Sends the verification e-mail after sign-in answered 200052 or 200053, or for a signed-in shopper whose session does not prove the e-mail yet (the orders hub): a link that signs the shopper in once, within 10 minutes.',
  request: z.strictObject({
    token: text().min(10).max(256).optional().meta({
      description:
        "The verifyToken of the 200052/200053 answer. Without it, the request's session is the one to prove: the link goes to its order's e-mail (100008 without a session).",
    }),
    rcVersion: RcVersionSchema.nullish(),
    redirectUrl: text().max(2048).meta({
      description: "Where the link leads (this portal's login page); the access token is added to it.",
    }),
  }),
  response: z.object({ sent: z.literal(true), maskedEmail: z.string() }),
  errors: [100011, 100007, 100008],
});

export const svRouter = defineCall('sv_router', {
  summary: "Whether the signed-in order belongs on the legacy site ('old') or this portal ('new').",
  request: z.strictObject({
    email: text().max(254).nullish(),
    orderNumber: text().max(64).nullish(),
  }),
  response: z.object({ router: z.enum(['old', 'new']) }),
});

export const rcLogout = defineCall('rc-logout', {
  summary: 'Signs out: revokes the session on the server and clears the cookie.',
  request: z.strictObject({}),
  response: z.object({}),
});

export const listLanguageCode = defineCall('multilingual/list-language-code', {
  summary: 'The languages the portal speaks.',
  request: z.strictObject({}),
  response: z.array(z.object({ code: z.string(), name: z.string(), shortCode: z.string() })),
});
