import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { looksLikeSecret, REDACTED, Redactor } from "../../src/core/util/redact.ts";

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

describe("Redactor: registered secrets", () => {
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
