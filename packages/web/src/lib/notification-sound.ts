// The optional sound of a batch of notices (docs/notifications.md#sound): two short, quiet sine
// notes made with the Web Audio API, so no audio file is downloaded.

let context: AudioContext | undefined;
// A context the browser resumes only later (no user activation yet) would chime out of turn.
const resumeWithinMs = 1000;
const notes = [
  { hz: 660, at: 0 },
  { hz: 880, at: 0.12 },
];
const noteSeconds = 0.18;
const volume = 0.08;

function chime(audio: AudioContext) {
  for (const { hz, at } of notes) {
    const start = audio.currentTime + at;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + noteSeconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + noteSeconds);
  }
}

/**
 * Plays the chime once. Silent where there is no Web Audio, or where the browser's autoplay
 * policy keeps the page quiet (no click on it yet).
 */
export function playNotificationSound(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    if (audio.state === 'running') {
      chime(audio);
      return;
    }
    const asked = Date.now();
    audio.resume().then(
      () => {
        if (audio.state === 'running' && Date.now() - asked < resumeWithinMs) chime(audio);
      },
      () => undefined,
    );
  } catch {
    // No Web Audio, or a context the browser refuses: notices come without sound.
  }
}
