import { create } from 'zustand';
import type { StakeSettings } from 'shared-api-types';
import { callApi } from './call-api';

/** The player's quick-stake buttons and stake limits, in Coins as decimal strings. */
export type { StakeSettings };

export const DEFAULT_STAKE_SETTINGS: StakeSettings = {
  quickStakes: ['100.00', '500.00', '1000.00', '5000.00', '10000.00', '25000.00'],
  minStake: '100.00',
  maxStake: '200000.00',
  oneClick: false,
  oneClickStake: '100.00',
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
      set({ settings: await callApi<StakeSettings>('/User/GetStakeSettings'), loaded: true });
    } catch {
      // keep the defaults; the server still enforces the real limits
    }
  },
  set: (settings) => set({ settings, loaded: true }),
}));
