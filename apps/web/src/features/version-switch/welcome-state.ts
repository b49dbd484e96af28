// Whether the welcome modal is on screen: one prompt for the new experience at a time (issue 23),
// so the home banner that invites the same switch waits until the modal is answered.
import { create } from 'zustand';

export const useWelcomeState = create<{ open: boolean; setOpen: (open: boolean) => void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
