-- KEYS: hash, lease, index, parts. ARGV: ended until (ms), id. Leaves a tombstone one version
-- on.
local version = tonumber(redis.call('HGET', KEYS[1], 'version') or '0') + 1
redis.call('DEL', KEYS[1], KEYS[2], KEYS[4])
redis.call('HSET', KEYS[1], 'version', version, 'ended', '1')
redis.call('PEXPIREAT', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[2])
return {'ok'}
