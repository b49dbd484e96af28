// product-card?itemId= (spec 2 return routes): an exchange for another product. Suggestions first
// (user/query-upsell-products), then the store's catalogue a page at a time with a search
// (user/get-return-product-page-list); a product's variants (user/get-return-product-detail) and the
// price difference of the chosen one (user/calculate-return-exchange-price: refunded or owed).
import { formatMoney } from '@rc/domain/format';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Choice } from '../../../components/ui/form-fields';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { type UserInfo, useSessionStore } from '../../../lib/session-store';
import { failureOf, useCallFailure } from '../../../lib/use-call-failure';
import { useExchangePrice } from '../api/calculate-return-exchange-price';
import { useReturnProduct } from '../api/get-return-product-detail';
import { useReturnProductPage } from '../api/get-return-product-page-list';
import { useUpsellProducts } from '../api/query-upsell-products';
import { exchangePriceBody } from '../return-request';
import { type StartedReturnItem, useReturnFlowStore } from '../stores/return-flow-store';
import { FlowMissing } from './flow-missing';
import './product-card-step.css';

interface CatalogProduct {
  productId: string;
  title: string;
  imageUrl: string | null;
  priceFrom: number;
  currency: string;
}

export function ProductCardStep({ userInfo, itemId }: { userInfo: UserInfo; itemId: string | null }) {
  const flow = useReturnFlowStore();
  const item = flow.items.find((candidate) => candidate.itemId === itemId);
  if (flow.orderId !== userInfo.orderId || !item) return <FlowMissing subPath={userInfo.subPath} />;
  return <ProductPicker userInfo={userInfo} item={item} />;
}

function ProductPicker({ userInfo, item }: { userInfo: UserInfo; item: StartedReturnItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const flow = useReturnFlowStore();
  // The spec's subDomain: the store's name, as get-rc-login-style took it.
  const shop = useSessionStore((state) => state.configuration?.shop ?? null);
  const line = flow.lines[item.itemId];
  const quantity = flow.quantities[item.itemId] ?? item.chosenQuantity;
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [productId, setProductId] = useState<string | null>(
    line?.resolution === 'anything' ? (line.exchange?.productId ?? null) : null,
  );
  const [variantId, setVariantId] = useState<string | null>(
    line?.resolution === 'anything' ? (line.exchange?.variantId ?? null) : null,
  );
  const upsell = useUpsellProducts(item.itemId);
  const catalog = useReturnProductPage(page, search);
  const product = useReturnProduct(productId);
  const variant = product.data?.variants.find((candidate) => candidate.variantId === variantId) ?? null;
  const price = useExchangePrice(
    productId && variant
      ? exchangePriceBody(
          item,
          quantity,
          { productId, variantId: variant.variantId },
          {
            returnFlowRequestId: flow.requestId,
            merchantId: userInfo.merchantId,
            orderId: userInfo.orderId,
            subDomain: shop,
          },
        )
      : null,
  );
  const showFailure = useCallFailure(userInfo.subPath);
  const [missingVariant, setMissingVariant] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function choose(id: string) {
    setProductId(id);
    setVariantId(null);
    setMissingVariant(false);
  }

  function confirm() {
    if (!product.data || !variant) {
      setMissingVariant(true);
      return;
    }
    flow.updateLine(item.itemId, {
      resolution: 'anything',
      exchange: {
        productId: product.data.productId,
        variantId: variant.variantId,
        title: product.data.title,
        variantTitle: variant.title,
        unitPrice: variant.price,
      },
    });
    navigate(`${userInfo.subPath}/choose-items?flow=return`);
  }

  // Another product: the one being returned is not offered (its other sizes are the variant exchange).
  const notReturned = (candidate: CatalogProduct) =>
    item.productId ? candidate.productId !== item.productId : candidate.title !== item.title;
  const products = (catalog.data?.products ?? []).filter(notReturned);
  const suggested = (upsell.data ?? []).filter(notReturned);
  const more = catalog.data ? catalog.data.page * catalog.data.pageSize < catalog.data.total : false;

  return (
    <div className="page product-card-step">
      <h1 ref={heading} tabIndex={-1} className="product-card-step__title">
        {t('returns.product.title')}
      </h1>
      <p className="product-card-step__intro">{t('returns.product.intro', { item: item.title })}</p>

      {productId ? (
        <ChosenProduct
          loading={product.isPending}
          failed={product.isError ? (showFailure(failureOf(product.error)) ?? '') : null}
          title={product.data?.title ?? ''}
          description={product.data?.description ?? null}
          variants={product.data?.variants ?? []}
          currency={product.data?.currency ?? 'USD'}
          variantId={variantId}
          onVariant={(id) => {
            setVariantId(id);
            setMissingVariant(false);
          }}
          missingVariant={missingVariant}
          difference={
            price.data
              ? price.data.balanceDue > 0
                ? t('returns.product.owed', {
                    amount: formatMoney(price.data.balanceDue, price.data.currency, language),
                  })
                : price.data.refund > 0
                  ? t('returns.product.refund', {
                      amount: formatMoney(price.data.refund, price.data.currency, language),
                    })
                  : t('returns.product.even')
              : null
          }
          differenceFailed={price.isError ? (showFailure(failureOf(price.error)) ?? '') : null}
          onConfirm={confirm}
        />
      ) : null}

      {suggested.length > 0 ? (
        <section aria-labelledby="upsell-title" className="product-card-step__section">
          <h2 id="upsell-title">{t('returns.product.suggested')}</h2>
          <ProductGrid products={suggested} chosen={productId} onChoose={choose} />
        </section>
      ) : null}

      <section aria-labelledby="catalog-title" className="product-card-step__section">
        <h2 id="catalog-title">{t('returns.product.all')}</h2>
        <search>
          <form
            className="product-card-step__search"
            onSubmit={(event) => {
              event.preventDefault();
              setPage(1);
              setSearch(query.trim());
            }}
          >
            <TextField
              label={t('returns.product.search')}
              type="search"
              value={query}
              maxLength={100}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <Button type="submit" variant="secondary">
              {t('returns.product.searchButton')}
            </Button>
          </form>
        </search>
        {catalog.isPending ? <LoadingState label={t('common.loading')} /> : null}
        {catalog.isError ? (
          <Alert tone="error">{showFailure(failureOf(catalog.error)) ?? t('returns.flow.loadFailed')}</Alert>
        ) : null}
        {catalog.data && products.length === 0 ? <p>{t('returns.product.none')}</p> : null}
        <ProductGrid products={products} chosen={productId} onChoose={choose} />
        <div className="product-card-step__pages">
          {page > 1 ? (
            <Button variant="ghost" onClick={() => setPage(page - 1)}>
              {t('returns.product.previous')}
            </Button>
          ) : null}
          {more ? (
            <Button variant="ghost" onClick={() => setPage(page + 1)}>
              {t('returns.product.next')}
            </Button>
          ) : null}
        </div>
      </section>
    </div>
  );
}

function ProductGrid({
  products,
  chosen,
  onChoose,
}: {
  products: readonly CatalogProduct[];
  chosen: string | null;
  onChoose: (productId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li
          key={product.productId}
          className={`card product-tile${chosen === product.productId ? ' product-tile--chosen' : ''}`}
        >
          {product.imageUrl ? (
            <img
              className="product-tile__image"
              src={product.imageUrl}
              alt=""
              width={120}
              height={120}
              loading="lazy"
            />
          ) : (
            <span className="product-tile__image" aria-hidden="true" />
          )}
          <span className="product-tile__title">{product.title}</span>
          <span className="product-tile__price">
            {t('returns.product.from', { price: formatMoney(product.priceFrom, product.currency, language) })}
          </span>
          <Button
            variant="secondary"
            aria-pressed={chosen === product.productId}
            onClick={() => onChoose(product.productId)}
          >
            {t('returns.product.select')}
            <span className="visually-hidden"> {product.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ChosenProduct({
  loading,
  failed,
  title,
  description,
  variants,
  currency,
  variantId,
  onVariant,
  missingVariant,
  difference,
  differenceFailed,
  onConfirm,
}: {
  loading: boolean;
  failed: string | null;
  title: string;
  description: string | null;
  variants: ReadonlyArray<{ variantId: string; title: string; price: number; available: boolean }>;
  currency: string;
  variantId: string | null;
  onVariant: (variantId: string) => void;
  missingVariant: boolean;
  difference: string | null;
  differenceFailed: string | null;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!loading) heading.current?.focus();
  }, [loading]);
  if (loading) return <LoadingState label={t('common.loading')} />;
  if (failed !== null) return <Alert tone="error">{failed || t('returns.flow.loadFailed')}</Alert>;
  return (
    <section className="card chosen-product" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="chosen-product__title">
        {title}
      </h2>
      {description ? <p className="chosen-product__description">{description}</p> : null}
      <fieldset className="chosen-product__variants">
        <legend className="field__label">{t('returns.product.variant')}</legend>
        {variants.map((variant) => (
          <Choice
            key={variant.variantId}
            name="exchange-variant"
            value={variant.variantId}
            checked={variantId === variant.variantId}
            disabled={!variant.available}
            onSelect={() => onVariant(variant.variantId)}
            title={
              variant.available ? variant.title : t('returns.product.soldOut', { variant: variant.title })
            }
            description={formatMoney(variant.price, currency, language)}
          />
        ))}
      </fieldset>
      {missingVariant ? (
        <Alert tone="error" takeFocus>
          {t('returns.details.errors.variant')}
        </Alert>
      ) : null}
      {difference ? (
        <p className="chosen-product__difference" role="status">
          {difference}
        </p>
      ) : null}
      {differenceFailed !== null ? (
        <Alert tone="error">{differenceFailed || t('returns.flow.loadFailed')}</Alert>
      ) : null}
      <Button block onClick={onConfirm}>
        {t('returns.product.choose')}
      </Button>
    </section>
  );
}
