import { useSearchParams } from 'react-router';
import { ProductCardStep } from '../../features/start-return/components/product-card-step';
import { useSignedInUser } from '../use-signed-in-user';

/** product-card?itemId=: another product to exchange the item for. */
export function Component() {
  const userInfo = useSignedInUser();
  const [params] = useSearchParams();
  return (
    <main id="main">
      <ProductCardStep userInfo={userInfo} itemId={params.get('itemId')} />
    </main>
  );
}
