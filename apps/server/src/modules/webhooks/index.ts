// The webhooks module as the rest of the server sees it (services.ts makes the one instance).
export { webhooksRoutes } from './routes';
export { createWebhooks, ENDPOINT_DISABLED_JOB, type WebhookSettings, type Webhooks } from './service';
