// The orders hub as other modules see it (services.ts wires the instance): which orders a session
// may see (decision 036), for the comments module.

export { createOrdersHubRepository } from './repository';
export { ordersHubRoutes } from './routes';
export { createOrdersHub, type OrdersHub, provesEmail } from './service';
