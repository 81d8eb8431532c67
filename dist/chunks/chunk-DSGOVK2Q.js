#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  artifactName,
  listStateArtifacts
} from "./chunk-OGMJOY72.js";
import {
  describeGitHubError,
  githubStatus,
  githubTimedOut
} from "./chunk-ZFNUBQJN.js";
import {
  mergeLogs,
  parseSession,
  writeSessionFile
} from "./chunk-4LGIK7S3.js";
import {
  BatonError,
  failure
} from "./chunk-VA2UHLEW.js";

// src/engine/log/saved-states.ts
var MAX_UNMARKED = 20;
async function mergeSavedStates(history, options = {}) {
  const { after, keepsRefused = true } = options;
  let floor = after ?? -1;
  let through;
  const logs = [];
  const merged = [];
  const refused = [];
  let unmarked = 0;
  let unread = false;
  for await (const state of history.newestFirst()) {
    if (state.id <= floor) break;
    if (unmarked >= MAX_UNMARKED) {
      unread = true;
      break;
    }
    through ??= state.id;
    const read = await history.read(state);
    if ("refused" in read) {
      const gone = read.gone === true;
      refused.push({ state, reason: read.refused, ...read.bytes ? { bytes: read.bytes } : {}, gone });
      if (!keepsRefused && !gone) through = state.id - 1;
      continue;
    }
    logs.push(read.log);
    merged.push(state);
    const mark2 = read.log.header.merged_through;
    if (mark2 === void 0) unmarked++;
    else floor = Math.max(floor, mark2);
  }
  if (!logs.length) return { merged, refused, unread };
  let union = logs.at(-1);
  for (let i2 = logs.length - 2; i2 >= 0; i2--) union = mergeLogs(union, logs[i2]);
  const generation = Math.max(...logs.map((l) => l.header.generation ?? 0));
  const mark = Math.max(through ?? -1, after ?? -1);
  const header = {
    ...union.header,
    ...generation > 0 ? { generation } : {},
    ...mark >= 0 ? { merged_through: mark } : {}
  };
  return { log: { header, entries: union.entries }, merged, refused, unread };
}
function stateToSave(local, meanwhile) {
  const merged = mergeLogs(meanwhile, local);
  const generation = Math.max(local.header.generation ?? 0, meanwhile?.header.generation ?? 0) + 1;
  const mark = meanwhile?.header.merged_through ?? local.header.merged_through;
  const header = {
    ...merged.header,
    generation,
    ...mark !== void 0 ? { merged_through: mark } : {}
  };
  return { log: { header, entries: merged.entries }, fromRemote: merged.fromRemote };
}

// src/adapters/github/artifacts/state-crypto.ts
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from "node:crypto";

// src/adapters/github/artifacts/refused.ts
var StateRefusedError = class extends BatonError {
  constructor(reason, message, bytes) {
    super("input", message);
    this.reason = reason;
    this.bytes = bytes;
    this.name = "StateRefusedError";
  }
  reason;
  bytes;
};

// src/adapters/github/artifacts/state-crypto.ts
var ENVELOPE_MAGIC = "BATON-STATE-ENCRYPTED v1";
var KDF = { N: 2 ** 15, r: 8, p: 1 };
var MAX_KDF_MEMORY = 128 * 2 ** 20;
var SALT_BYTES = 16;
var IV_BYTES = 12;
var TAG_BYTES = 16;
var hasKey = (key) => key !== void 0 && key !== "";
function deriveKey(secret, salt, kdf) {
  const maxmem = 128 * kdf.N * kdf.r * kdf.p + 2 ** 20;
  return new Promise(
    (resolve, reject) => scrypt(secret, salt, 32, { ...kdf, maxmem }, (err2, key) => err2 ? reject(err2) : resolve(key))
  );
}
async function sealState(plain, key) {
  if (!hasKey(key)) throw new Error("sealState needs a non-empty key");
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const params = JSON.stringify({
    kdf: "scrypt",
    ...KDF,
    salt: salt.toString("base64"),
    iv: iv.toString("base64")
  });
  const aad = Buffer.from(`${ENVELOPE_MAGIC}
${params}`, "utf8");
  const cipher = createCipheriv("aes-256-gcm", await deriveKey(key, salt, KDF), iv);
  cipher.setAAD(aad);
  const data = typeof plain === "string" ? Buffer.from(plain, "utf8") : plain;
  const body = Buffer.concat([cipher.update(data), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([aad, Buffer.from(`
${body.toString("base64")}
`, "utf8")]);
}
var MAGIC_LINE = Buffer.from(`${ENVELOPE_MAGIC}
`, "utf8");
function isSealed(bytes) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, MAGIC_LINE.length)).equals(
    MAGIC_LINE
  );
}
async function openState(bytes, key, what = "saved state") {
  const sealed = isSealed(bytes);
  if (sealed && !hasKey(key))
    throw new StateRefusedError(
      "encrypted-without-key",
      `${what} is encrypted, but no state-key is set to decrypt it`
    );
  if (!sealed) {
    if (hasKey(key))
      throw new StateRefusedError(
        "plaintext-with-key",
        `${what} is not encrypted, but state-key is set: an unencrypted state cannot be authenticated`
      );
    return decodeUtf8(bytes, what);
  }
  const text = Buffer.from(bytes).toString("latin1");
  const lines = text.split("\n");
  const malformed = (problem) => new StateRefusedError("malformed-envelope", `${what} has a malformed encryption envelope (${problem})`);
  if (lines.length < 3 || lines.slice(3).some((l) => l !== "")) throw malformed("expected three lines");
  const params = parseParams(lines[1], malformed);
  const body = Buffer.from(lines[2], "base64");
  if (body.toString("base64") !== lines[2] || body.length < TAG_BYTES)
    throw malformed("the ciphertext is not valid base64");
  const aad = Buffer.from(
    bytes.subarray(0, ENVELOPE_MAGIC.length + 1 + Buffer.byteLength(lines[1], "latin1"))
  );
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      await deriveKey(key, params.salt, params),
      params.iv,
      { authTagLength: TAG_BYTES }
    );
    decipher.setAAD(aad);
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final()
    ]);
    return decodeUtf8(plain, what);
  } catch (e) {
    if (e instanceof StateRefusedError) throw e;
    throw new StateRefusedError(
      "authentication-failed",
      `${what} failed authentication with the state-key (a different key, or the file was altered)`
    );
  }
}
function parseParams(line, malformed) {
  let v;
  try {
    v = JSON.parse(line);
  } catch {
    throw malformed("the parameters are not JSON");
  }
  if (typeof v !== "object" || v === null || v.kdf !== "scrypt") throw malformed("unknown key derivation");
  const { N, r, p, salt, iv } = v;
  const whole = (x2) => Number.isSafeInteger(x2) && x2 > 0;
  if (!whole(N) || !whole(r) || !whole(p) || (N & N - 1) !== 0 || N < 2)
    throw malformed("invalid scrypt parameters");
  if (128 * N * r * p > MAX_KDF_MEMORY) throw malformed("scrypt parameters beyond the allowed cost");
  if (typeof salt !== "string" || typeof iv !== "string") throw malformed("salt or iv missing");
  const saltBytes = Buffer.from(salt, "base64");
  const ivBytes = Buffer.from(iv, "base64");
  if (saltBytes.length < SALT_BYTES || ivBytes.length !== IV_BYTES)
    throw malformed("salt or iv of the wrong size");
  return { N, r, p, salt: saltBytes, iv: ivBytes };
}
function decodeUtf8(bytes, what) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new StateRefusedError("not-utf8", `${what} is not UTF-8 text`);
  }
}

// src/adapters/github/artifacts/artifact-download.ts
import { crc32 } from "node:zlib";

// node_modules/fflate/esm/index.mjs
import { createRequire } from "module";
var require2 = createRequire("/");
var Worker;
try {
  Worker = require2("worker_threads").Worker;
} catch (e) {
}
var u8 = Uint8Array;
var u16 = Uint16Array;
var i32 = Int32Array;
var fleb = new u8([
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  1,
  1,
  1,
  2,
  2,
  2,
  2,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  4,
  5,
  5,
  5,
  5,
  0,
  /* unused */
  0,
  0,
  /* impossible */
  0
]);
var fdeb = new u8([
  0,
  0,
  0,
  0,
  1,
  1,
  2,
  2,
  3,
  3,
  4,
  4,
  5,
  5,
  6,
  6,
  7,
  7,
  8,
  8,
  9,
  9,
  10,
  10,
  11,
  11,
  12,
  12,
  13,
  13,
  /* unused */
  0,
  0
]);
var clim = new u8([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]);
var freb = function(eb, start) {
  var b = new u16(31);
  for (var i2 = 0; i2 < 31; ++i2) {
    b[i2] = start += 1 << eb[i2 - 1];
  }
  var r = new i32(b[30]);
  for (var i2 = 1; i2 < 30; ++i2) {
    for (var j = b[i2]; j < b[i2 + 1]; ++j) {
      r[j] = j - b[i2] << 5 | i2;
    }
  }
  return { b, r };
};
var _a = freb(fleb, 2);
var fl = _a.b;
var revfl = _a.r;
fl[28] = 258, revfl[258] = 28;
var _b = freb(fdeb, 0);
var fd = _b.b;
var revfd = _b.r;
var rev = new u16(32768);
for (i = 0; i < 32768; ++i) {
  x = (i & 43690) >> 1 | (i & 21845) << 1;
  x = (x & 52428) >> 2 | (x & 13107) << 2;
  x = (x & 61680) >> 4 | (x & 3855) << 4;
  rev[i] = ((x & 65280) >> 8 | (x & 255) << 8) >> 1;
}
var x;
var i;
var hMap = (function(cd, mb2, r) {
  var s = cd.length;
  var i2 = 0;
  var l = new u16(mb2);
  for (; i2 < s; ++i2) {
    if (cd[i2])
      ++l[cd[i2] - 1];
  }
  var le = new u16(mb2);
  for (i2 = 1; i2 < mb2; ++i2) {
    le[i2] = le[i2 - 1] + l[i2 - 1] << 1;
  }
  var co;
  if (r) {
    co = new u16(1 << mb2);
    var rvb = 15 - mb2;
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        var sv = i2 << 4 | cd[i2];
        var r_1 = mb2 - cd[i2];
        var v = le[cd[i2] - 1]++ << r_1;
        for (var m = v | (1 << r_1) - 1; v <= m; ++v) {
          co[rev[v] >> rvb] = sv;
        }
      }
    }
  } else {
    co = new u16(s);
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        co[i2] = rev[le[cd[i2] - 1]++] >> 15 - cd[i2];
      }
    }
  }
  return co;
});
var flt = new u8(288);
for (i = 0; i < 144; ++i)
  flt[i] = 8;
var i;
for (i = 144; i < 256; ++i)
  flt[i] = 9;
var i;
for (i = 256; i < 280; ++i)
  flt[i] = 7;
var i;
for (i = 280; i < 288; ++i)
  flt[i] = 8;
var i;
var fdt = new u8(32);
for (i = 0; i < 32; ++i)
  fdt[i] = 5;
var i;
var flrm = /* @__PURE__ */ hMap(flt, 9, 1);
var fdrm = /* @__PURE__ */ hMap(fdt, 5, 1);
var max = function(a) {
  var m = a[0];
  for (var i2 = 1; i2 < a.length; ++i2) {
    if (a[i2] > m)
      m = a[i2];
  }
  return m;
};
var bits = function(d, p, m) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8) >> (p & 7) & m;
};
var bits16 = function(d, p) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8 | d[o + 2] << 16) >> (p & 7);
};
var shft = function(p) {
  return (p + 7) / 8 | 0;
};
var slc = function(v, s, e) {
  if (s == null || s < 0)
    s = 0;
  if (e == null || e > v.length)
    e = v.length;
  return new u8(v.subarray(s, e));
};
var ec = [
  "unexpected EOF",
  "invalid block type",
  "invalid length/literal",
  "invalid distance",
  "stream finished",
  "no stream handler",
  ,
  "no callback",
  "invalid UTF-8 data",
  "extra field too long",
  "date not in range 1980-2099",
  "filename too long",
  "stream finishing",
  "invalid zip data"
  // determined by unknown compression method
];
var err = function(ind, msg, nt) {
  var e = new Error(msg || ec[ind]);
  e.code = ind;
  if (Error.captureStackTrace)
    Error.captureStackTrace(e, err);
  if (!nt)
    throw e;
  return e;
};
var inflt = function(dat, st, buf, dict) {
  var sl = dat.length, dl = dict ? dict.length : 0;
  if (!sl || st.f && !st.l)
    return buf || new u8(0);
  var noBuf = !buf;
  var resize = noBuf || st.i != 2;
  var noSt = st.i;
  if (noBuf)
    buf = new u8(sl * 3);
  var cbuf = function(l2) {
    var bl = buf.length;
    if (l2 > bl) {
      var nbuf = new u8(Math.max(bl * 2, l2));
      nbuf.set(buf);
      buf = nbuf;
    }
  };
  var final = st.f || 0, pos = st.p || 0, bt = st.b || 0, lm = st.l, dm = st.d, lbt = st.m, dbt = st.n;
  var tbts = sl * 8;
  do {
    if (!lm) {
      final = bits(dat, pos, 1);
      var type = bits(dat, pos + 1, 3);
      pos += 3;
      if (!type) {
        var s = shft(pos) + 4, l = dat[s - 4] | dat[s - 3] << 8, t = s + l;
        if (t > sl) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + l);
        buf.set(dat.subarray(s, t), bt);
        st.b = bt += l, st.p = pos = t * 8, st.f = final;
        continue;
      } else if (type == 1)
        lm = flrm, dm = fdrm, lbt = 9, dbt = 5;
      else if (type == 2) {
        var hLit = bits(dat, pos, 31) + 257, hcLen = bits(dat, pos + 10, 15) + 4;
        var tl = hLit + bits(dat, pos + 5, 31) + 1;
        pos += 14;
        var ldt = new u8(tl);
        var clt = new u8(19);
        for (var i2 = 0; i2 < hcLen; ++i2) {
          clt[clim[i2]] = bits(dat, pos + i2 * 3, 7);
        }
        pos += hcLen * 3;
        var clb = max(clt), clbmsk = (1 << clb) - 1;
        var clm = hMap(clt, clb, 1);
        for (var i2 = 0; i2 < tl; ) {
          var r = clm[bits(dat, pos, clbmsk)];
          pos += r & 15;
          var s = r >> 4;
          if (s < 16) {
            ldt[i2++] = s;
          } else {
            var c = 0, n = 0;
            if (s == 16)
              n = 3 + bits(dat, pos, 3), pos += 2, c = ldt[i2 - 1];
            else if (s == 17)
              n = 3 + bits(dat, pos, 7), pos += 3;
            else if (s == 18)
              n = 11 + bits(dat, pos, 127), pos += 7;
            while (n--)
              ldt[i2++] = c;
          }
        }
        var lt = ldt.subarray(0, hLit), dt = ldt.subarray(hLit);
        lbt = max(lt);
        dbt = max(dt);
        lm = hMap(lt, lbt, 1);
        dm = hMap(dt, dbt, 1);
      } else
        err(1);
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
    }
    if (resize)
      cbuf(bt + 131072);
    var lms = (1 << lbt) - 1, dms = (1 << dbt) - 1;
    var lpos = pos;
    for (; ; lpos = pos) {
      var c = lm[bits16(dat, pos) & lms], sym = c >> 4;
      pos += c & 15;
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
      if (!c)
        err(2);
      if (sym < 256)
        buf[bt++] = sym;
      else if (sym == 256) {
        lpos = pos, lm = null;
        break;
      } else {
        var add = sym - 254;
        if (sym > 264) {
          var i2 = sym - 257, b = fleb[i2];
          add = bits(dat, pos, (1 << b) - 1) + fl[i2];
          pos += b;
        }
        var d = dm[bits16(dat, pos) & dms], dsym = d >> 4;
        if (!d)
          err(3);
        pos += d & 15;
        var dt = fd[dsym];
        if (dsym > 3) {
          var b = fdeb[dsym];
          dt += bits16(dat, pos) & (1 << b) - 1, pos += b;
        }
        if (pos > tbts) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + 131072);
        var end = bt + add;
        if (bt < dt) {
          var shift = dl - dt, dend = Math.min(dt, end);
          if (shift + bt < 0)
            err(3);
          for (; bt < dend; ++bt)
            buf[bt] = dict[shift + bt];
        }
        for (; bt < end; ++bt)
          buf[bt] = buf[bt - dt];
      }
    }
    st.l = lm, st.p = lpos, st.b = bt, st.f = final;
    if (lm)
      final = 1, st.m = lbt, st.d = dm, st.n = dbt;
  } while (!final);
  return bt != buf.length && noBuf ? slc(buf, 0, bt) : buf.subarray(0, bt);
};
var et = /* @__PURE__ */ new u8(0);
var b2 = function(d, b) {
  return d[b] | d[b + 1] << 8;
};
var b4 = function(d, b) {
  return (d[b] | d[b + 1] << 8 | d[b + 2] << 16 | d[b + 3] << 24) >>> 0;
};
var b8 = function(d, b) {
  return b4(d, b) + b4(d, b + 4) * 4294967296;
};
function inflateSync(data, opts) {
  return inflt(data, { i: 2 }, opts && opts.out, opts && opts.dictionary);
}
var td = typeof TextDecoder != "undefined" && /* @__PURE__ */ new TextDecoder();
var tds = 0;
try {
  td.decode(et, { stream: true });
  tds = 1;
} catch (e) {
}
var dutf8 = function(d) {
  for (var r = "", i2 = 0; ; ) {
    var c = d[i2++];
    var eb = (c > 127) + (c > 223) + (c > 239);
    if (i2 + eb > d.length)
      return { s: r, r: slc(d, i2 - 1) };
    if (!eb)
      r += String.fromCharCode(c);
    else if (eb == 3) {
      c = ((c & 15) << 18 | (d[i2++] & 63) << 12 | (d[i2++] & 63) << 6 | d[i2++] & 63) - 65536, r += String.fromCharCode(55296 | c >> 10, 56320 | c & 1023);
    } else if (eb & 1)
      r += String.fromCharCode((c & 31) << 6 | d[i2++] & 63);
    else
      r += String.fromCharCode((c & 15) << 12 | (d[i2++] & 63) << 6 | d[i2++] & 63);
  }
};
function strFromU8(dat, latin1) {
  if (latin1) {
    var r = "";
    for (var i2 = 0; i2 < dat.length; i2 += 16384)
      r += String.fromCharCode.apply(null, dat.subarray(i2, i2 + 16384));
    return r;
  } else if (td) {
    return td.decode(dat);
  } else {
    var _a2 = dutf8(dat), s = _a2.s, r = _a2.r;
    if (r.length)
      err(8);
    return s;
  }
}
var slzh = function(d, b) {
  return b + 30 + b2(d, b + 26) + b2(d, b + 28);
};
var zh = function(d, b, z) {
  var fnl = b2(d, b + 28), fn = strFromU8(d.subarray(b + 46, b + 46 + fnl), !(b2(d, b + 8) & 2048)), es = b + 46 + fnl, bs = b4(d, b + 20);
  var _a2 = z && bs == 4294967295 ? z64e(d, es) : [bs, b4(d, b + 24), b4(d, b + 42)], sc = _a2[0], su = _a2[1], off = _a2[2];
  return [b2(d, b + 10), sc, su, fn, es + b2(d, b + 30) + b2(d, b + 32), off];
};
var z64e = function(d, b) {
  for (; b2(d, b) != 1; b += 4 + b2(d, b + 2))
    ;
  return [b8(d, b + 12), b8(d, b + 4), b8(d, b + 20)];
};
function unzipSync(data, opts) {
  var files = {};
  var e = data.length - 22;
  for (; b4(data, e) != 101010256; --e) {
    if (!e || data.length - e > 65558)
      err(13);
  }
  ;
  var c = b2(data, e + 8);
  if (!c)
    return {};
  var o = b4(data, e + 16);
  var z = o == 4294967295 || c == 65535;
  if (z) {
    var ze = b4(data, e - 12);
    z = b4(data, ze) == 101075792;
    if (z) {
      c = b4(data, ze + 32);
      o = b4(data, ze + 48);
    }
  }
  var fltr = opts && opts.filter;
  for (var i2 = 0; i2 < c; ++i2) {
    var _a2 = zh(data, o, z), c_2 = _a2[0], sc = _a2[1], su = _a2[2], fn = _a2[3], no = _a2[4], off = _a2[5], b = slzh(data, off);
    o = no;
    if (!fltr || fltr({
      name: fn,
      size: sc,
      originalSize: su,
      compression: c_2
    })) {
      if (!c_2)
        files[fn] = slc(data, b, b + sc);
      else if (c_2 == 8)
        files[fn] = inflateSync(data.subarray(b, b + sc), { out: new u8(su) });
      else
        err(14, "unknown compression type " + c_2);
    }
  }
  return files;
}

// src/adapters/github/artifacts/artifact-download.ts
var SESSION_FILE = "session.jsonl";
var MAX_STATE_BYTES = 50 * 2 ** 20;
function describeArtifact(a) {
  return `saved state ${a.name} (artifact ${a.id}${a.runId ? `, run ${a.runId}` : ""})`;
}
async function downloadStateArtifact(octokit, options) {
  const { owner, repo, artifact, key, maxBytes = MAX_STATE_BYTES } = options;
  const what = describeArtifact(artifact);
  if (artifact.sizeInBytes !== void 0 && artifact.sizeInBytes > maxBytes)
    throw tooLarge(what, artifact.sizeInBytes, maxBytes);
  let zip;
  try {
    const res = await octokit.rest.actions.downloadArtifact({
      owner,
      repo,
      artifact_id: artifact.id,
      archive_format: "zip"
    });
    zip = new Uint8Array(res.data);
  } catch (e) {
    const status = githubStatus(e);
    if (status === 404 || status === 410)
      throw new StateRefusedError("unavailable", `${what} is no longer available (HTTP ${status})`);
    throw new BatonError("failed", `could not download ${what}: ${httpProblem(e)}`, { cause: e });
  }
  return stateFromZip(zip, artifact, { key, maxBytes });
}
async function stateFromZip(zip, artifact, { key, maxBytes = MAX_STATE_BYTES }) {
  const what = describeArtifact(artifact);
  if (zip.length > maxBytes) throw tooLarge(what, zip.length, maxBytes);
  const bytes = extractSession(zip, what, maxBytes);
  let text;
  try {
    text = await openState(bytes, key, what);
  } catch (e) {
    if (e instanceof StateRefusedError) throw new StateRefusedError(e.reason, e.message, bytes);
    throw e;
  }
  const file = `${artifact.name}#${artifact.id}/${SESSION_FILE}`;
  try {
    return { text, session: parseSession(text, file) };
  } catch (e) {
    throw new StateRefusedError(
      "corrupt",
      `${what} holds a session log that cannot be read: ${e.message}`,
      bytes
    );
  }
}
function tooLarge(what, size, maxBytes) {
  return new StateRefusedError(
    "too-large",
    `${what} is ${mb(size)}, over the ${mb(maxBytes)} limit for a saved state`
  );
}
function extractSession(zip, what, maxBytes) {
  let declared;
  let repeated = false;
  let files;
  try {
    files = unzipSync(zip, {
      // The declared size bounds the inflated output (fflate inflates into a buffer of that size),
      // so a zip bomb cannot claim a small size and expand past it. Only the first entry of the
      // name is inflated: thousands of entries may point at one compressed file.
      filter: (f) => {
        if (f.name !== SESSION_FILE) return false;
        if (declared !== void 0) {
          repeated = true;
          return false;
        }
        declared = f.originalSize;
        return f.originalSize <= maxBytes;
      }
    });
  } catch (e) {
    throw new StateRefusedError(
      "not-a-zip",
      `${what} is not a readable zip archive (${e.message})`
    );
  }
  if (repeated) throw new StateRefusedError("not-a-zip", `${what} holds more than one ${SESSION_FILE}`);
  if (declared !== void 0 && declared > maxBytes)
    throw new StateRefusedError(
      "too-large",
      `${what}: ${SESSION_FILE} is ${mb(declared)}, over the ${mb(maxBytes)} limit for a saved state`
    );
  const bytes = files[SESSION_FILE];
  if (!bytes) throw new StateRefusedError("missing-file", `${what} holds no ${SESSION_FILE}`);
  if (bytes.length !== declared || crc32(bytes) !== storedCrc(zip, SESSION_FILE))
    throw new StateRefusedError("not-a-zip", `${what}: ${SESSION_FILE} is damaged inside the zip archive`);
  return bytes;
}
function storedCrc(zip, name) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 101010256) end--;
  if (end < 0) return void 0;
  const count = view.getUint16(end + 10, true);
  let p = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  for (let i2 = 0; i2 < count && p + 46 <= zip.length; i2++) {
    if (view.getUint32(p, true) !== 33639248) return void 0;
    const nameLength = view.getUint16(p + 28, true);
    const skip = nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    if (decoder.decode(zip.subarray(p + 46, p + 46 + nameLength)) === name)
      return view.getUint32(p + 16, true);
    p += 46 + skip;
  }
  return void 0;
}
function httpProblem(e) {
  const status = githubStatus(e);
  if (githubTimedOut(e)) return "GitHub did not answer in time";
  if (status === 401 || status === 403)
    return `GitHub refused the request (HTTP ${status}); the workflow needs \`actions: read\``;
  return describeGitHubError(e);
}
var mb = (n) => `${(n / 2 ** 20).toFixed(1)} MB`;

// src/adapters/github/artifacts/load-state.ts
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
var MAX_CARRIED_BYTES = Math.floor(MAX_STATE_BYTES / 6);
async function mergedState(source, options = {}) {
  const { octokit, owner, repo, repositoryId, conversationId, key, localArtifacts, logger } = source;
  const name = artifactName(conversationId);
  const listing = localArtifacts ? await localListing(localArtifacts, name) : listStateArtifacts(octokit, { owner, repo, repositoryId, name });
  const generations = /* @__PURE__ */ new Map();
  let carried = 0;
  const history = {
    newestFirst: () => listing.candidates,
    read: async (artifact) => {
      try {
        const state = localArtifacts ? await stateFromZip(await readFile(join(localArtifacts, `${name}.zip`)), artifact, { key }) : await downloadStateArtifact(octokit, { owner, repo, artifact, key });
        if (state.session.header.id !== conversationId)
          throw new StateRefusedError(
            "wrong-conversation",
            `${describeArtifact(artifact)} holds conversation "${state.session.header.id}", not "${conversationId}"`
          );
        for (const w of state.session.warnings) logger.warn(w);
        generations.set(artifact.id, state.session.header.generation ?? 0);
        return { log: state.session };
      } catch (e) {
        if (!(e instanceof StateRefusedError)) throw e;
        const gone = e.reason === "unavailable";
        if (e.bytes && carried + e.bytes.length > MAX_CARRIED_BYTES)
          return {
            refused: `${e.message}; its ${mb(e.bytes.length)} stay in that artifact, more than a conversation carries`,
            gone
          };
        carried += e.bytes?.length ?? 0;
        return { refused: e.message, bytes: e.bytes, gone };
      }
    }
  };
  const walk = await mergeSavedStates(history, options);
  for (const x2 of listing.excluded) logger.info(`skipped ${x2.message}`);
  if (listing.truncated)
    logger.warn(`${name}: more saved states exist than were listed; only the newest were read`);
  if (walk.unread)
    logger.info(
      `${name}: saved states older than the newest ${MAX_UNMARKED} from before saves merged were not read`
    );
  const refused = walk.refused.map((r) => `${r.reason}: refused, not used`);
  for (const notice of refused) logger.warn(notice);
  const unusable = walk.refused.filter((r) => !r.gone).map((r) => ({ artifact: r.state, reason: r.reason, ...r.bytes ? { bytes: r.bytes } : {} }));
  const newest = walk.merged[0];
  if (walk.log && newest) {
    const replay = replayNotice(walk.log, newest, generations.get(newest.id) ?? 0);
    if (replay) {
      logger.warn(replay);
      refused.push(replay);
    }
    return { log: walk.log, artifact: newest, refused, unusable };
  }
  if (unusable.length > 0) return { refused, unusable };
  if (refused.length > 0)
    return { refused, unusable, fresh: `no saved state for ${conversationId} could be used: starting fresh` };
  if (options.after !== void 0) return { refused, unusable };
  const expired = listing.excluded.filter((x2) => x2.reason === "expired").map((x2) => x2.artifact);
  const last = expired.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  if (last)
    return {
      refused,
      unusable,
      fresh: `saved state for ${conversationId} expired${last.expiresAt ? ` on ${last.expiresAt.slice(0, 10)}` : ""}: starting fresh`
    };
  return { refused, unusable, fresh: `no saved state for ${conversationId}: starting fresh` };
}
async function localListing(dir, name) {
  const info = await stat(join(dir, `${name}.zip`)).catch(() => void 0);
  const found = info?.isFile() ? [
    {
      id: Math.floor(info.mtimeMs),
      name,
      runId: 0,
      sizeInBytes: info.size,
      createdAt: info.mtime.toISOString(),
      expiresAt: null
    }
  ] : [];
  async function* candidates() {
    yield* found;
  }
  return { candidates: candidates(), excluded: [], truncated: false };
}
function replayNotice(log, newest, own) {
  const highest = log.header.generation ?? 0;
  if (own >= highest) return void 0;
  return `${describeArtifact(newest)} is generation ${own}, below generation ${highest} of an older saved state: an older state uploaded again; both are merged, so nothing is rolled back`;
}
async function loadState(source) {
  const { log, artifact, refused, unusable, fresh } = await mergedState(source);
  const notices = [...refused];
  if (!log || !artifact) {
    if (unusable.length && !source.reset) {
      throw failure(
        `the saved conversation ${source.conversationId} could not be read (${unusable[0].reason}), so this run stops and saves nothing over it. Comment /reset to start afresh: the unreadable state is kept inside the new conversation`
      );
    }
    const why = unusable.length ? `started ${source.conversationId} afresh (/reset); the ${unusable.length} unreadable saved ${unusable.length === 1 ? "state is" : "states are"} kept inside it` : fresh;
    if (why) {
      source.logger.info(why);
      notices.push(why);
    }
    return { notices, unusable };
  }
  const file = join(source.dir, SESSION_FILE);
  await writeSessionFile(file, log.header, log.entries);
  const { id, name, runId } = artifact;
  if (unusable.length > 0)
    notices.push(`resumed ${source.conversationId} from the older saved state of run ${runId}`);
  source.logger.info(
    `resumed ${source.conversationId} from artifact ${name} (id ${id}, run ${runId}) and every state saved beside it: ${log.entries.length} entries`
  );
  return { file, artifact: { id, name, runId }, notices, unusable };
}
function preservedEntries(unusable) {
  return unusable.map((u) => ({
    type: "custom",
    custom_type: "baton.unusable_state",
    data: {
      artifact: u.artifact.name,
      artifact_id: u.artifact.id,
      run_id: u.artifact.runId,
      reason: u.reason,
      ...u.bytes ? { base64: Buffer.from(u.bytes).toString("base64") } : {}
    }
  }));
}

export {
  stateToSave,
  hasKey,
  sealState,
  SESSION_FILE,
  MAX_STATE_BYTES,
  describeArtifact,
  mergedState,
  loadState,
  preservedEntries
};
