// The return in progress must be forgotten by the close icon and sign-out even on pages that never
// loaded its store (home, orders): this registers the removal of what it persisted, and costs the
// landing pages a few bytes instead of the store.
import { registerFlowStore } from '../../../lib/persisted-stores';

/** The session-storage key the return flow store persists under. */
export const RETURN_FLOW_STORAGE_KEY = 'rc-return-flow';

registerFlowStore(() => sessionStorage.removeItem(RETURN_FLOW_STORAGE_KEY));
