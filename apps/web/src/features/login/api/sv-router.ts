import { callGateway } from '../../../lib/gateway';

/** Whether the signed-in 17track order belongs on the legacy site ('old'). */
export function svRouter(input: { email: string; orderNumber: string }) {
  return callGateway('sv_router', input);
}
