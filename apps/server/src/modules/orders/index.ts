// The orders module as other modules see it (they import this file only; services.ts wires the
// instances). Orders, their items, fulfillments and policies: the read model, the coverage
// checks, the merchant's import.
export { effectiveStatus, reportablePolicies, throwIfNothingToReport } from './coverage';
export { orderItemView } from './item-view';
export { merchantOrderWithItems } from './merchant-order';
export type { OrderImportRepository } from './order-import-repository';
export { erasedAddress } from './personal-data';
export { orderReadModelFragment } from './read-model-fragment';
export {
  deliveriesOf,
  isShopperOrder,
  itemTitleOnOrder,
  itemTitlesOf,
  lockOrderRow,
  type OrderContact,
  orderContact,
  orderContactByName,
  orderItemsOf,
  orderLines,
  orderNamesOf,
  ordersOfPackages,
  packageIdsOf,
  packageNameOf,
  packageOf,
  packagesUndelivered,
  packagesWithNumber,
  policyRemainingOf,
  readModelsOf,
  shopperOrdersPage,
} from './reads';
export type { OrdersRepository, OrderWithItems } from './repository';
