-- KEYS: hash, lease, index, parts. ARGV: owner, lease ms, version, lastUsedAt, expiresAt, id. {1}
-- when the copy is current (lease and expiry renewed), {0} when not. A sandbox leased but never
-- saved (version 0, no hash) is current only while its lease is the caller's.
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
