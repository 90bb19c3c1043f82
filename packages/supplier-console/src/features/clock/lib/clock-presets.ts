import { ukTimeOnDay } from '@garage/uk-time';

export type ClockPreset = {
  label: string;
  /** The milliseconds to move forward from the mock's time `nowMs`. */
  step: (nowMs: number) => number;
};

const minute = 60_000;

/** The steps a demo needs: a little later, the afternoon cut-off, the next working morning. */
export const clockPresets: ClockPreset[] = [
  { label: '+15 min', step: () => 15 * minute },
  { label: '+1 hour', step: () => 60 * minute },
  {
    // The 14:00 cut-off (docs/rules.md#stock-status): today's, or tomorrow's once it is past.
    label: 'To 14:00',
    step: (nowMs) => {
      const today = ukTimeOnDay(nowMs, 0, 14);
      return (today > nowMs ? today : ukTimeOnDay(nowMs, 1, 14)) - nowMs;
    },
  },
  { label: 'Next morning (08:00)', step: (nowMs) => ukTimeOnDay(nowMs, 1, 8) - nowMs },
];
