import { create } from 'zustand';
import type { Balance, LoginReply } from 'shared-api-types';
import { loadedQueryClient } from './query-client';
import { STORAGE_KEYS, readStorage } from './storage-keys';

export interface SessionState {
  token: string | null;
  userType: string | null;
  name: string | null;
  sessionId: string | null;
  /** Set about 1 s after a successful login, then re-derived from the stored token every second. */
  isLoggedIn: boolean;
  balance: Balance | null;
  saveLogin: (reply: LoginReply) => void;
  markLoggedIn: () => void;
  syncFromStorage: () => void;
  setBalance: (balance: Balance) => void;
  clearSession: () => void;
}

function storedSession() {
  const token = readStorage(STORAGE_KEYS.token);
  return {
    token,
    userType: readStorage(STORAGE_KEYS.userType),
    name: readStorage(STORAGE_KEYS.name),
    sessionId: readStorage(STORAGE_KEYS.sessionId),
    isLoggedIn: Boolean(token),
  };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...storedSession(),
  balance: null,
  saveLogin: (reply) => {
    localStorage.setItem(STORAGE_KEYS.token, reply.token);
    localStorage.setItem(STORAGE_KEYS.userType, reply.userType);
    localStorage.setItem(STORAGE_KEYS.name, reply.name);
    localStorage.setItem(STORAGE_KEYS.sessionId, reply.sessionId);
    set({
      token: reply.token,
      userType: reply.userType,
      name: reply.name,
      sessionId: reply.sessionId,
    });
  },
  markLoggedIn: () => set({ isLoggedIn: Boolean(get().token) }),
  syncFromStorage: () => {
    const next = storedSession();
    const cur = get();
    if (
      next.token !== cur.token ||
      next.isLoggedIn !== cur.isLoggedIn ||
      next.name !== cur.name ||
      next.sessionId !== cur.sessionId
    ) {
      // Another tab logged out or in as someone else: nothing cached belongs to this session.
      if (next.token !== cur.token) loadedQueryClient()?.clear();
      set(next.token ? next : { ...next, balance: null });
    }
  },
  setBalance: (balance) => set({ balance }),
  clearSession: () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    loadedQueryClient()?.clear();
    set({
      token: null,
      userType: null,
      name: null,
      sessionId: null,
      isLoggedIn: false,
      balance: null,
    });
  },
}));

export const selectIsLoggedIn = (s: SessionState) => s.isLoggedIn;
export const selectName = (s: SessionState) => s.name;
export const selectBalance = (s: SessionState) => s.balance;
export const selectToken = (s: SessionState) => s.token;
