-- KEYS: hash, parts. The hash's fields, as `acquireScript` answers them, then the parts.
local reply = redis.call('HMGET', KEYS[1], 'version', 'ended', 'document', 'binary', 'label',
  'createdAt', 'lastUsedAt', 'expiresAt')
reply[9] = redis.call('HGETALL', KEYS[2])
return reply
