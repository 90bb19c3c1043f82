-- KEYS: hash, lease, index, parts. ARGV: owner, lease ms, expected version, document, binary
-- (1/0), label (JSON), createdAt, lastUsedAt, expiresAt, id, the count of parts to remove, their
-- names, then each part given (name, text). 'ok' and the new version. The parts are written one
-- command each, not unpacked into one: Lua's stack holds a few thousand values, fewer than a
-- whole busy sandbox's parts.
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
