// The return label provider as the returns module sees it: one label per return, at most once per
// idempotency key (the return's id). The built-in provider draws the label itself (PDF with a QR
// code and a barcode); a carrier-label service is used when configured (LABEL_PROVIDER=http).

import type { PostalAddress } from '@rc/domain/postal-address';

/** The shopper, who sends the parcel: the order's shipping address, or none when the store sent none. */
export interface LabelSender {
  name: string;
  email: string;
  address: PostalAddress | null;
}

export interface LabelRequest {
  /** The return's id: asking again with the same key answers the same label. */
  idempotencyKey: string;
  returnNumber: string;
  orderName: string;
  /** Who sends the parcel (the shopper) and who receives it (the store's return address, decision 053). */
  from: LabelSender;
  to: PostalAddress;
  /** Units in the parcel, for the label's contents line. */
  units: number;
}

export interface IssuedLabel {
  carrier: string;
  trackingNumber: string;
  /** The label as a PDF (to print). */
  pdf: Uint8Array;
  /** The QR code as SVG (shown at a drop-off point instead of a printed label). */
  qrSvg: string;
  /** What the carrier charged, when it says. */
  postageMinor: number | null;
}

export interface LabelProvider {
  /** Recorded on each label. */
  readonly name: string;
  createLabel(request: LabelRequest): Promise<IssuedLabel>;
}
