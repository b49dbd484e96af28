// The signed-in shopper (spec 3 "Session store" and "userInfo"), kept in session storage so a
// reload keeps the session's view; the session itself is the server's HttpOnly cookie.
import type { ResponseOf } from '@rc/contract/call-types';
import type { LoginStyle, Policy } from '@rc/contract/shared-schemas';
import type { InterfaceVersion } from '@rc/domain/version-switch';
import { create, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerPersistedStore } from './persisted-stores';

export interface UserInfo {
  merchantId: string;
  platform: string | null;
  email: string;
  loginEmail: string;
  orderNumber: string;
  orderId: string;
  firstName: string | null;
  lastName: string | null;
  sessionId: string;
  subPath: string;
  shopDomain: string | null;
  rc4Channel: string | null;
  enableNewRc: boolean;
  currentVersion: InterfaceVersion | null;
  fromUS: boolean;
}

interface SessionState {
  userInfo: UserInfo | null;
  configuration: LoginStyle | null;
  policyList: Policy[];
  eventTrackingData: { loginTime: number | null };
  /** The partner channel the shopper arrived through (spec 3 rcChannel / rcPlatFormChannel). */
  rcChannel: string | null;
  /** 'chat' hides the header (spec 2 "Page frames"). */
  forceMode: string | null;
  /** chat_mode from the address: 'true'/'false' turns chat mode on or off after force_mode (spec 6). */
  chatMode: string | null;
  supportChatMode: boolean | null;
  setConfiguration(configuration: LoginStyle): void;
  setArrival(values: {
    rcChannel?: string | null;
    forceMode?: string | null;
    chatMode?: string | null;
  }): void;
  signedIn(login: ResponseOf<'rc-login'>, subPath: string, loginEmail: string): void;
  setPolicies(policies: ResponseOf<'query-related-policy-with-check'>): void;
  setCurrentVersion(version: InterfaceVersion): void;
  clear(): void;
}

/** The signed-in shopper as the pages read it, from rc-login's answer (or the server's, decision 037). */
export function userInfoOf(
  login: ResponseOf<'rc-login'>,
  subPath: string,
  loginEmail: string,
  currentVersion: InterfaceVersion | null,
): UserInfo {
  return {
    merchantId: login.merchantId,
    platform: login.platform,
    email: login.applicantEmail,
    loginEmail,
    orderNumber: login.orderName,
    orderId: login.orderId,
    firstName: null,
    lastName: null,
    sessionId: login.sessionId,
    subPath,
    shopDomain: login.shopDomain,
    rc4Channel: login.channel,
    enableNewRc: login.enableNewRc,
    currentVersion,
    fromUS: login.fromUS,
  };
}

const empty = {
  userInfo: null,
  configuration: null,
  policyList: [],
  eventTrackingData: { loginTime: null },
  rcChannel: null,
  forceMode: null,
  chatMode: null,
  supportChatMode: null,
};

/** The store's own handle, for the rendered state below. */
let sessionApi: StoreApi<SessionState> | null = null;

export const useSessionStore = create<SessionState>()(
  persist(
    (set, _get, api) => {
      sessionApi = api;
      return {
        ...empty,
        setConfiguration: (configuration) => set({ configuration }),
        setArrival: (values) => set(values),
        signedIn: (login, subPath, loginEmail) =>
          set((state) => ({
            configuration: login.rcLoginStyleVO,
            rcChannel: login.channel ?? state.rcChannel,
            userInfo: userInfoOf(login, subPath, loginEmail, state.userInfo?.currentVersion ?? null),
            eventTrackingData: { loginTime: Date.now() },
            // Spec 6's rollout as the server decided it; force_mode/chat_mode on arrival still win.
            supportChatMode: login.supportChatMode,
          })),
        setPolicies: (policies) =>
          set((state) => ({
            policyList: policies.policyList,
            userInfo: state.userInfo
              ? { ...state.userInfo, firstName: policies.firstName, lastName: policies.lastName }
              : null,
          })),
        setCurrentVersion: (version) =>
          set((state) => ({
            userInfo: state.userInfo ? { ...state.userInfo, currentVersion: version } : null,
          })),
        clear: () => set(empty),
      };
    },
    { name: 'rc-session', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** What a page rendered on the server read from this store: its store, the arrival and the shopper. */
export type RenderedSessionState = Pick<
  SessionState,
  'configuration' | 'rcChannel' | 'forceMode' | 'userInfo' | 'supportChatMode' | 'policyList'
>;

/**
 * The state a page is rendered with, on the server and for hydrating in the browser: the store,
 * the arrival, and the shopper it was rendered for with the order's policies and names the server
 * sent along, as the browser's session holds them once it has signed in (decision 047).
 */
export function renderedSessionState(page: {
  configuration: LoginStyle | null;
  channel: string | null;
  forceMode: string | null;
  signedIn: ResponseOf<'rc-login'> | null;
  subPath: string;
  policies: ResponseOf<'query-related-policy'> | null;
}): RenderedSessionState {
  const { signedIn, policies } = page;
  const shopper = signedIn ? userInfoOf(signedIn, page.subPath, signedIn.applicantEmail, null) : null;
  return {
    configuration: page.configuration,
    rcChannel: page.channel,
    forceMode: page.forceMode,
    userInfo:
      shopper && policies
        ? { ...shopper, firstName: policies.firstName, lastName: policies.lastName }
        : shopper,
    supportChatMode: signedIn ? signedIn.supportChatMode : null,
    policyList: (signedIn && policies?.policyList) || [],
  };
}

/** The state a server's render starts from and ends with: nobody's. */
export const NOBODY_RENDERED = renderedSessionState({
  configuration: null,
  channel: null,
  forceMode: null,
  signedIn: null,
  subPath: '',
  policies: null,
});

/** The store's initial state before any rendered state replaced it. */
let originalInitialState: SessionState | null = null;

/**
 * Sets the state a server-rendered page was rendered with. React renders on the server and
 * hydrates in the browser with zustand's server snapshot (the store's initial state), so that
 * snapshot must be the state the server used; after hydration the live state takes over.
 */
export function setRenderedState(rendered: RenderedSessionState): void {
  if (!sessionApi) return;
  // From the store's own initial state each time: on the server one render must never inherit
  // the state (the shopper) of the render before it.
  originalInitialState ??= sessionApi.getInitialState();
  const initial = { ...originalInitialState, ...sharedWithLiveState(rendered, sessionApi.getState()) };
  sessionApi.getInitialState = () => initial;
}

/**
 * The rendered values, each replaced by the live state's own object where the two are equal. Once
 * hydrated, React compares each selection's server snapshot with the live one by reference, and
 * any difference re-renders every reader at once, synchronously: the whole signed-in page in one
 * long task on a phone (Lighthouse's Total Blocking Time). Equal values that share the reference
 * cost nothing; a value that really differs (a name learnt on an earlier visit) still re-renders.
 */
function sharedWithLiveState(rendered: RenderedSessionState, live: SessionState): RenderedSessionState {
  const shared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rendered)) {
    const liveValue = live[key as keyof RenderedSessionState];
    shared[key] =
      liveValue === value || JSON.stringify(liveValue) === JSON.stringify(value) ? liveValue : value;
  }
  return shared as RenderedSessionState;
}

registerPersistedStore(() => {
  useSessionStore.getState().clear();
  useSessionStore.persist.clearStorage();
});
