import type { ReactNode } from 'react';
import './claim-facts.css';

/** What the shopper told about a claim, as labels and values (`claim-text` keeps a text's line breaks). */
export function ClaimFacts({ children }: { children: ReactNode }) {
  return <dl className="claim-facts">{children}</dl>;
}
