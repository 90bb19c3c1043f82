// The Redis store's check-and-write steps, each a Lua script: Redis runs a script alone, so the
// lease and version checks and the writes they allow are one step however many processes
// share the server. Keys, per sandbox: its hash (version, document and metadata, or a
// tombstone: version and ended=1), which expires at its expiresAt (PEXPIREAT); its parts (a
// hash of name to text, expiring with it); its lease (the owner's name, PX: on Redis's own
// clock, so hosts' clocks need not agree); and one sorted set of every saved sandbox's id by
// expiry, for listing. Every reply is an array, led by what happened: 'ok', 'held' (holder,
// ms left), 'stale' (stored version) or 'ended' (version).
//
// Each script is a .lua file in redis-scripts/, defined here with node-redis's defineScript:
// the client sends it by its SHA1 and whole only when Redis does not know it yet, and each
// takes its keys and its arguments typed, as the store calls it.
import { defineScript, type CommandParser, type RedisArgument } from '@redis/client';
import { readFileSync } from 'node:fs';

/** What a script answers: text or bytes (as the client maps them), numbers and lists of them. */
export type Reply = Buffer | string | number | null | Reply[];

const lua = (name: string) =>
  readFileSync(new URL(`./redis-scripts/${name}.lua`, import.meta.url), 'utf8');

/** EVALSHA's keys, then its arguments, as each script's parseCommand is given them. */
function pushAll(parser: CommandParser, keys: RedisArgument[], args: RedisArgument[]): void {
  for (const key of keys) parser.pushKey(key);
  parser.push(...args);
}

const asReplies = (reply: unknown) => reply as Reply[];

type Hash = string;
type Lease = string;
type Index = string;
type Parts = string;
/** The four keys of a sandbox, as the scripts that write them take them. */
export type SandboxKeys = [Hash, Lease, Index, Parts];

/** The scripts, by the names the client's methods take; each file's opening says its reply. */
export const sandboxScripts = {
  acquireSandbox: defineScript({
    SCRIPT: lua('acquire'),
    NUMBER_OF_KEYS: 3,
    parseCommand: (
      parser: CommandParser,
      keys: [Hash, Lease, Parts],
      args: [owner: string, leaseMs: string, overtaking: string],
    ) => pushAll(parser, keys, args),
    transformReply: asReplies,
  }),
  loadSandbox: defineScript({
    SCRIPT: lua('load'),
    NUMBER_OF_KEYS: 2,
    parseCommand: (parser: CommandParser, keys: [Hash, Parts]) => pushAll(parser, keys, []),
    transformReply: asReplies,
  }),
  saveSandbox: defineScript({
    SCRIPT: lua('save'),
    NUMBER_OF_KEYS: 4,
    // As long as the parts given and removed make it: save.lua's opening lists them.
    parseCommand: (parser: CommandParser, keys: SandboxKeys, args: RedisArgument[]) =>
      pushAll(parser, keys, args),
    transformReply: asReplies,
  }),
  confirmSandbox: defineScript({
    SCRIPT: lua('confirm'),
    NUMBER_OF_KEYS: 4,
    parseCommand: (
      parser: CommandParser,
      keys: SandboxKeys,
      args: [
        owner: string,
        leaseMs: string,
        version: string,
        used: string,
        expires: string,
        id: string,
      ],
    ) => pushAll(parser, keys, args),
    transformReply: asReplies,
  }),
  releaseSandbox: defineScript({
    SCRIPT: lua('release'),
    NUMBER_OF_KEYS: 1,
    parseCommand: (parser: CommandParser, keys: [Lease], args: [owner: string]) =>
      pushAll(parser, keys, args),
    transformReply: asReplies,
  }),
  deleteSandbox: defineScript({
    SCRIPT: lua('delete'),
    NUMBER_OF_KEYS: 4,
    parseCommand: (
      parser: CommandParser,
      keys: SandboxKeys,
      args: [endedUntil: string, id: string],
    ) => pushAll(parser, keys, args),
    transformReply: asReplies,
  }),
};
