// The notifications module as the composition root sees it.
export { createMailDelivery, laneOf, MAIL_DELIVERY_JOB } from './mail-delivery';
