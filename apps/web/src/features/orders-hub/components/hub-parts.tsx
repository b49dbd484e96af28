// Small pieces of the hub shared by its list and an order's page: a status as the server shows it,
// a product with its picture, and a link that acts on an order (switching to it first if need be).
import { formatMoney } from '@rc/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { HubOrder } from '../api/query-order-list';
import type { OrderAction } from '../use-act-on-order';

type Product = HubOrder['products'][number];
type StatusDisplay = HubOrder['packages'][number]['statusDisplay'];

/** A status with the server's title (spec 4), translated, in its colour. */
export function HubStatus({ display }: { display: StatusDisplay }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${display.tone}`}>
      {t(display.titleKey, { defaultValue: display.title })}
    </span>
  );
}

/** A product line: its picture, title, variant, quantity and unit price, and the line's total. */
export function ProductLine({
  product,
  currency,
  children,
}: {
  product: Product;
  currency: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <li className="hub-product">
      {product.imageUrl ? (
        <img
          className="hub-product__image"
          src={product.imageUrl}
          alt=""
          width={72}
          height={72}
          loading="lazy"
        />
      ) : (
        <span className="hub-product__image hub-product__image--empty" aria-hidden="true" />
      )}
      <span className="hub-product__text">
        <span className="hub-product__title">{product.title}</span>
        {product.variantTitle ? <span className="hub-product__muted">{product.variantTitle}</span> : null}
        <span className="hub-product__muted">
          {t('home.quantity', { count: product.quantity })} ·{' '}
          {t('home.unitPrice', { price: formatMoney(product.unitPrice, currency, language) })}
        </span>
      </span>
      <span className="hub-product__price">{formatMoney(product.lineTotal, currency, language)}</span>
      {children ? <div className="hub-product__extra">{children}</div> : null}
    </li>
  );
}

/**
 * `force_orders=false` opens the hub at a store that has not enabled version 5 (spec 2 "Guard
 * rules"); the hub's own links between its list and an order's page keep it, or the way back would
 * lead home. '' when the page was not opened so.
 */
export function useForceOrders(): string {
  const [params] = useSearchParams();
  return params.get('force_orders') === 'false' ? 'force_orders=false' : '';
}

/** The hub's address, keeping `force_orders=false` when the page has it. */
export function useHubPath(subPath: string): string {
  const force = useForceOrders();
  return `${subPath}/orders${force ? `?${force}` : ''}`;
}

/** A link into a flow for an order; on another order of the shopper the session switches first. */
export function ActionLink({
  subPath,
  action,
  act,
  busy,
  variant = 'secondary',
  label,
  children,
}: {
  subPath: string;
  action: OrderAction;
  act: (action: OrderAction) => Promise<void>;
  busy: string | null;
  variant?: 'primary' | 'secondary';
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      className={`button button--${variant} hub-action`}
      to={`${subPath}/${action.path}`}
      aria-label={label}
      aria-busy={busy === action.path || undefined}
      onClick={(event) => {
        event.preventDefault();
        void act(action);
      }}
    >
      {children}
    </Link>
  );
}

/** Where each kind of next step leads (spec: an action-required claim is the first thing to do). */
export function nextStepPath(step: NonNullable<HubOrder['nextStep']>): string {
  switch (step.kind) {
    case 'claim_action_required':
    case 'get_paid':
    case 'continue_draft':
      return `issue-details?claimId=${encodeURIComponent(step.claimId ?? '')}`;
    case 'add_return_tracking':
      return `order-details?returnId=${encodeURIComponent(step.returnId ?? '')}`;
    case 'report_issue':
      return step.fulfillmentId
        ? `options?fulfillmentId=${encodeURIComponent(step.fulfillmentId)}`
        : 'options?unshipped=1';
    case 'track_package':
      return `tracking?fulfillmentId=${encodeURIComponent(step.fulfillmentId ?? '')}`;
  }
}

type NextStepOf = NonNullable<HubOrder['nextStep']>;

/**
 * The next step a place shows, so the hub says each thing once (issue 23): a package on its way is
 * tracked from its own row (one track action per package), and an action-required claim listed
 * above the cards ('Needs your attention') is not repeated in its card.
 */
export function shownNextStep(order: HubOrder, { urgentAbove }: { urgentAbove: boolean }): NextStepOf | null {
  const step = order.nextStep;
  if (!step || step.kind === 'track_package') return null;
  if (urgentAbove && step.kind === 'claim_action_required') return null;
  return step;
}

/** Which of the order's buttons a place shows: what its `actions` allow, less what its next step offers. */
export function shownOrderActions(order: HubOrder, { urgentAbove }: { urgentAbove: boolean }) {
  const next = shownNextStep(order, { urgentAbove })?.kind;
  const payable = order.claims.find((claim) => claim.canGetPaid);
  return {
    report: order.actions.reportIssue && next !== 'report_issue',
    returnOrExchange: order.actions.returnOrExchange,
    getPaid: order.actions.getPaid && payable && next !== 'get_paid' ? payable : null,
  };
}

/**
 * The order's buttons (what its `actions` allow), without the one its next step already offers.
 * Tracking is per package, in the packages' rows.
 */
export function OrderActions({
  order,
  subPath,
  act,
  busy,
  onStartReport,
  urgentAbove,
}: {
  order: HubOrder;
  subPath: string;
  act: (action: OrderAction) => Promise<void>;
  busy: string | null;
  onStartReport?: () => void;
  /** Whether the page lists action-required claims above (the hub), not in the order. */
  urgentAbove: boolean;
}) {
  const { t } = useTranslation();
  const reportable = order.packages.find((entry) => entry.canReportIssue);
  const { report, returnOrExchange, getPaid: payable } = shownOrderActions(order, { urgentAbove });
  if (!report && !returnOrExchange && !payable) return null;
  return (
    <div className="hub-actions">
      {report ? (
        <ActionLink
          subPath={subPath}
          act={act}
          busy={busy}
          action={{
            order,
            path: reportable
              ? `options?fulfillmentId=${encodeURIComponent(reportable.fulfillmentId)}`
              : 'options?unshipped=1',
            before: onStartReport,
          }}
        >
          {t('claims.entry.report')}
        </ActionLink>
      ) : null}
      {returnOrExchange ? (
        <ActionLink subPath={subPath} act={act} busy={busy} action={{ order, path: 'items-choose' }}>
          {t('hub.actions.returnOrExchange')}
        </ActionLink>
      ) : null}
      {payable ? (
        <ActionLink
          subPath={subPath}
          act={act}
          busy={busy}
          action={{ order, path: `issue-details?claimId=${encodeURIComponent(payable.claimId)}` }}
        >
          {t('hub.actions.getPaid')}
        </ActionLink>
      ) : null}
    </div>
  );
}

type CaseOrder = Pick<HubOrder, 'orderId' | 'signedIn' | 'claims' | 'returns'>;
interface CaseRowProps {
  order: CaseOrder;
  subPath: string;
  act: (action: OrderAction) => Promise<void>;
  busy: string | null;
}

/** The order's claims as rows (the hub's card and the order's page both list them). */
export function ClaimRows(props: CaseRowProps) {
  return props.order.claims.map((claim) => <ClaimRow key={claim.claimId} claim={claim} {...props} />);
}

/** The order's returns as rows. */
export function ReturnRows(props: CaseRowProps) {
  return props.order.returns.map((entry) => <ReturnRow key={entry.returnId} entry={entry} {...props} />);
}

/** A claim of the order: its issue, number and status, and a link to its page. */
function ClaimRow({ claim, ...props }: CaseRowProps & { claim: CaseOrder['claims'][number] }) {
  const { t } = useTranslation();
  return (
    <li className="hub-row">
      <span className="hub-row__main">
        <span className="hub-row__title">{t(`claims.issue.${claim.issueType}`)}</span>
        <span className="hub-row__muted identifier">{claim.claimNumber}</span>
      </span>
      <HubStatus display={claim.statusDisplay} />
      <ActionLink
        {...props}
        label={t('hub.openClaim', { number: claim.claimNumber })}
        action={{ order: props.order, path: `issue-details?claimId=${encodeURIComponent(claim.claimId)}` }}
      >
        {t('hub.open')}
      </ActionLink>
    </li>
  );
}

/** A return of the order: its number, how many items and its status, and a link to its page. */
function ReturnRow({ entry, ...props }: CaseRowProps & { entry: CaseOrder['returns'][number] }) {
  const { t } = useTranslation();
  return (
    <li className="hub-row">
      <span className="hub-row__main">
        <span className="hub-row__title identifier">{entry.returnNumber}</span>
        <span className="hub-row__muted">{t('hub.items', { count: entry.itemCount })}</span>
      </span>
      <HubStatus display={entry.statusDisplay} />
      <ActionLink
        {...props}
        label={t('hub.openReturn', { number: entry.returnNumber })}
        action={{ order: props.order, path: `order-details?returnId=${encodeURIComponent(entry.returnId)}` }}
      >
        {t('hub.open')}
      </ActionLink>
    </li>
  );
}
