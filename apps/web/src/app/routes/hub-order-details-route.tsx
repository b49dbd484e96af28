import { useQueryClient } from '@tanstack/react-query';
import { CommentThread } from '../../features/comments/components/comment-thread';
import { OrderDetails } from '../../features/orders-hub/components/order-details';
import { useClaimFlowStore } from '../../features/report-issue/stores/claim-flow-store';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * An order's page of the hub (order-details?orderId=…): the order's details with the shopper's
 * comments on it and on each product; 'Report an issue' starts a fresh report.
 */
export default function HubOrderDetailsRoute({ orderId }: { orderId: string }) {
  const { subPath } = useSignedInUser();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['order-detail', orderId] });
  return (
    <main id="main">
      <OrderDetails
        orderId={orderId}
        subPath={subPath}
        onStartReport={() => useClaimFlowStore.getState().start()}
        orderComments={(order) => (
          <CommentThread
            subPath={subPath}
            orderId={order.orderId}
            comments={order.comments}
            onSaved={refresh}
          />
        )}
        productComments={(order, product) => (
          <CommentThread
            subPath={subPath}
            orderId={order.orderId}
            item={{ itemId: product.itemId, title: product.title }}
            comments={product.comments}
            onSaved={refresh}
          />
        )}
      />
    </main>
  );
}
