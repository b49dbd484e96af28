import { describe, expect, it } from 'vitest';
import { clearFlowStores } from '../../../lib/persisted-stores';
import { RETURN_FLOW_STORAGE_KEY } from './forget-return-flow';
import { EMPTY_RETURN_FLOW, useReturnFlowStore } from './return-flow-store';

const ORDER_ID = '00000000-0000-4000-8000-00000000a001';
const ITEM_ID = '00000000-0000-4000-8000-0000000e0001';

describe('the return flow store', () => {
  it('keeps the chosen quantities and drops an item set to zero', () => {
    const flow = useReturnFlowStore.getState();
    flow.start(ORDER_ID, 'flow-request-0001');
    flow.setQuantity(ITEM_ID, 2);
    expect(useReturnFlowStore.getState().quantities).toEqual({ [ITEM_ID]: 2 });
    flow.setQuantity(ITEM_ID, 0);
    expect(useReturnFlowStore.getState().quantities).toEqual({});
  });

  it('is persisted in session storage, and the close icon forgets it, stored copy included', () => {
    useReturnFlowStore.getState().start(ORDER_ID, 'flow-request-0002');
    expect(sessionStorage.getItem(RETURN_FLOW_STORAGE_KEY)).toContain('flow-request-0002');
    clearFlowStores();
    expect(useReturnFlowStore.getState()).toMatchObject(EMPTY_RETURN_FLOW);
    expect(sessionStorage.getItem(RETURN_FLOW_STORAGE_KEY)).toBeNull();
  });

  it('starting again gives a new request id and forgets the previous answers', () => {
    const flow = useReturnFlowStore.getState();
    flow.start(ORDER_ID, 'flow-request-0003');
    flow.updateLine(ITEM_ID, { reason: 'changed_mind' });
    flow.start(ORDER_ID, 'flow-request-0004');
    expect(useReturnFlowStore.getState()).toMatchObject({ requestId: 'flow-request-0004', lines: {} });
  });
});
