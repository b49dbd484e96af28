import { ERROR_CODES } from '@rc/domain/error-codes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useProtectedItems } from '../../api/get-all-protected-item';
import type { UserInfo } from '../../lib/session-store';

/**
 * The signed-in order's items for the landing pages (home and orders), undefined while loading.
 * Spec 8: an item-list failure goes to the error page with code 200000.
 */
export function useOrderItems(userInfo: UserInfo) {
  const navigate = useNavigate();
  const { data, error, isPending } = useProtectedItems(userInfo.orderId);
  useEffect(() => {
    if (error) navigate(`${userInfo.subPath}/error?code=${ERROR_CODES.SERVICE_ERROR}`, { replace: true });
  }, [error, navigate, userInfo.subPath]);
  return isPending ? undefined : data;
}
