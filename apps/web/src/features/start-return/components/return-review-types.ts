import type { ResponseOf } from '@rc/contract/call-types';

export type ReturnReview = ResponseOf<'user/get-order-return-apply-review'>;
