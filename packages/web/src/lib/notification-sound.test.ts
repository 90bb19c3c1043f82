import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for Web Audio recording the notes started, in a context `state` starts in.
let started: number[];
let state: AudioContextState;
let resume: () => Promise<void>;
class FakeAudioContext {
  state = state;
  currentTime = 0;
  destination = {};
  resume = () => resume().then(() => void (this.state = 'running'));
  createGain = () => ({
    gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    connect: (node: unknown) => node,
  });
  createOscillator = () => {
    const oscillator = {
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => started.push(oscillator.frequency.value),
      stop: vi.fn(),
    };
    return oscillator;
  };
}

beforeEach(() => {
  vi.resetModules();
  started = [];
  state = 'running';
  resume = () => Promise.resolve();
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const play = async () => (await import('./notification-sound.ts')).playNotificationSound;

describe('playNotificationSound', () => {
  it('plays one short chime of two notes each time', async () => {
    const playSound = await play();
    playSound();
    expect(started).toEqual([660, 880]);
    playSound();
    expect(started).toHaveLength(4);
  });

  it('plays once the browser lets the page resume its sound', async () => {
    state = 'suspended';
    const playSound = await play();
    playSound();
    await vi.waitFor(() => expect(started).toEqual([660, 880]));
  });

  it('is silent, without an error, where the autoplay policy keeps the page quiet', async () => {
    state = 'suspended';
    resume = () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    const playSound = await play();
    expect(playSound).not.toThrow();
    await new Promise((settle) => setTimeout(settle, 0));
    expect(started).toEqual([]);
  });

  it('is silent, without an error, in a browser without Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const playSound = await play();
    expect(playSound).not.toThrow();
    vi.stubGlobal('AudioContext', function refused() {
      throw new Error('Too many contexts');
    });
    expect(playSound).not.toThrow();
  });
});
