import { create } from 'zustand';
import type { ApiReply, StakeSettings } from 'shared-api-types';
import { apiClient } from './api-client';

/** The player's quick-stake buttons and stake limits, in Coins as decimal strings. */
export type { StakeSettings };

export const DEFAULT_STAKE_SETTINGS: StakeSettings = {
  quickStakes: ['100.00', '500.00', '1000.00', '5000.00', '10000.00', '25000.00'],
  minStake: '100.00',
  maxStake: '200000.00',
};

interface StakeSettingsState {
  settings: StakeSettings;
  loaded: boolean;
  /** POST /User/GetStakeSettings; keeps the defaults if the call fails. */
  load: () => Promise<void>;
  set: (settings: StakeSettings) => void;
}

/** One store for every bet slip (sports and casino) and the /settingall page. */
export const useStakeSettings = create<StakeSettingsState>()((set) => ({
  settings: DEFAULT_STAKE_SETTINGS,
  loaded: false,
  load: async () => {
    try {
      const res = await apiClient.post<ApiReply<StakeSettings>>('/User/GetStakeSettings', {});
      if (res.data.status === 0) set({ settings: res.data.data, loaded: true });
    } catch {
      // keep the defaults; the server still enforces the real limits
    }
  },
  set: (settings) => set({ settings, loaded: true }),
}));
