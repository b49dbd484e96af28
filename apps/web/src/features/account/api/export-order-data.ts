import { SERVICE_ROOTS } from '@rc/contract/routes';

/**
 * export-order-data (issue 15): everything the portal holds about the signed-in order as one JSON
 * file. A plain link the browser downloads with the session's cookie; nothing to load before it.
 */
export const EXPORT_ORDER_DATA_URL = `${SERVICE_ROOTS.rc}/export-order-data`;
