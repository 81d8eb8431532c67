import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { looksLikeSecret, REDACTED, Redactor } from "../../../src/engine/util/redact.ts";

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const rand = (n: number, chars = alnum) =>
  Array.from({ length: n }, (_, i) => chars[(i * 7 + 3) % chars.length]).join("");

const SHAPED = {
  ghp: `ghp_${rand(36)}`,
  gho: `gho_${rand(40)}`,
  ghu: `ghu_${rand(36)}`,
  ghs: `ghs_${rand(36)}`,
  ghr: `ghr_${rand(36)}`,
  pat: `github_pat_11ABCDEFG0${rand(22)}_${rand(59)}`,
  openai: `sk-${rand(48)}`,
  openaiProject: `sk-proj-${rand(40)}_${rand(20)}-${rand(30)}`,
  slack: `xoxb-123456789012-1234567890123-${rand(24)}`,
  aws: "AKIAIOSFODNN7EXAMPLE",
  jwt: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
};

describe("Redactor: token shapes", () => {
  const r = new Redactor();
  for (const [kind, token] of Object.entries(SHAPED)) {
    it(`redacts ${kind} without registration`, () => {
      const out = r.redact(`before ${token} after`);
      expect(out).toBe(`before ${REDACTED} after`);
      expect(looksLikeSecret(token)).toBe(true);
    });
  }

  it("keeps the Bearer scheme readable", () => {
    expect(r.redact("Authorization: Bearer abcdefghijklmnop0123456789.x-y")).toBe(
      `Authorization: Bearer ${REDACTED}`,
    );
  });

  it("redacts PEM private keys", () => {
    const pem = `-----BEGIN RSA PRIVATE KEY-----\n${rand(64)}\n${rand(64)}\n-----END RSA PRIVATE KEY-----`;
    expect(r.redact(`key:\n${pem}\ndone`)).toBe(`key:\n${REDACTED}\ndone`);
  });

  it("leaves ordinary text, and words that merely contain sk-, alone", () => {
    const text = "The disk-usage-report-for-yesterday is fine; ghp_short, sk-learn, Bearer token, AKIA.";
    expect(r.redact(text)).toBe(text);
  });
});

describe("Redactor: secretlint's maintained rules", () => {
  // Shapes Baton's own patterns do not know: only the maintained rule set finds them.
  const MAINTAINED = {
    gitlab: "glpat-Ab3De5Gh7Jk9Mn1Pq3St",
    stripe: `sk_live_${"Ab3De5Gh7Jk9Mn1Pq3St5Vx7Z".repeat(2)}`,
    databaseUrl: "postgres://admin:Tr0ub4dor-and-3@db.internal:5432/app",
  };

  it.each(Object.entries(MAINTAINED))("redacts a %s secret", (_kind, secret) => {
    const out = new Redactor().redact(`config: ${secret} (from the wiki)`);
    expect(out).toContain(REDACTED);
    expect(out).toContain("(from the wiki)");
    for (const part of secret.split(/[:@/]/).filter((p) => p.length >= 12)) expect(out).not.toContain(part);
  });

  it("leaves text without secrets as it is, and a registered value still goes", () => {
    const prose = "The parser drops comments at the end of a file; see src/lexer.ts:42.";
    expect(new Redactor().redact(prose)).toBe(prose);
    expect(new Redactor(["hunter2-password"]).redact(`${MAINTAINED.gitlab} hunter2-password`)).toBe(
      `${REDACTED} ${REDACTED}`,
    );
  });
});

describe("Redactor: registered secrets", () => {
  it("a value registered after a text was redacted is redacted in it the next time", () => {
    const redactor = new Redactor();
    const text = "the password is hunter2-password";
    expect(redactor.redact(text)).toBe(text);
    redactor.add("hunter2-password");
    expect(redactor.redact(text)).toBe(`the password is ${REDACTED}`);
  });

  it("replaces every occurrence, longest first", () => {
    const r = new Redactor(["hunter22", "hunter22-extended", undefined, ""]);
    expect(r.redact("a hunter22 b hunter22-extended c hunter22")).toBe(
      `a ${REDACTED} b ${REDACTED} c ${REDACTED}`,
    );
  });

  it("ignores values shorter than 4 characters and parts of the marker", () => {
    const r = new Redactor(["abc", "ACTED"]);
    expect(r.size).toBe(0);
    expect(r.redact("abc ACTED")).toBe("abc ACTED");
  });

  it("catches JSON-escaped, URL-encoded, trimmed and per-line forms", () => {
    const r = new Redactor();
    r.add('pa"ss w/rd\n');
    r.add("first-line-secret\nsecond-line-secret");
    expect(r.redact(JSON.stringify({ p: 'pa"ss w/rd' }))).toBe(`{"p":"${REDACTED}"}`);
    expect(r.redact(`u=${encodeURIComponent('pa"ss w/rd\n')}`)).toBe(`u=${REDACTED}`);
    expect(r.redact("log: second-line-secret")).toBe(`log: ${REDACTED}`);
  });

  it("redactDeep redacts strings in objects and arrays, keys included, and copies", () => {
    const r = new Redactor(["s3cr3t-value"]);
    const input = {
      a: "x s3cr3t-value y",
      list: ["s3cr3t-value", 3, null, { nested: `t ${SHAPED.ghp}` }],
      "s3cr3t-value": true,
      when: new Date(0),
    };
    const out = r.redactDeep(input);
    expect(out).toEqual({
      a: `x ${REDACTED} y`,
      list: [REDACTED, 3, null, { nested: `t ${REDACTED}` }],
      [REDACTED]: true,
      when: new Date(0),
    });
    expect(input.a).toBe("x s3cr3t-value y");
    expect(r.redactDeep("s3cr3t-value")).toBe(REDACTED);
  });

  it("redactIfNeeded gives the value itself when nothing in it is a secret, else a redacted copy", () => {
    const r = new Redactor(["s3cr3t-value"]);
    const clean = { a: "fine", list: [1, { nested: "also fine" }] };
    expect(r.redactIfNeeded(clean)).toBe(clean);
    const deep = { a: "fine", list: [1, { nested: "x s3cr3t-value" }] };
    const out = r.redactIfNeeded(deep);
    expect(out).not.toBe(deep);
    expect(out).toEqual({ a: "fine", list: [1, { nested: `x ${REDACTED}` }] });
    // A key is a string too.
    expect(r.redactIfNeeded({ "s3cr3t-value": 1 })).toEqual({ [REDACTED]: 1 });
  });

  it("redactDeep survives cycles", () => {
    const r = new Redactor(["s3cr3t-value"]);
    const a: Record<string, unknown> = { v: "s3cr3t-value" };
    a.self = a;
    const out = r.redactDeep(a) as Record<string, unknown>;
    expect(out.v).toBe(REDACTED);
    expect(out.self).toBe(out);
  });
});

describe("Redactor: properties", () => {
  const anyText = fc.string({ unit: "binary", maxLength: 30 });
  const secret = fc
    .string({ unit: "binary", minLength: 4, maxLength: 20 })
    .filter((s) => !REDACTED.includes(s));

  it("a registered secret embedded anywhere never survives", () => {
    fc.assert(
      fc.property(
        fc.array(secret, { minLength: 1, maxLength: 3 }),
        anyText,
        anyText,
        anyText,
        (secrets, a, b, c) => {
          const r = new Redactor(secrets);
          const text = `${a}${secrets.join(b)}${c}${secrets[0]}`;
          const out = r.redact(text);
          for (const s of secrets) expect(out).not.toContain(s);
        },
      ),
    );
  });

  it("survives secrets that overlap the marker's edges", () => {
    const r = new Redactor(["]abc", "xyz[", "ED]a"]);
    for (const text of ["]abcabc", "xyzxyz[", "ED]aa", "]abc]abcabc"]) {
      const out = r.redact(text);
      for (const s of ["]abc", "xyz[", "ED]a"]) expect(out).not.toContain(s);
    }
  });

  it("is idempotent", () => {
    const token = fc.constantFrom(...Object.values(SHAPED), "Bearer abcdefghijklmnopqrstuvwxyz");
    const text = fc.array(fc.oneof(anyText, token)).map((parts) => parts.join(" "));
    fc.assert(
      fc.property(fc.array(secret, { maxLength: 3 }), text, (secrets, t) => {
        const r = new Redactor(secrets);
        const once = r.redact(t);
        expect(r.redact(once)).toBe(once);
      }),
    );
  });

  it("leaves text without secrets unchanged", () => {
    // Lowercase, digits, spaces and punctuation: no token shape can form (they need `_`, `-` or capitals).
    const plain = fc.string({
      unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789 .,!?:;\n"),
      maxLength: 80,
    });
    // Registered secrets carry a character plain text never has.
    const registered = fc.string({ minLength: 3, maxLength: 12 }).map((s) => `#${s}`);
    fc.assert(
      fc.property(fc.array(registered, { maxLength: 3 }), plain, (secrets, t) => {
        expect(new Redactor(secrets).redact(t)).toBe(t);
      }),
    );
  });
});

describe("Redactor: encoded secrets", () => {
  const TOKEN = `ghs_${rand(36)}`;

  /** Every way the secret's bytes could still be read out of `text`: raw, URL-, hex- or base64-decoded at any offset. */
  function recoverable(text: string, secret: string): boolean {
    if (text.includes(secret)) return true;
    try {
      if (decodeURIComponent(text).includes(secret)) return true;
    } catch {
      // Not URL-decodable as a whole: its parts are checked below.
    }
    const needle = Buffer.from(secret);
    for (const run of text.match(/[A-Za-z0-9+/_-]{4,}/g) ?? []) {
      for (let start = 0; start < 4; start++) {
        const std = run.slice(start).replaceAll("-", "+").replaceAll("_", "/");
        if (Buffer.from(std, "base64").includes(needle)) return true;
      }
    }
    for (const run of text.match(/[0-9a-fA-F]{2,}/g) ?? []) {
      for (let start = 0; start < 2; start++) {
        if (Buffer.from(run.slice(start), "hex").includes(needle)) return true;
      }
    }
    return false;
  }

  it("hides the job token in the header actions/checkout writes to .git/config", () => {
    const header = Buffer.from(`x-access-token:${TOKEN}`).toString("base64");
    const config = `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${header}\n`;
    const out = new Redactor([TOKEN]).redact(config);
    expect(recoverable(config, TOKEN)).toBe(true);
    expect(recoverable(out, TOKEN)).toBe(false);
    expect(out).toContain("extraheader = AUTHORIZATION: basic ");
  });

  it("a registered secret never survives in any encoding, at any alignment, amid any text", () => {
    const secret = fc
      .string({ unit: fc.constantFrom(...`${alnum}_-.:/+=`), minLength: 12, maxLength: 48 })
      .filter((s) => !REDACTED.includes(s));
    const bytes = fc.uint8Array({ maxLength: 5 }).map((b) => Buffer.from(b));
    const encoding = fc.constantFrom("raw", "base64", "base64url", "hex", "HEX", "url");
    const around = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(secret, bytes, bytes, encoding, around, around, (s, before, after, how, left, right) => {
        const payload = Buffer.concat([before, Buffer.from(s), after]);
        const encoded =
          how === "raw"
            ? s
            : how === "url"
              ? encodeURIComponent(`${before.toString("latin1")}${s}`)
              : how === "HEX"
                ? payload.toString("hex").toUpperCase()
                : payload.toString(how as BufferEncoding);
        const out = new Redactor([s]).redact(`${left} ${encoded} ${right}`);
        expect(recoverable(out, s)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("looks for the encodings of secrets from 12 bytes: a shorter one's core is text any page may hold", () => {
    const r = new Redactor(["twelve-bytes"]);
    expect(r.redact(Buffer.from("twelve-bytes").toString("base64"))).toBe(REDACTED);
    expect(new Redactor(["abcdefgh"]).redact("YWJjZGVmZ2g= and 6162636465666768")).toBe(
      "YWJjZGVmZ2g= and 6162636465666768",
    );
  });
});

describe("Redactor: redactDeep on untrusted structure", () => {
  it("walks nesting far deeper than the call stack", () => {
    let deep: unknown = "ghs_leaf-secret-value";
    for (let i = 0; i < 200_000; i++) deep = i % 2 ? [deep] : { k: deep };
    let out = new Redactor(["ghs_leaf-secret-value"]).redactDeep(deep);
    for (let i = 199_999; i >= 0; i--) out = i % 2 ? (out as unknown[])[0] : (out as { k: unknown }).k;
    expect(out).toBe(REDACTED);
  });
});

describe("redaction's corners", () => {
  it("finds a secret form-encoded (spaces as +)", () => {
    const key = "correct horse battery staple";
    expect(new Redactor([key]).redact(new URLSearchParams({ k: key }).toString())).toBe("k=[REDACTED]");
  });

  it("finds a JWT where a run of base64url characters starts (bench: a long run of eyJ is linear)", () => {
    const jwt =
      "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
    expect(new Redactor().redact(`token=${jwt} and "${jwt}"`)).toBe('token=[REDACTED] and "[REDACTED]"');
    const run = "eyJ".repeat(20_000);
    expect(new Redactor().redact(`${run}.${"a".repeat(9)}.x`)).toBe("[REDACTED]");
  });
});
