-- KEYS: hash, lease, parts. ARGV: owner, lease ms, the holder to overtake ('' for none: see
-- SandboxStore.acquire). 'ok', then the hash's fields (version,
-- ended, document, binary, label, createdAt, lastUsedAt, expiresAt), then the parts (name,
-- text, name, text...).
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
