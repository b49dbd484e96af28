import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FlowStep } from './flow-steps';

/** Goes to a step of the report under the store's sub path. */
export function useGoToStep(subPath: string) {
  const navigate = useNavigate();
  return useCallback((step: FlowStep) => navigate(`${subPath}/${step}`), [navigate, subPath]);
}

/**
 * Whether a step opened without the report it belongs to (a bookmark, a reload after the close
 * icon): such a step sends the shopper to the first step. Checked when the step opens only: a
 * report cleared while the step is on screen (the close icon, a submitted claim) is followed by
 * the navigation that cleared it, which a redirect here would overtake.
 */
export function useOpenedWithoutReport(ready: boolean): boolean {
  const [missing] = useState(!ready);
  return missing;
}
