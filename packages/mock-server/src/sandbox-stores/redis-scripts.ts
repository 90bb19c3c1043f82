// The Redis store's check-and-write steps, each a Lua script: Redis runs a script alone, so the
// lease and version checks and the writes they allow are one step however many processes
// share the server. Keys, per sandbox: its hash (version, document and metadata, or a
// tombstone: version and ended=1), which expires at its expiresAt (PEXPIREAT); its parts (a
// hash of name to text, expiring with it); its lease (the owner's name, PX: on Redis's own
// clock, so hosts' clocks need not agree); and one sorted set of every saved sandbox's id by
// expiry, for listing. Every reply is an array, led by what happened: 'ok', 'held' (holder,
// ms left), 'stale' (stored version) or 'ended' (version).

/**
 * KEYS: hash, lease, parts. ARGV: owner, lease ms, the holder to overtake ('' for none: see
 * SandboxStore.acquire). 'ok', then the hash's fields (version,
 * ended, document, binary, label, createdAt, lastUsedAt, expiresAt), then the parts (name,
 * text, name, text...).
 */
export const acquireScript = `
local stored = redis.call('HMGET', KEYS[1], 'version', 'ended', 'document', 'binary', 'label',
  'createdAt', 'lastUsedAt', 'expiresAt')
if stored[2] == '1' then return {'ended', stored[1]} end
local holder = redis.call('GET', KEYS[2])
if holder and holder ~= ARGV[1] and holder ~= ARGV[3] then
  return {'held', holder, redis.call('PTTL', KEYS[2])}
end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
local reply = {'ok', unpack(stored)}
reply[#stored + 2] = redis.call('HGETALL', KEYS[3])
return reply
`;

/** KEYS: hash, parts. The hash's fields, as `acquireScript` answers them, then the parts. */
export const loadScript = `
local reply = redis.call('HMGET', KEYS[1], 'version', 'ended', 'document', 'binary', 'label',
  'createdAt', 'lastUsedAt', 'expiresAt')
reply[9] = redis.call('HGETALL', KEYS[2])
return reply
`;

/**
 * KEYS: hash, lease, index, parts. ARGV: owner, lease ms, expected version, document, binary
 * (1/0), label (JSON), createdAt, lastUsedAt, expiresAt, id, the count of parts to remove, their
 * names, then each part given (name, text). 'ok' and the new version. The parts are written one
 * command each, not unpacked into one: Lua's stack holds a few thousand values, fewer than a
 * whole busy sandbox's parts.
 */
export const saveScript = `
local stored = redis.call('HMGET', KEYS[1], 'version', 'ended')
if stored[2] == '1' then return {'ended', stored[1]} end
local holder = redis.call('GET', KEYS[2])
if holder and holder ~= ARGV[1] then return {'held', holder, redis.call('PTTL', KEYS[2])} end
local version = tonumber(stored[1] or '0')
if version ~= tonumber(ARGV[3]) then return {'stale', tostring(version)} end
redis.call('HSET', KEYS[1], 'version', version + 1, 'document', ARGV[4], 'binary', ARGV[5],
  'label', ARGV[6], 'createdAt', ARGV[7], 'lastUsedAt', ARGV[8], 'expiresAt', ARGV[9])
redis.call('PEXPIREAT', KEYS[1], ARGV[9])
if version == 0 then redis.call('DEL', KEYS[4]) end
local removed = tonumber(ARGV[11])
for at = 12, 11 + removed do redis.call('HDEL', KEYS[4], ARGV[at]) end
for at = 12 + removed, #ARGV, 2 do redis.call('HSET', KEYS[4], ARGV[at], ARGV[at + 1]) end
redis.call('PEXPIREAT', KEYS[4], ARGV[9])
redis.call('ZADD', KEYS[3], ARGV[9], ARGV[10])
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
return {'ok', tostring(version + 1)}
`;

/**
 * KEYS: hash, lease, index, parts. ARGV: owner, lease ms, version, lastUsedAt, expiresAt, id. {1}
 * when the copy is current (lease and expiry renewed), {0} when not. A sandbox leased but never
 * saved (version 0, no hash) is current only while its lease is the caller's.
 */
export const confirmScript = `
local stored = redis.call('HMGET', KEYS[1], 'version', 'ended')
if stored[2] == '1' or tonumber(stored[1] or '0') ~= tonumber(ARGV[3]) then return {0} end
local holder = redis.call('GET', KEYS[2])
if (holder and holder ~= ARGV[1]) or (not stored[1] and not holder) then return {0} end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
if stored[1] then
  redis.call('HSET', KEYS[1], 'lastUsedAt', ARGV[4], 'expiresAt', ARGV[5])
  redis.call('PEXPIREAT', KEYS[1], ARGV[5])
  redis.call('PEXPIREAT', KEYS[4], ARGV[5])
  redis.call('ZADD', KEYS[3], ARGV[5], ARGV[6])
end
return {1}
`;

/** KEYS: lease. ARGV: owner. Deletes the lease only if it is the owner's. */
export const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return {'ok'}
`;

/**
 * KEYS: hash, lease, index, parts. ARGV: ended until (ms), id. Leaves a tombstone one version
 * on.
 */
export const deleteScript = `
local version = tonumber(redis.call('HGET', KEYS[1], 'version') or '0') + 1
redis.call('DEL', KEYS[1], KEYS[2], KEYS[4])
redis.call('HSET', KEYS[1], 'version', version, 'ended', '1')
redis.call('PEXPIREAT', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[2])
return {'ok'}
`;
