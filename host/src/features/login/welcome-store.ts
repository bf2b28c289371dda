import { create } from 'zustand';

interface WelcomeState {
  open: boolean;
  show: () => void;
  close: () => void;
}

export const useWelcomeStore = create<WelcomeState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));
