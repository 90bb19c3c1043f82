import { beforeEach, describe, expect, it } from 'vitest';
import { clearDeviceId, deviceIdKey, getDeviceId, storedDeviceId } from './device-id.ts';
import { memoryStorage } from '../testing/memory-storage.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
});

describe('device id', () => {
  it('is generated as a UUID and stored under onesignalId when missing', () => {
    const id = getDeviceId(storage);

    expect(id).toMatch(uuidPattern);
    expect(storage.getItem('onesignalId')).toBe(id);
    expect(deviceIdKey).toBe('onesignalId');
  });

  it('is kept while the stored value is a UUID', () => {
    storage.setItem('onesignalId', '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b');

    expect(getDeviceId(storage)).toBe('6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b');
    expect(getDeviceId(storage)).toBe('6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b');
  });

  it.each(['', 'not-a-uuid', '12345678', '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6', '{}'])(
    'replaces the invalid stored value %j with a new UUID',
    (invalid) => {
      storage.setItem('onesignalId', invalid);

      const id = getDeviceId(storage);

      expect(id).toMatch(uuidPattern);
      expect(storage.getItem('onesignalId')).toBe(id);
    },
  );

  it('is read as stored, or as none when missing or not a UUID, without storing one', () => {
    expect(storedDeviceId(storage)).toBeNull();
    expect(storage.getItem('onesignalId')).toBeNull();
    storage.setItem('onesignalId', 'not-a-uuid');
    expect(storedDeviceId(storage)).toBeNull();
    storage.setItem('onesignalId', '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b');
    expect(storedDeviceId(storage)).toBe('6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b');
  });

  it('is forgotten by clearDeviceId, so the next read makes a new one', () => {
    const first = getDeviceId(storage);

    clearDeviceId(storage);

    expect(storage.getItem('onesignalId')).toBeNull();
    expect(getDeviceId(storage)).not.toBe(first);
  });
});
