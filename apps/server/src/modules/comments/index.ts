// The comments module as the rest of the server sees it (services.ts makes the one instance).

export { type CommentRow, commentsOfOrders } from './reads';
export { commentsRoutes } from './routes';
export { type CommentChange, type Comments, commentView, createComments } from './service';
